import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SearchBody } from '@meridian/api';
import { canSeeAllLeads, DISPLAY_TIME_ZONE } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import { applySearch, coerce, type SearchEntity, type TypedCriterion } from '../../search/generic';

/** Unassigned leads have no agent: NULL in the table, user_id 0 on the wire. */
export const UNASSIGNED_USER_ID = 0;

function anyOf(criterion: TypedCriterion, one: (value: unknown) => RawBuilder<boolean>): RawBuilder<boolean> {
  if (criterion.type === 'range') throw new HttpError(400, 'This field cannot be searched by range.');
  return sql<boolean>`(${sql.join(criterion.values.map(one), sql` OR `)})`;
}

/**
 * The quick search fields (spec 01 §3 criteria, all three tabs) and the results page fields.
 * Text matches are case-insensitive: names, city and county by prefix (btree on lower(…)
 * text_pattern_ops), email by fragment (trigram), the phone by leading digits.
 */
export const leadSearch: SearchEntity = {
  name: 'lead',
  fields: {
    lead_id: { column: 'l.lead_id', kind: 'integer' },
    account_id: { column: 'l.account_id', kind: 'integer', sortable: false },
    fname: { column: 'l.fname', kind: 'text', match: 'prefix', trailingWildcard: true },
    // Matched and sorted case-folded in byte order, so lead_lname serves both the prefix and the order.
    lname: {
      column: 'l.lname',
      kind: 'text',
      match: 'prefix',
      trailingWildcard: true,
      folded: sql<string>`(lower(l.lname) COLLATE "C")`,
    },
    dob: { column: 'l.dob', kind: 'date' },
    age: { column: 'l.dob', kind: 'integer', filterable: false, sortable: false },
    dob_month: {
      column: 'l.dob',
      kind: 'integer',
      sortable: false,
      condition: (c) =>
        anyOf(c, (month) => {
          if (typeof month !== 'number' || month < 1 || month > 12)
            throw new HttpError(
              400,
              `Invalid value for dob_month: expected a month 1-12, got ${JSON.stringify(month)}`,
              { field: 'dob_month' },
            );
          return sql<boolean>`extract(month FROM l.dob) = ${month}`;
        }),
    },
    phone: {
      column: 'l.phone',
      kind: 'text',
      // Punctuation typed in the phone field is not stored: match on the digits' prefix.
      condition: (c) =>
        anyOf(c, (value) => {
          const digits = String(value).replace(/\D/g, '');
          return digits === '' ? sql<boolean>`false` : sql<boolean>`l.phone LIKE ${`${digits}%`}`;
        }),
    },
    email: { column: 'l.email', kind: 'text', match: 'contains' },
    city: { column: 'l.city', kind: 'text', match: 'prefix' },
    county: { column: 'l.county', kind: 'text', match: 'prefix' },
    state_id: {
      column: 'l.state_id',
      kind: 'text',
      condition: (c) =>
        c.type === 'range'
          ? sql<boolean>`false`
          : sql<boolean>`l.state_id IN (${sql.join(c.values.map((v) => String(v).toUpperCase()))})`,
    },
    zip: {
      column: 'l.zip',
      kind: 'text',
      condition: (c) =>
        c.type === 'range' ? sql<boolean>`false` : sql<boolean>`l.zip IN (${sql.join(c.values.map(String))})`,
    },
    lead_date: { column: 'l.lead_date', kind: 'date', zone: DISPLAY_TIME_ZONE },
    lead_dispo_id: { column: 'l.lead_dispo_id', kind: 'integer' },
    dispo_name: { column: 'd.dispo_name', kind: 'text', filterable: false },
    user_id: {
      column: 'l.user_id',
      kind: 'integer',
      condition: (c) => {
        if (c.type === 'range') throw new HttpError(400, 'user_id cannot be searched by range.', { field: 'user_id' });
        const ids = c.values as number[];
        const parts: RawBuilder<boolean>[] = [];
        const assigned = ids.filter((id) => id !== UNASSIGNED_USER_ID);
        if (assigned.length > 0) parts.push(sql<boolean>`l.user_id IN (${sql.join(assigned)})`);
        if (assigned.length < ids.length) parts.push(sql<boolean>`l.user_id IS NULL`);
        return sql<boolean>`(${sql.join(parts, sql` OR `)})`;
      },
    },
    agent_fname: { column: 'a.fname', kind: 'text', filterable: false },
    agent_lname: { column: 'a.lname', kind: 'text', filterable: false },
    lead_vendor_source_code: { column: 'l.lead_vendor_source_code', kind: 'text' },
    tag_id: {
      column: 'l.lead_id',
      kind: 'integer',
      sortable: false,
      condition: (c) =>
        c.type === 'range'
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM lead_tag lt WHERE lt.account_id = l.account_id AND lt.lead_id = l.lead_id AND lt.tag_id IN (${sql.join(c.values)}))`,
    },
    app_dispo_id: {
      column: 'l.lead_id',
      kind: 'integer',
      sortable: false,
      condition: (c) =>
        c.type === 'range'
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM application ap WHERE ap.account_id = l.account_id AND ap.lead_id = l.lead_id AND ap.app_dispo_id IN (${sql.join(c.values)}))`,
    },
    has_current_plan_flag: { column: 'l.has_current_plan_flag', kind: 'flag' },
    // The phone column says so when the client said do not call (issue 29).
    do_not_call: { column: 'l.do_not_call', kind: 'flag' },
    // Searched together with its dates (see drugListCondition), never through the whitelist.
    drug_list_updated_flag: { column: 'l.drug_list_updated_flag', kind: 'flag', filterable: false },
    drug_list_updated_date: { column: 'l.drug_list_updated_date', kind: 'date', filterable: false },
    // Answered only when a field_list names it (the assign-lead panel, spec 02 §3.7).
    default_address: { column: 'l.address1', kind: 'text', filterable: false, sortable: false },
  },
  defaultOrder: { field: 'lname', direction: 'asc' },
  defaultPageSize: 200,
  maxPageSize: 1000,
};

const DRUG_FIELDS = ['drug_list_updated_flag', 'drug_list_updated_date_from', 'drug_list_updated_date_to'] as const;

function singleValue(body: SearchBody, name: string): unknown {
  const criterion = body.criteria[name];
  if (!criterion) return undefined;
  const values = criterion.value.filter((v) => v !== '' && v !== null && v !== '*');
  if (values.length > 1) throw new HttpError(400, `Invalid value for ${name}: expected one value`, { field: name });
  return values[0];
}

/**
 * The Updated Rx tab: with dates, 'drug list updated' yes means updated between them and no means
 * not updated between them; the flag alone matches the lead's flag.
 */
function drugListCondition(body: SearchBody): RawBuilder<boolean> | undefined {
  const rawFlag = singleValue(body, 'drug_list_updated_flag');
  const rawFrom = singleValue(body, 'drug_list_updated_date_from');
  const rawTo = singleValue(body, 'drug_list_updated_date_to');
  const flag = rawFlag === undefined ? undefined : coerce('drug_list_updated_flag', { kind: 'flag' }, rawFlag);
  const from = rawFrom === undefined ? undefined : coerce('drug_list_updated_date_from', { kind: 'date' }, rawFrom);
  const to = rawTo === undefined ? undefined : coerce('drug_list_updated_date_to', { kind: 'date' }, rawTo);
  if (from === undefined && to === undefined)
    return flag === undefined ? undefined : sql<boolean>`l.drug_list_updated_flag = ${flag}`;
  const parts: RawBuilder<boolean>[] = [];
  if (from !== undefined) parts.push(sql<boolean>`l.drug_list_updated_date >= ${from}::date`);
  if (to !== undefined) parts.push(sql<boolean>`l.drug_list_updated_date <= ${to}::date`);
  const window = sql<boolean>`(${sql.join(parts, sql` AND `)})`;
  return flag === '0' ? sql<boolean>`(l.drug_list_updated_date IS NULL OR NOT ${window})` : window;
}

/** The lead's default address as one object, or null when it has none. */
const DEFAULT_ADDRESS = sql<{
  address1: string | null;
  address2: string | null;
  city: string | null;
  state_id: string | null;
  zip: string | null;
  county: string | null;
} | null>`CASE WHEN coalesce(l.address1, l.city, l.zip, l.state_id) IS NULL THEN NULL ELSE json_build_object(
  'address1', l.address1, 'address2', l.address2, 'city', l.city, 'state_id', l.state_id, 'zip', l.zip, 'county', l.county
) END`;

/**
 * The lead search as SQL: the rows of the page and the count, scoped to the caller's account and,
 * without lead_view_assigned, to the caller's own leads (a user_id criterion only narrows that).
 */
export function buildLeadSearch(db: Kysely<DB>, principal: Principal, input: SearchBody) {
  const drug = drugListCondition(input);
  const criteria = Object.fromEntries(
    Object.entries(input.criteria).filter(([name]) => !(DRUG_FIELDS as readonly string[]).includes(name)),
  );
  const body: SearchBody = { ...input, criteria };

  let base = tenant(db, principal)
    .selectFrom('lead as l')
    .leftJoin('lead_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
    )
    .leftJoin('app_user as a', (j) =>
      j.onRef('a.account_id', '=', 'l.account_id').onRef('a.user_id', '=', 'l.user_id'),
    );
  if (!canSeeAllLeads(principal.permissions)) base = base.where('l.user_id', '=', principal.user_id);
  if (String(body.include_deleted ?? '0') !== '1') base = base.where('l.deleted', '=', '0');
  if (drug) base = base.where(drug);

  const selected = base.select([
    'l.lead_id',
    'l.fname',
    'l.lname',
    sql<string | null>`to_char(l.dob, 'MM/DD/YYYY')`.as('dob'),
    // Whole years on today's date in Central Time (the display time zone).
    sql<number | null>`date_part('year', age((now() AT TIME ZONE ${DISPLAY_TIME_ZONE})::date, l.dob))::integer`.as(
      'age',
    ),
    'l.phone',
    'l.email',
    'l.city',
    'l.county',
    'l.state_id',
    'l.zip',
    'l.lead_dispo_id',
    'd.dispo_name',
    sql<number>`coalesce(l.user_id, 0)`.as('user_id'),
    'a.fname as agent_fname',
    'a.lname as agent_lname',
    // ISO 8601 in UTC, formatted by the database: the rows go out as they come back.
    sql<string>`to_char(l.lead_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('lead_date'),
    'l.lead_vendor_source_code',
    'l.drug_list_updated_flag',
    sql<string | null>`to_char(l.drug_list_updated_date, 'MM/DD/YYYY')`.as('drug_list_updated_date'),
    'l.has_current_plan_flag',
    'l.do_not_call',
  ]);
  const withAddress = selected.$if(body.field_list?.includes('default_address') ?? false, (qb) =>
    qb.select(DEFAULT_ADDRESS.as('default_address')),
  );
  const { query, count, plan } = applySearch(withAddress, leadSearch, body);
  // Counting stops past the cap: at a million leads an exact count of a broad search (a tag on
  // 100 000 leads) costs many times the page itself, and ten pages of 200 is more than anyone
  // reads; the answer says total_capped instead.
  const capped = db
    .selectFrom(
      count
        .clearSelect()
        .select(sql<number>`1`.as('one'))
        .limit(LEAD_SEARCH_COUNT_CAP + 1)
        .as('matches'),
    )
    .select(sql<string>`count(*)`.as('total'));
  return { query, count: capped, plan };
}

/** total_records counts matches up to this many; past it the answer says total_capped. */
export const LEAD_SEARCH_COUNT_CAP = 2_000;

/** The quick search's lists: lead and application dispositions, tags, and the agents the caller may pick. */
export async function quickSearchLists(db: Kysely<DB>, principal: Principal) {
  const t = tenant(db, principal);
  const agents = t
    .selectFrom('app_user')
    .select(['user_id', 'fname', 'lname'])
    .orderBy('lname')
    .orderBy('fname')
    .orderBy('user_id');
  const [leadDispos, agentRows, tags, appDispos] = await Promise.all([
    t
      .selectFrom('lead_disposition')
      .select(['dispo_id', 'dispo_name'])
      .where('active', '=', '1')
      .orderBy('sort_order')
      .orderBy('dispo_name')
      .execute(),
    canSeeAllLeads(principal.permissions)
      ? agents.where('active', '=', '1').execute()
      : agents.where('user_id', '=', principal.user_id).execute(),
    t.selectFrom('tag').select(['tag_id', 'tag_name']).orderBy('tag_name').execute(),
    t
      .selectFrom('application_disposition')
      .select(['dispo_id', 'dispo_name'])
      .where('active', '=', '1')
      .orderBy('sort_order')
      .orderBy('dispo_name')
      .execute(),
  ]);
  return { leadDispos, agentRows, tags, appDispos };
}

/**
 * How many of one agent's leads (not deleted) hold each disposition, most first, then by name;
 * leads without one count under a null disposition.
 */
export async function dispositionCounts(db: Kysely<DB>, principal: Principal, userId: number) {
  const rows = await tenant(db, principal)
    .selectFrom('lead as l')
    .leftJoin('lead_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
    )
    .where('l.user_id', '=', userId)
    .where('l.deleted', '=', '0')
    .select(['l.lead_dispo_id', 'd.dispo_name', sql<string>`count(*)`.as('count')])
    .groupBy(['l.lead_dispo_id', 'd.dispo_name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`d.dispo_name NULLS LAST`)
    .execute();
  return rows.map((row) => ({
    lead_dispo_id: row.lead_dispo_id,
    dispo_name: row.dispo_name,
    count: Number(row.count),
  }));
}
