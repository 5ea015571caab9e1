import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES as M } from './messages';
import {
  detectLogoType,
  logoDimensions,
  validateAccountName,
  validateLeadInstructionText,
  validateLogoBytes,
} from './validators';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
/** A PNG's signature and IHDR chunk declaring `width` × `height` (the pixels need not follow for the header). */
const pngOf = (width: number, height: number) =>
  Uint8Array.from([
    ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...u32(13),
    ...[0x49, 0x48, 0x44, 0x52], // IHDR
    ...u32(width),
    ...u32(height),
    ...[8, 6, 0, 0, 0],
    ...u32(0),
  ]);
/** A JPEG's SOI, a JFIF APP0 and a baseline SOF0 segment declaring `width` × `height`. */
const jpegOf = (width: number, height: number) =>
  Uint8Array.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, ...u16(16), 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    ...[0xff, 0xc0, ...u16(17), 8, ...u16(height), ...u16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    ...[0xff, 0xd9],
  ]);
const png = pngOf(400, 120);
const jpeg = jpegOf(400, 120);
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
    // Issue 29: a 50000 × 50000 PNG of a few bytes was accepted and served publicly.
    {
      name: 'a PNG of 50000 × 50000 pixels',
      bytes: pngOf(50_000, 50_000),
      type: 'image/png',
      expected: M.logoTooManyPixels,
    },
    { name: 'a PNG 2001 pixels wide', bytes: pngOf(2001, 10), type: 'image/png', expected: M.logoTooManyPixels },
    { name: 'a JPEG 2001 pixels tall', bytes: jpegOf(10, 2001), type: 'image/jpeg', expected: M.logoTooManyPixels },
    { name: 'a PNG of 2000 × 2000 pixels', bytes: pngOf(2000, 2000), type: 'image/png', expected: undefined },
    {
      name: 'a PNG signature without its header',
      bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      type: 'image/png',
      expected: M.logoUnreadable,
    },
    {
      name: 'a JPEG with no frame',
      bytes: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      type: 'image/jpeg',
      expected: M.logoUnreadable,
    },
  ])('when the logo is $name then its type and message follow its bytes', ({ bytes, type, expected }) => {
    if (type !== undefined || bytes.length < 1000) expect(detectLogoType(bytes)).toBe(type);
    expect(validateLogoBytes(bytes)).toBe(expected);
  });

  it('when a logo header is read then its declared size comes back', () => {
    expect(logoDimensions(pngOf(640, 200))).toEqual({ width: 640, height: 200 });
    expect(logoDimensions(jpegOf(320, 90))).toEqual({ width: 320, height: 90 });
    expect(logoDimensions(new Uint8Array([1, 2, 3]))).toBeUndefined();
    expect(logoDimensions(pngOf(0, 10))).toBeUndefined(); // a header that declares no pixels
  });
});
