import type { SearchBody } from '@meridian/api';
import type { DataTableSort } from '@meridian/ui';

/** Rows per page of the admin lists that page on the server. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * The body of an admin list's search: the typed text as a `simple` criterion on `field` (none when
 * blank), the page, and the table's sort.
 */
export function adminSearchBody(field: string, text: string, page: number, sort: DataTableSort | null): SearchBody {
  return {
    criteria: text.trim() ? { [field]: { type: 'simple', value: [text.trim()] } } : {},
    page_number: page,
    records_per_page: ADMIN_PAGE_SIZE,
    ...(sort ? { orderby_field: sort.id, orderby_direction: sort.desc ? 'desc' : 'asc' } : {}),
  };
}
