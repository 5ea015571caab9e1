// Wire shapes shared by many calls (spec 01 §7, spec 02 §7).

/** The spec's string flags: '1' on, '0' off. */
export type Flag = '0' | '1';

/** One criterion of the generic search body: a simple value, a range [from, to] or a set. */
export interface SearchCriterion {
  type: 'simple' | 'range' | 'set';
  value: Array<string | number>;
}

export type SearchCriteria = Record<string, SearchCriterion>;

/** The generic search body every `…/search` call sends. */
export interface SearchRequest {
  search_type: 'simple';
  criteria: SearchCriteria;
  field_list?: string[];
  page_number?: number;
  records_per_page?: number;
  orderby_field?: string;
  orderby_direction?: 'asc' | 'desc';
  include_deleted?: 0 | 1;
}

/** An error answer: a message, and for Add Lead a map of lists of objects with MESSAGE. */
export interface ErrorAnswer {
  success?: false | 0 | '0';
  message?: string;
  result?: Record<string, ReadonlyArray<{ MESSAGE?: string }>>;
}

/** A disposition (lead or application). */
export interface Disposition {
  dispo_id: number;
  dispo_name: string;
  dispo_date?: string;
}
