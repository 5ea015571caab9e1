/** The referrer when it is a same-origin path, otherwise `/` (see safe-referrer.js). */
export declare function safeReferrer(referrer: string | undefined | null): string;
