// Shared by the sign-in page script (browser) and the server (src/auth/sign-in-page.ts), so both
// apply the same rule. Only a same-origin path may be a referrer. Browsers drop tabs and line
// breaks from URLs and read a backslash as a slash, so `/\t/evil.example` or `/\evil.example`
// would become `//evil.example` (another site): any control or whitespace character, and any
// backslash, refuses the referrer.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** The referrer when it is a same-origin path, otherwise `/`. */
export function safeReferrer(referrer) {
  if (typeof referrer !== 'string' || !referrer.startsWith('/') || referrer.startsWith('//')) return '/';
  if (UNSAFE.test(referrer)) return '/';
  return referrer;
}
