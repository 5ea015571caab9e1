import type { SearchBody } from '@meridian/api';
import type { DataTableSort } from '@meridian/ui';
import { useMemo, useState } from 'react';

/** Rows per page of the admin lists that page on the server. */
export const ADMIN_PAGE_SIZE = 25;

/** How a screen turns its applied search (text or filters), the page and the order into its search body. */
export type AdminSearchBodyOf<F> = (applied: F, page: number, sort: DataTableSort | null) => SearchBody;

/**
 * The state of a server-paged, sorted admin list: the search form's draft (a text or the screen's
 * filters), the applied search, the page and the order, and the body they make. Applying the draft,
 * or changing the order, goes back to the first page.
 */
export function useAdminList<F>(
  initial: NoInfer<F>,
  bodyOf: AdminSearchBodyOf<F>,
  defaultSort: DataTableSort | null = null,
) {
  const [draft, setDraft] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>(defaultSort);
  // The builder is the screen's (often a fresh closure each render): the body is kept while what it
  // makes is the same, so SWR's key and the table's rows stay put.
  const next = bodyOf(applied, page, sort);
  const key = JSON.stringify(next);
  const body = useMemo(() => JSON.parse(key) as SearchBody, [key]);
  return {
    draft,
    setDraft,
    applied,
    body,
    page,
    setPage,
    sort,
    /** Applies the draft (or `next`, a filter applied as it is picked) from the first page. */
    apply: (next: F = draft) => {
      setDraft(next);
      setApplied(next);
      setPage(1);
    },
    changeSort: (next: DataTableSort | null) => {
      setSort(next ?? defaultSort);
      setPage(1);
    },
    pageCount: (total: number) => Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  };
}

export type AdminList<F = unknown> = ReturnType<typeof useAdminList<F>>;

/**
 * The body of an admin list's search: the typed text as a `simple` criterion on `field` (none when
 * blank), the screen's own `criteria` and `field_list`, the page, and the table's sort.
 */
export function adminSearchBody(
  field: string,
  base: Pick<SearchBody, 'criteria' | 'field_list' | 'search_type'> = { criteria: {} },
): AdminSearchBodyOf<string> {
  return (text, page, sort) => {
    const q = text.trim();
    return {
      ...(base.search_type ? { search_type: base.search_type } : {}),
      criteria: { ...base.criteria, ...(q ? { [field]: { type: 'simple', value: [q] } } : {}) },
      ...(base.field_list ? { field_list: base.field_list } : {}),
      page_number: page,
      records_per_page: ADMIN_PAGE_SIZE,
      ...(sort ? { orderby_field: sort.id, orderby_direction: sort.desc ? 'desc' : 'asc' } : {}),
    };
  };
}
