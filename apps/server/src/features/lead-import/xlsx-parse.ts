// Reading an .xlsx file's first worksheet from its bytes, within limits that hold however the file
// was made (issue 29: a 70 KB file whose shared strings inflate to 64 MB stalled the server for 34 s;
// a cell bomb took it to 2.4 GB). It runs in a worker thread (xlsx-worker.ts), so a hard file costs
// that thread, never the one answering requests. Imports nothing of ours but the row collector: the
// worker runs it as it is.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { collector, RowLimitError, type ReadFile } from './rows';

export interface XlsxLimits {
  maxRows: number;
  /** What all the ZIP's parts may inflate to together. */
  maxInflatedBytes: number;
  /** Cells of the first worksheet, filled or not (a row's last cell decides its length). */
  maxCells: number;
}

export type XlsxProblem = 'rows' | 'inflated' | 'cells' | 'unreadable';
export type XlsxResult = { ok: true; file: ReadFile } | { ok: false; problem: XlsxProblem };

class InflatedTooLarge extends Error {}

/**
 * Inflates every part of the ZIP once, counting the bytes (the sizes a ZIP declares can lie), and
 * stops as soon as the count passes the limit; nothing is kept. False when the file holds more.
 */
export function withinInflatedLimit(bytes: Uint8Array, maxInflatedBytes: number): boolean {
  let total = 0;
  const unzip = new Unzip((file) => {
    file.ondata = (error, chunk) => {
      if (error) throw error;
      total += chunk.length;
      if (total > maxInflatedBytes) throw new InflatedTooLarge();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    // In slices, so the count stops a bomb within one slice's inflation.
    const slice = 64 * 1024;
    for (let at = 0; at < bytes.length; at += slice)
      unzip.push(bytes.subarray(at, Math.min(at + slice, bytes.length)), at + slice >= bytes.length);
  } catch (error) {
    if (error instanceof InflatedTooLarge) return false;
    throw error;
  }
  return true;
}

/** A spreadsheet cell as text: dates as MM/DD/YYYY, rich text and formulas by what they show. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCMonth() + 1)}/${pad(value.getUTCDate())}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'object') {
    const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value);
}

/** The first worksheet of an .xlsx file's bytes, or the limit it passed. */
export async function parseXlsx(bytes: Uint8Array, limits: XlsxLimits): Promise<XlsxResult> {
  try {
    if (!withinInflatedLimit(bytes, limits.maxInflatedBytes)) return { ok: false, problem: 'inflated' };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const { file, add } = collector(limits.maxRows);
  let cells = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date cell from a number.
    styles: 'cache',
    entries: 'emit',
  });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // row.values is 1-based and sparse: its length is the row's last cell.
        const values = (row as ExcelJS.Row).values as unknown[];
        cells += Math.max(0, values.length - 1);
        if (cells > limits.maxCells) return { ok: false, problem: 'cells' };
        const texts: string[] = [];
        for (let i = 1; i < values.length; i++) texts.push(cellText(values[i]).trim());
        add(texts);
      }
      break;
    }
  } catch (error) {
    return { ok: false, problem: error instanceof RowLimitError ? 'rows' : 'unreadable' };
  }
  // Rows may be shorter than the header (trailing blank cells are not stored).
  return { ok: true, file };
}
