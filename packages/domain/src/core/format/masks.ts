// The fixed-pattern input masks (spec 01 §5 date masks; spec 02 §5.1 Part A/B dates and the
// Medicare number) as plain data, with the behaviour a mask library must reproduce. The UI turns a
// PatternMask into its mask library's options (IMask); its tests check that the library shows
// exactly what applyPatternMask gives.

/**
 * An input mask with a fixed pattern. In `pattern`, `0` takes one digit, each key of `slots` takes
 * one character its expression accepts, and every other character is a literal the mask inserts.
 */
export interface PatternMask {
  readonly pattern: string;
  /** Placeholders beyond `0`, each with the one character it accepts (an expression without flags). */
  readonly slots?: Readonly<Record<string, RegExp>>;
  /** Letters are upper-cased as they are typed. */
  readonly upperCase?: boolean;
}

/** MM/DD/YYYY: digits only, slashes inserted as the next digit is typed, at most 10 characters. */
export const DATE_INPUT_MASK: PatternMask = { pattern: '00/00/0000' };

/** MM/YYYY for Medicare Part A and Part B dates, at most 7 characters. */
export const PART_DATE_INPUT_MASK: PatternMask = { pattern: '00/0000' };

/** Medicare number: letters and digits, upper-cased as typed, shown 4-3-4 with dashes (13 characters). */
export const MEDICARE_NUMBER_INPUT_MASK: PatternMask = {
  pattern: 'XXXX-XXX-XXXX',
  slots: { X: /[0-9A-Za-z]/ },
  upperCase: true,
};

const DIGIT = /\d/;

function slotOf(mask: PatternMask, placeholder: string): RegExp | undefined {
  return placeholder === '0' ? DIGIT : mask.slots?.[placeholder];
}

/**
 * What a masked field shows after `typed` is typed (or pasted) into it, one UTF-16 character at a
 * time: a character a placeholder does not accept is dropped; at a literal the literal is shown,
 * and the typed character is taken as that literal when it is the same, else offered to the next
 * placeholder; typing stops at the end of the pattern. With `upperCase`, a letter whose capital is
 * two letters (ß) counts as not typed. Idempotent.
 */
export function applyPatternMask(mask: PatternMask, typed: string | null | undefined): string {
  const { pattern } = mask;
  const text = typed ?? '';
  let shown = '';
  typing: for (let i = 0; i < text.length && shown.length < pattern.length; i += 1) {
    const char = mask.upperCase ? text[i]!.toUpperCase() : text[i]!;
    if (char.length !== 1) continue;
    let slot: RegExp | undefined;
    while (shown.length < pattern.length && !(slot = slotOf(mask, pattern[shown.length]!))) {
      const literal = pattern[shown.length]!;
      shown += literal;
      if (char === literal) continue typing;
    }
    if (slot?.test(char)) shown += char;
  }
  return shown;
}

/** The characters the user typed into the placeholders, without the literals (`12/31/2024` → `12312024`). */
export function unmaskPattern(mask: PatternMask, shown: string | null | undefined): string {
  const masked = applyPatternMask(mask, shown);
  return [...masked].filter((_, i) => slotOf(mask, mask.pattern[i]!)).join('');
}

/** Whether every placeholder of the mask is filled. */
export function isPatternComplete(mask: PatternMask, shown: string | null | undefined): boolean {
  return applyPatternMask(mask, shown).length === mask.pattern.length;
}
