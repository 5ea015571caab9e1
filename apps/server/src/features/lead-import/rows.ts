// The rows of an uploaded file, as the CSV and XLSX readers collect them: the first is the header;
// blank rows are left out; a row past the limit stops the file. No imports: the XLSX worker runs it.

export interface ReadFile {
  headers: string[];
  /** Each row's cells as text, in header order. */
  rows: string[][];
}

/** Thrown when a file has more rows than the limit. */
export class RowLimitError extends Error {
  constructor() {
    super('too many rows');
    this.name = 'RowLimitError';
  }
}

/** Collects rows: the first is the header; a row past the limit refuses the file. */
export function collector(maxRows: number) {
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
      if (file.rows.length >= maxRows) throw new RowLimitError();
      file.rows.push(cells);
    },
  };
}
