import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  max,
  min,
  number,
  object,
  optional,
  record,
  size,
  string,
  union,
  type Infer,
  type Struct,
} from 'superstruct';

export const SEARCH_PAGE_SIZE_MAX = 5000;

/**
 * The furthest page a search may ask for: inside a 32-bit integer, so an absurd `page_number` (1e20)
 * is refused here, naming the field, instead of reaching a database OFFSET. The server also refuses a
 * page whose first row is past that range.
 */
export const SEARCH_PAGE_NUMBER_MAX = 2_147_483_647;

/** `page_number`: pages count from 1. */
export const PageNumberStruct = max(min(integer(), 1), SEARCH_PAGE_NUMBER_MAX);

/** One criterion: `{ type: simple|range|set, value: [...] }` (spec 02 §7, generic search body). */
export const SearchCriterionStruct = object({
  type: enums(['simple', 'range', 'set']),
  value: size(array(union([string(), number(), boolean()])), 0, 1000),
});
export type SearchCriterion = Infer<typeof SearchCriterionStruct>;

/**
 * The field list: a list of names, or as spec 02 §3.7 writes it one comma-separated string
 * ('lead_id,fname,lname'), read as that list.
 */
const FieldListStruct = coerce(array(string()), string(), (names) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== ''),
);

/** The generic search body every `…/search` call sends. */
export const SearchBodyStruct = object({
  search_type: optional(enums(['simple', 'advanced'])),
  criteria: record(string(), SearchCriterionStruct),
  field_list: optional(FieldListStruct),
  page_number: optional(PageNumberStruct),
  records_per_page: optional(max(min(integer(), 1), SEARCH_PAGE_SIZE_MAX)),
  orderby_field: optional(string()),
  orderby_direction: optional(enums(['asc', 'desc', 'ASC', 'DESC'])),
  include_deleted: optional(union([enums([0, 1]), enums(['0', '1'])])),
});
export type SearchBody = Infer<typeof SearchBodyStruct>;

/** A search answer: the rows of the page and the total. */
export function searchAnswerStruct<T, S>(row: Struct<T, S>) {
  return object({
    success: optional(boolean()),
    total_records: number(),
    page_number: number(),
    records_per_page: number(),
    result: array(row),
  });
}
