import {
  applyPatternMask,
  DATE_INPUT_MASK,
  MEDICARE_NUMBER_INPUT_MASK,
  PART_DATE_INPUT_MASK,
  unmaskPattern,
  type PatternMask,
} from '@meridian/domain';
import fc from 'fast-check';
import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { toIMaskOptions } from './masks';

// The masks are domain's; this checks that IMask, given our options, shows exactly what domain's
// applyPatternMask says and unmasks as unmaskPattern does, for anything typed or pasted.
const typing = fc.string({ unit: fc.constantFrom(...'0123456789/-. aZeß*{'.split(''), '😀'), maxLength: 20 });
const masks: Record<string, PatternMask> = {
  'MM/DD/YYYY': DATE_INPUT_MASK,
  'MM/YYYY': PART_DATE_INPUT_MASK,
  'Medicare number': MEDICARE_NUMBER_INPUT_MASK,
  // Literals IMask would read as syntax are escaped.
  'literal a, * and braces': { pattern: 'a0*{0}' },
};

describe.each(Object.entries(masks))('given the %s mask in IMask', (_, mask) => {
  it('when text is typed then IMask shows and unmasks what domain says', () => {
    fc.assert(
      fc.property(typing, (text) => {
        const masked = IMask.createMask(toIMaskOptions(mask));
        masked.resolve(text);
        expect(masked.value).toBe(applyPatternMask(mask, text));
        expect(masked.unmaskedValue).toBe(unmaskPattern(mask, text));
      }),
    );
  });
});
