import type { SearchBody } from '@meridian/api';
import type { DataTableSort } from '@meridian/ui';
import { useMemo, useState } from 'react';

export const LOOKUP_PAGE_SIZE = 25;

/**
 * The state of a server-paged, sorted admin table with one search box: the box's draft, the
 * applied search, the page and the order, and the search body they make (`base` adds the screen's
 * own criteria and field_list).
 */
export function useLookupTable(base: Pick<SearchBody, 'criteria' | 'field_list'>, defaultSort: DataTableSort) {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort>(defaultSort);
  const baseKey = JSON.stringify(base);
  const body = useMemo<SearchBody>(() => {
    const q = text.trim();
    const { criteria, field_list } = JSON.parse(baseKey) as typeof base;
    return {
      search_type: 'simple',
      criteria: { ...criteria, ...(q ? { q: { type: 'simple', value: [q] } } : {}) },
      ...(field_list ? { field_list } : {}),
      page_number: page,
      records_per_page: LOOKUP_PAGE_SIZE,
      orderby_field: sort.id,
      orderby_direction: sort.desc ? 'desc' : 'asc',
    };
  }, [baseKey, text, page, sort]);
  return {
    draft,
    setDraft,
    body,
    page,
    setPage,
    sort,
    /** Applies the box's text from the first page. */
    apply: () => {
      setText(draft);
      setPage(1);
    },
    changeSort: (next: DataTableSort | null) => {
      setSort(next ?? defaultSort);
      setPage(1);
    },
    pageCount: (total: number) => Math.max(1, Math.ceil(total / LOOKUP_PAGE_SIZE)),
  };
}
