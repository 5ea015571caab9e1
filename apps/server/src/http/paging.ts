import { HttpError } from './errors';

/**
 * The furthest row a page may start at. Far beyond any real list, and inside PostgreSQL's
 * integer range: `page_number` 1e17 would otherwise overflow OFFSET (a 500), and 1e21 would
 * reach the database as "1e+21".
 */
export const MAX_ROW_OFFSET = 2_147_483_647;

/** The OFFSET of a page (pages count from 1); an absurd page_number answers 400 naming it. */
export function pageOffset(page: number, pageSize: number): number {
  const offset = (page - 1) * pageSize;
  if (!Number.isSafeInteger(page) || !Number.isSafeInteger(offset) || offset > MAX_ROW_OFFSET) {
    const last = Math.floor(MAX_ROW_OFFSET / pageSize) + 1;
    throw new HttpError(400, `page_number must be at most ${last}`, { field: 'page_number' });
  }
  return offset;
}
