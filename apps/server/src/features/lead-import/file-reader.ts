// Reading an uploaded file of leads: CSV with papaparse as it streams in; XLSX (its first worksheet)
// in a worker thread with exceljs's streaming reader, after the ZIP is checked not to inflate past
// its limit (xlsx-parse.ts). The first row is the header; blank rows are left out. A file past the
// row, size, inflated size or cell limit is refused as soon as the limit is passed, and nothing is kept.
import type { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import Papa from 'papaparse';
import {
  leadImportFileType,
  LEAD_IMPORT_MAX_CELLS,
  LEAD_IMPORT_MAX_INFLATED_BYTES,
  LEAD_IMPORT_MAX_ROWS,
  LEAD_IMPORT_MESSAGES,
  type LeadImportFileType,
} from '@meridian/domain';
import { HttpError } from '../../http/errors';
import { collector as rowCollector, RowLimitError, type ReadFile } from './rows';
import type { XlsxLimits, XlsxProblem, XlsxResult } from './xlsx-parse';

export type { ReadFile } from './rows';

export type ImportFileType = LeadImportFileType;

/** The type of an uploaded file: the domain's rule (its name's ending, else its media type). */
export const importFileType = leadImportFileType;

const tooManyRows = () => new HttpError(413, LEAD_IMPORT_MESSAGES.tooManyRows);

/** Collects rows; a row past the limit refuses the file (413). */
function collector(maxRows: number) {
  const rows = rowCollector(maxRows);
  return {
    file: rows.file,
    add(cells: string[]) {
      try {
        rows.add(cells);
      } catch (error) {
        throw error instanceof RowLimitError ? tooManyRows() : error;
      }
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

/** How long one spreadsheet may take to read before it is given up on (a file that is mostly work). */
const XLSX_READ_TIMEOUT_MS = 120_000;
/** The reading thread's heap: past it the thread stops, never the server. */
const XLSX_WORKER_HEAP_MB = 768;

/**
 * The reading thread: dist/xlsx-worker.js beside the built server; from source (tests, `pnpm dev`)
 * xlsx-worker.ts through tsx's loader, which a worker's execArgv cannot register on Node 20, so the
 * worker imports it with tsx's `tsImport` (its ESM entry).
 */
function xlsxWorker(workerData: unknown): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: XLSX_WORKER_HEAP_MB };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./xlsx-worker.js', import.meta.url), { workerData, resourceLimits });
  const entry = new URL('./xlsx-worker.ts', import.meta.url).href;
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const code = `import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  return new Worker(code, { eval: true, workerData, resourceLimits });
}

/** Reads an .xlsx file's bytes in a worker thread, within the limits; refusals name the limit. */
export function readXlsxBytes(bytes: Uint8Array, maxRows = LEAD_IMPORT_MAX_ROWS): Promise<ReadFile> {
  const limits: XlsxLimits = {
    maxRows,
    maxInflatedBytes: LEAD_IMPORT_MAX_INFLATED_BYTES,
    maxCells: LEAD_IMPORT_MAX_CELLS,
  };
  return new Promise<ReadFile>((resolve, reject) => {
    const worker = xlsxWorker({ bytes, limits });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new HttpError(413, LEAD_IMPORT_MESSAGES.tooManyCells))),
      XLSX_READ_TIMEOUT_MS,
    );
    worker.once('message', (result: XlsxResult) =>
      settle(() => (result.ok ? resolve(result.file) : reject(xlsxRefusal(result.problem)))),
    );
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is a file with too much in it; anything else could not be read.
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(413, LEAD_IMPORT_MESSAGES.tooManyCells)
            : new HttpError(400, LEAD_IMPORT_MESSAGES.unreadable),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(new HttpError(400, LEAD_IMPORT_MESSAGES.unreadable))));
  });
}

function xlsxRefusal(problem: XlsxProblem): HttpError {
  switch (problem) {
    case 'rows':
      return tooManyRows();
    case 'inflated':
      return new HttpError(413, LEAD_IMPORT_MESSAGES.inflatedTooLarge);
    case 'cells':
      return new HttpError(413, LEAD_IMPORT_MESSAGES.tooManyCells);
    case 'unreadable':
      return new HttpError(400, LEAD_IMPORT_MESSAGES.unreadable);
  }
}

/** Reads the first worksheet of an XLSX stream: the upload is gathered (at most 20 MB), then read off this thread. */
export async function readXlsx(stream: Readable, maxRows = LEAD_IMPORT_MAX_ROWS): Promise<ReadFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return readXlsxBytes(Buffer.concat(chunks), maxRows);
}
