import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  literal,
  max,
  min,
  number,
  object,
  optional,
  pattern,
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
  /** Rows per page; empty ('', as spec 02 §7.1's history call sends it) is the call's own default. */
  records_per_page: optional(
    coerce(max(min(integer(), 1), SEARCH_PAGE_SIZE_MAX), literal(''), () => undefined as unknown as number),
  ),
  orderby_field: optional(string()),
  orderby_direction: optional(enums(['asc', 'desc', 'ASC', 'DESC'])),
  include_deleted: optional(union([enums([0, 1]), enums(['0', '1'])])),
});
export type SearchBody = Infer<typeof SearchBodyStruct>;

/** A record id a payload carries as a number or, as the spec's entities do, a digit string ('12'). */
export const PayloadIdStruct = coerce(min(integer(), 1), pattern(string(), /^\d{1,15}$/), Number);

/**
 * A call that takes its own flat filters and also the spec's generic search body (`search_type`,
 * `criteria`, `field_list`, paging, `orderby_*`): each criterion becomes the filter of its name — a
 * `range` criterion named in `ranges` its two ends ('*' or empty: open), any other its first value, a
 * digit string as a number when the name ends in `_id` — and the paging, order and field list are
 * dropped (these calls answer one file or one list, not pages). What is left is the flat struct's to
 * judge, so a criterion the call does not know is refused by its name, as a flat field would be.
 */
export function acceptingSearchBody<T, S>(
  flat: Struct<T, S>,
  ranges: Readonly<Record<string, readonly [from: string, to: string]>> = {},
): Struct<T, S> {
  return coerce(flat, SearchBodyStruct, (search) => {
    const filters: Record<string, unknown> = {};
    for (const [name, criterion] of Object.entries(search.criteria)) {
      const range = Object.hasOwn(ranges, name) ? ranges[name] : undefined;
      if (range) {
        const [from, to] = criterion.value.map((end) => (end === '*' || end === '' ? undefined : String(end)));
        if (from !== undefined) filters[range[0]] = from;
        if (to !== undefined) filters[range[1]] = to;
        continue;
      }
      const value = criterion.value[0];
      filters[name] =
        name.endsWith('_id') && typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
    }
    return filters;
  });
}

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
