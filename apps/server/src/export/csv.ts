// CSV for the notice download exports (spec 01 §7, §8: parsed as CSV by the client; nothing is
// downloaded when empty). RFC 4180 quoting, CRLF line ends, and cells that a spreadsheet would
// run as a formula are prefixed with an apostrophe (CSV injection).

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document: the header row, then one line per row in column order. */
export function toCsv<T extends Record<string, unknown>>(
  columns: ReadonlyArray<{ key: keyof T & string; header: string }>,
  rows: readonly T[],
): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(row[c.key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
