import { DATE_INPUT_MASK, MEDICARE_NUMBER_INPUT_MASK, PART_DATE_INPUT_MASK, type PatternMask } from '@meridian/domain';
import type { FactoryOpts } from 'imask';

/*
 * The IMask glue for @meridian/domain's masks: domain describes each mask as plain data (and
 * `applyPatternMask` says what it must show); this turns one into IMask options. The options are
 * module constants because useIMask re-applies them whenever their identity changes.
 */

/** Characters IMask's pattern reads as placeholders or syntax; as literals they are escaped. */
const IMASK_SYNTAX = new Set(['0', 'a', '*', '[', ']', '{', '}', '`', '\\']);

export function toIMaskOptions(mask: PatternMask): FactoryOpts {
  const slots = mask.slots ?? {};
  const pattern = [...mask.pattern]
    .map((char) => (char === '0' || char in slots || !IMASK_SYNTAX.has(char) ? char : `\\${char}`))
    .join('');
  return {
    mask: pattern,
    ...(mask.slots ? { definitions: { ...mask.slots } } : {}),
    // A letter whose capital is two letters (ß) fills no placeholder, as in domain.
    ...(mask.upperCase
      ? { prepareChar: (char: string) => (char.toUpperCase().length === 1 ? char.toUpperCase() : '') }
      : {}),
  };
}

export const DATE_MASK = toIMaskOptions(DATE_INPUT_MASK);
export const MONTH_YEAR_MASK = toIMaskOptions(PART_DATE_INPUT_MASK);
export const MEDICARE_NUMBER_MASK = toIMaskOptions(MEDICARE_NUMBER_INPUT_MASK);
