import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES as M } from './messages';
import { detectLogoType, validateAccountName, validateLeadInstructionText, validateLogoBytes } from './validators';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const svg = Uint8Array.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', (c) =>
  c.charCodeAt(0),
);

describe('given the account administration validators', () => {
  it.each([
    { input: '', expected: M.instructionRequired },
    { input: '   ', expected: M.instructionRequired },
    { input: 'x'.repeat(1001), expected: M.instructionTooLong },
    { input: 'x'.repeat(1000), expected: undefined },
    { input: 'Confirm the Medicare number.', expected: undefined },
  ])('when the instruction is $input.length characters then $expected', ({ input, expected }) => {
    expect(validateLeadInstructionText(input)).toBe(expected);
  });

  it.each([
    { input: '', expected: M.accountNameRequired },
    { input: ' ', expected: M.accountNameRequired },
    { input: 'a'.repeat(101), expected: M.accountNameTooLong },
    { input: 'Demo Agency', expected: undefined },
  ])('when the business name is "$input" then $expected', ({ input, expected }) => {
    expect(validateAccountName(input)).toBe(expected);
  });

  it.each([
    { name: 'a PNG', bytes: png, type: 'image/png', expected: undefined },
    { name: 'a JPEG', bytes: jpeg, type: 'image/jpeg', expected: undefined },
    { name: 'an SVG', bytes: svg, type: undefined, expected: M.logoWrongType },
    { name: 'nothing', bytes: new Uint8Array(), type: undefined, expected: M.logoEmpty },
    {
      name: 'a PNG over 512 KB',
      bytes: new Uint8Array(512 * 1024 + 1).fill(0x89, 0, 1),
      type: undefined,
      expected: M.logoTooLarge,
    },
  ])('when the logo is $name then its type and message follow its bytes', ({ bytes, type, expected }) => {
    if (type !== undefined || bytes.length < 1000) expect(detectLogoType(bytes)).toBe(type);
    expect(validateLogoBytes(bytes)).toBe(expected);
  });
});
