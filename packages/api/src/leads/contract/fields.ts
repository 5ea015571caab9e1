import { integer, min, nullable, pattern, string, union } from 'superstruct';

// Field shapes the lead contract's files share (internal: not exported from the package).

export const RowId = min(integer(), 1);
/** A whole number the form may send as a number or as its digits ('' or null clears it). */
export const LooseWhole = nullable(union([integer(), pattern(string(), /^\d*$/)]));
/** An id the form may send as a number or as its digits ('' or null clears it). */
export const LooseId = LooseWhole;
