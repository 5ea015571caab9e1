import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { SearchBody } from '@meridian/api';
import { HttpError } from '../http/errors';
import { MAX_ID } from '../http/input-guard';
import { pageOffset } from '../http/paging';

/** How a whitelisted field is compared. */
export type FieldKind = 'text' | 'integer' | 'date' | 'flag';
export type TextMatch = 'exact' | 'prefix' | 'contains';

export interface SearchField {
  /** Qualified column (a fixed identifier from this whitelist, never from the request). */
  column: string;
  kind: FieldKind;
  /** For text: how a `simple` criterion matches (case-insensitive). Default `exact`. */
  match?: TextMatch;
  /**
   * For prefix text: a value ending in one '%' after other characters ('smi%') names the prefix
   * before it, as the assign-lead panel sends names (spec 02 §3.7). Elsewhere '%' is matched literally.
   */
  trailingWildcard?: boolean;
  /** Whether it may be used in orderby_field. Default true. */
  sortable?: boolean;
  /**
   * For text: the case-folded value that matches and sorts, instead of `lower(column)` (for
   * criteria) and `column` (for order), e.g. `lower(name) COLLATE "C"`, so that one index serves
   * both a prefix search and the order of its results.
   */
  folded?: RawBuilder<string>;
  /** Whether criteria may name it. Default true; answer-only fields say false. */
  filterable?: boolean;
  /**
   * For dates held as instants (timestamptz): the time zone whose calendar days a date value
   * names. Without it, days are those of the database session.
   */
  zone?: string;
  /**
   * A condition other than comparing `column` (a related table, a part of a value). It gets the
   * criterion with its values already checked and typed by `kind`.
   */
  condition?: (criterion: TypedCriterion) => RawBuilder<boolean>;
}

/** A criterion whose values passed the field's checks. */
export type TypedCriterion =
  { type: 'simple' | 'set'; values: unknown[] } | { type: 'range'; from: unknown; to: unknown };

export interface SearchEntity {
  name: string;
  fields: Record<string, SearchField>;
  defaultOrder: { field: string; direction: 'asc' | 'desc' };
  defaultPageSize: number;
  maxPageSize: number;
}

export interface SearchPlan {
  page: number;
  pageSize: number;
  /** Names of the fields to return (field_list, or all). */
  fields: string[];
}

const DATE_RE = /^(\d{4})(\d{2})(\d{2})$/;
/** The first year a date criterion may name: PostgreSQL has no year 0000, and `Date.UTC` reads 0–99 as 1900–1999. */
const FIRST_YEAR = 1000;

/**
 * An entity's field by a name from the request: its own fields only, so `constructor`, `toString` or
 * `__proto__` (which a plain object inherits) are unknown fields, not a 500.
 */
const fieldOf = (entity: SearchEntity, name: string): SearchField | undefined =>
  Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;

function unknownField(name: string): HttpError {
  return new HttpError(400, `Unknown search field: ${name}`, { field: name });
}

function badValue(name: string, value: unknown, expected: string): HttpError {
  return new HttpError(400, `Invalid value for ${name}: expected ${expected}, got ${JSON.stringify(value)}`, {
    field: name,
  });
}

/** Turns one criterion value into a typed SQL parameter, or refuses it (400 naming the field). */
export function coerce(name: string, field: Pick<SearchField, 'kind'>, value: unknown): unknown {
  switch (field.kind) {
    case 'integer': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && /^-?\d{1,12}$/.test(value.trim())
            ? Number(value)
            : NaN;
      // Integer columns are PostgreSQL's `integer`: a value beyond it would fail the query (a 500).
      if (!Number.isSafeInteger(n) || Math.abs(n) > MAX_ID) throw badValue(name, value, 'a whole number');
      return n;
    }
    case 'flag': {
      const s = String(value);
      if (s !== '0' && s !== '1') throw badValue(name, value, "'0' or '1'");
      return s;
    }
    case 'date': {
      const m = DATE_RE.exec(String(value));
      const date = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
      if (
        !m ||
        !date ||
        Number(m[1]) < FIRST_YEAR ||
        date.getUTCMonth() !== Number(m[2]) - 1 ||
        date.getUTCDate() !== Number(m[3])
      ) {
        throw badValue(name, value, 'a date as YYYYMMDD');
      }
      return `${m[1]}-${m[2]}-${m[3]}`;
    }
    case 'text': {
      if (typeof value !== 'string' && typeof value !== 'number') throw badValue(name, value, 'text');
      const s = String(value);
      if (s.length > 200) throw badValue(name, `${s.slice(0, 20)}…`, 'at most 200 characters');
      return s;
    }
  }
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first instant of a day (`YYYY-MM-DD`): a date, or midnight in `zone` for instants. */
function dayStart(field: SearchField, day: unknown, offsetDays = 0): RawBuilder<unknown> {
  const date = offsetDays ? sql`(${day}::date + ${offsetDays}::integer)` : sql`${day}::date`;
  return field.zone ? sql`(${date}::timestamp AT TIME ZONE ${field.zone})` : date;
}

/** Date comparisons stay on the bare column, so its index serves them. */
function dateFrom(field: SearchField, day: unknown): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(field.column)} >= ${dayStart(field, day)}`;
}
function dateTo(field: SearchField, day: unknown): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(field.column)} < ${dayStart(field, day, 1)}`;
}

function simpleCondition(field: SearchField, value: unknown): RawBuilder<boolean> {
  const col = sql.ref(field.column);
  if (field.kind === 'text') {
    const text = String(value).toLowerCase();
    const folded = field.folded ?? sql<string>`lower(${col})`;
    switch (field.match ?? 'exact') {
      case 'prefix': {
        // Where the field allows it, a prefix may come with its wildcard written after it ('smi%',
        // spec 02 §3.7); a lone '%' is still matched literally.
        const stem = field.trailingWildcard && /[^%]%$/.test(text) ? text.slice(0, -1) : text;
        return sql<boolean>`${folded} LIKE ${`${escapeLike(stem)}%`}`;
      }
      case 'contains':
        return sql<boolean>`${folded} LIKE ${`%${escapeLike(text)}%`}`;
      default:
        return sql<boolean>`${folded} = ${text}`;
    }
  }
  if (field.kind === 'date') return sql<boolean>`(${dateFrom(field, value)} AND ${dateTo(field, value)})`;
  return sql<boolean>`${col} = ${value}`;
}

/**
 * Validates a generic search body against an entity's whitelist and applies it to a query:
 * criteria (`simple`: any of the values; `range`: [from, to] with `*` for an open end; `set`:
 * one of the values), ordering and paging. Every value is a bound parameter.
 */
export function applySearch<QB extends SelectQueryBuilder<any, any, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  query: QB,
  entity: SearchEntity,
  body: SearchBody,
): { query: QB; count: QB; plan: SearchPlan } {
  let filtered = query;
  for (const [name, criterion] of Object.entries(body.criteria)) {
    const field = fieldOf(entity, name);
    if (!field || field.filterable === false) throw unknownField(name);
    const values = criterion.value.filter((v) => v !== '' && v !== null);
    if (values.length === 0) continue;
    const col = sql.ref(field.column);
    let condition: RawBuilder<boolean>;
    if (criterion.type === 'range') {
      if (criterion.value.length !== 2) throw badValue(name, criterion.value, '[from, to]');
      const [rawFrom, rawTo] = criterion.value;
      const open = (v: unknown) => v === undefined || v === '*' || v === '';
      const from = open(rawFrom) ? undefined : coerce(name, field, rawFrom);
      const to = open(rawTo) ? undefined : coerce(name, field, rawTo);
      if (from === undefined && to === undefined) continue;
      if (field.condition) {
        condition = field.condition({ type: 'range', from, to });
      } else {
        const parts: RawBuilder<boolean>[] = [];
        if (from !== undefined)
          parts.push(field.kind === 'date' ? dateFrom(field, from) : sql<boolean>`${col} >= ${from}`);
        if (to !== undefined) parts.push(field.kind === 'date' ? dateTo(field, to) : sql<boolean>`${col} <= ${to}`);
        condition = sql<boolean>`(${sql.join(parts, sql` AND `)})`;
      }
    } else if (field.condition) {
      condition = field.condition({ type: criterion.type, values: values.map((v) => coerce(name, field, v)) });
    } else if (criterion.type === 'set') {
      const typed = values.map((v) => coerce(name, field, v));
      condition =
        field.kind === 'text'
          ? sql<boolean>`${field.folded ?? sql`lower(${col})`} IN (${sql.join(typed.map((v) => String(v).toLowerCase()))})`
          : sql<boolean>`${col} IN (${sql.join(typed)})`;
    } else {
      const ors = values.map((v) => simpleCondition(field, coerce(name, field, v)));
      condition = sql<boolean>`(${sql.join(ors, sql` OR `)})`;
    }
    filtered = filtered.where(condition) as QB;
  }

  const fields = body.field_list && body.field_list.length > 0 ? body.field_list : Object.keys(entity.fields);
  for (const name of fields) if (!fieldOf(entity, name)) throw unknownField(name);

  const orderName = body.orderby_field || entity.defaultOrder.field;
  const orderField = fieldOf(entity, orderName);
  if (!orderField || orderField.sortable === false)
    throw new HttpError(400, `Cannot sort by: ${orderName}`, { field: 'orderby_field' });
  const direction =
    (body.orderby_direction ?? entity.defaultOrder.direction).toLowerCase() === 'desc' ? sql`DESC` : sql`ASC`;

  const pageSize = body.records_per_page ?? entity.defaultPageSize;
  if (pageSize > entity.maxPageSize) {
    throw new HttpError(400, `records_per_page must be at most ${entity.maxPageSize}`, { field: 'records_per_page' });
  }
  const page = body.page_number ?? 1;
  const firstKey = Object.values(entity.fields)[0]!.column;

  const count = filtered.clearSelect().select(sql<string>`count(*)`.as('total')) as QB;
  const paged = filtered
    .orderBy(sql`${orderField.folded ?? sql.ref(orderField.column)} ${direction} NULLS LAST`)
    .orderBy(sql.ref(firstKey))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize)) as QB;
  return { query: paged, count, plan: { page, pageSize, fields } };
}

/** Keeps only the requested fields of each row. */
export function pickFields<T extends Record<string, unknown>>(rows: T[], fields: string[]): Partial<T>[] {
  return rows.map((row) => Object.fromEntries(fields.filter((f) => f in row).map((f) => [f, row[f]])) as Partial<T>);
}

/** The generic search answer of a lookup: the page's rows (only the field_list's fields) and the total. */
export async function runSearch<O extends Record<string, unknown>>(
  query: SelectQueryBuilder<any, any, O>, // eslint-disable-line @typescript-eslint/no-explicit-any
  entity: SearchEntity,
  body: SearchBody,
) {
  const { query: page, count, plan } = applySearch(query, entity, body);
  const [rows, total] = await Promise.all([
    page.execute(),
    count
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    success: true,
    total_records: Number(total.total),
    page_number: plan.page,
    records_per_page: plan.pageSize,
    result: pickFields(rows, plan.fields),
  };
}
