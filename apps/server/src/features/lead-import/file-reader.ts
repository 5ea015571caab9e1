// Reading an uploaded file of leads as it streams in: CSV with papaparse, XLSX with exceljs's
// streaming reader (its first worksheet). The first row is the header; blank rows are left out. A
// file past the row or size limit is refused as soon as the limit is passed, and nothing is kept.
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import {
  leadImportFileType,
  LEAD_IMPORT_MAX_ROWS,
  LEAD_IMPORT_MESSAGES,
  type LeadImportFileType,
} from '@meridian/domain';
import { HttpError } from '../../http/errors';

export interface ReadFile {
  headers: string[];
  /** Each row's cells as text, in header order. */
  rows: string[][];
}

export type ImportFileType = LeadImportFileType;

/** The type of an uploaded file: the domain's rule (its name's ending, else its media type). */
export const importFileType = leadImportFileType;

const tooManyRows = () => new HttpError(413, LEAD_IMPORT_MESSAGES.tooManyRows);

/** Collects rows: the first is the header; a row past the limit refuses the file. */
function collector(maxRows: number) {
  const file: ReadFile = { headers: [], rows: [] };
  let sawHeader = false;
  return {
    file,
    add(cells: string[]) {
      if (cells.every((c) => c.trim() === '')) return;
      if (!sawHeader) {
        sawHeader = true;
        file.headers = cells.map((c, i) => c.replace(/^\uFEFF/, '').trim() || `Column ${i + 1}`);
        return;
      }
      if (file.rows.length >= maxRows) throw tooManyRows();
      file.rows.push(cells);
    },
  };
}

/** Reads a CSV stream (any line ends, quoted cells, a byte order mark). */
export function readCsv(stream: Readable, maxRows = LEAD_IMPORT_MAX_ROWS): Promise<ReadFile> {
  const { file, add } = collector(maxRows);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' });
  // Rows are taken as 'data' events: papaparse's stream stalls under an async iterator on large chunks.
  return new Promise<ReadFile>((resolve, reject) => {
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      stream.unpipe(parser);
      parser.destroy();
      // The rest of the upload is read and dropped, so the request ends cleanly.
      stream.resume();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    parser.on('data', (row: unknown[]) => {
      if (failed) return;
      try {
        add(row.map((c) => String(c ?? '')));
      } catch (error) {
        fail(error);
      }
    });
    parser.on('end', () => {
      if (!failed) resolve(file);
    });
    parser.on('error', fail);
    stream.on('error', fail);
    stream.pipe(parser);
  });
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

/** Reads the first worksheet of an XLSX stream. */
export async function readXlsx(stream: Readable, maxRows = LEAD_IMPORT_MAX_ROWS): Promise<ReadFile> {
  const { file, add } = collector(maxRows);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
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
        // row.values is 1-based and sparse.
        const values = (row as ExcelJS.Row).values as unknown[];
        const cells: string[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
        add(cells);
      }
      break;
    }
  } catch (error) {
    stream.resume();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, LEAD_IMPORT_MESSAGES.unreadable);
  }
  // Rows may be shorter than the header (trailing blank cells are not stored).
  return file;
}
