import { sql, type Kysely } from 'kysely';
import type { SearchBody } from '@meridian/api';
import { hasPermission, type PartnerListContext } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { runSearch, type SearchEntity } from '../../search/generic';

/** Lookup lists are short: one page holds them all unless a caller asks for less. */
const LOOKUP_PAGE_SIZE = 1000;

// The generic search answer lives with the generic search; lookups here and elsewhere share it.
export { runSearch } from '../../search/generic';

export const lookupEntity = (
  name: string,
  fields: SearchEntity['fields'],
  defaultOrder: SearchEntity['defaultOrder'],
): SearchEntity => ({ name, fields, defaultOrder, defaultPageSize: LOOKUP_PAGE_SIZE, maxPageSize: LOOKUP_PAGE_SIZE });

export const leadVendorSearch = lookupEntity(
  'lead_vendor',
  {
    lead_vendor_id: { column: 'v.lead_vendor_id', kind: 'integer' },
    lead_vendor_code: { column: 'v.lead_vendor_code', kind: 'text' },
    company: { column: 'v.company', kind: 'text', match: 'prefix' },
    account_id: { column: 'v.account_id', kind: 'integer', sortable: false },
    active: { column: 'v.active', kind: 'flag' },
    system_level_lead_vendor: { column: 'v.system_level_lead_vendor', kind: 'flag' },
    // The admin table's search box: a part of the code or of the company.
    q: {
      column: 'v.company',
      kind: 'text',
      match: 'contains',
      folded: sql<string>`lower(v.lead_vendor_code || ' ' || v.company)`,
      sortable: false,
    },
  },
  { field: 'company', direction: 'asc' },
);

/**
 * `POST LeadVendor/search`: the account's own active vendors; its system-level vendors too when the
 * criteria ask for them (`system_level_lead_vendor: ['1']`) and the caller is a super_user (spec 02
 * §6) or manages lead sources (the admin table lists them, read-only without super_user). Asked by
 * anyone else, the criterion is ignored. Inactive vendors are answered only to a lead source manager
 * whose criteria name `active` (the admin table): the lead forms never offer them.
 */
export function searchLeadVendors(db: Kysely<DB>, principal: Principal, body: SearchBody) {
  const { system_level_lead_vendor: systemLevel, ...criteria } = body.criteria;
  const manager = hasPermission(principal.permissions, 'lead_source_manage');
  const withSystemLevel =
    (manager || hasPermission(principal.permissions, 'super_user')) &&
    (systemLevel?.value ?? []).some((value) => String(value) === '1');
  let query = tenant(db, principal)
    .selectFrom('lead_vendor as v')
    .select([
      'v.lead_vendor_id',
      'v.lead_vendor_code',
      'v.company',
      'v.account_id',
      'v.active',
      'v.system_level_lead_vendor',
    ]);
  if (!withSystemLevel) query = query.where('v.system_level_lead_vendor', '=', '0');
  if (!(manager && criteria.active)) {
    delete criteria.active;
    query = query.where('v.active', '=', '1');
  }
  const fields = body.field_list?.length
    ? body.field_list
    : ['lead_vendor_id', 'lead_vendor_code', 'company', 'account_id'];
  return runSearch(query, leadVendorSearch, { ...body, criteria, field_list: fields });
}

/** `GET lead/types`: product-wide reference data. */
export function listLeadTypes(db: Kysely<DB>) {
  return db.selectFrom('lead_type').select(['lead_type_id', 'lead_type_desc']).orderBy('lead_type_id').execute();
}

export const campaignSearch = lookupEntity(
  'campaign',
  {
    campaign_id: { column: 'c.campaign_id', kind: 'integer' },
    campaign_code: { column: 'c.campaign_code', kind: 'text', match: 'prefix' },
    account_id: { column: 'c.account_id', kind: 'integer', sortable: false },
    // The admin table's search box (a part of the code) and its Segments column.
    q: { column: 'c.campaign_code', kind: 'text', match: 'contains', sortable: false },
    segment_count: { column: 'segment_count', kind: 'integer', filterable: false },
  },
  { field: 'campaign_code', direction: 'asc' },
);

/** `POST account/campaign/search/`: the account's campaigns (campaign_id, campaign_code; segment_count on request), by code. */
export function searchCampaigns(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const query = tenant(db, owner)
    .selectFrom('campaign as c')
    .select([
      'c.campaign_id',
      'c.campaign_code',
      sql<number>`(SELECT count(*)::int FROM campaign_segment s WHERE s.account_id = c.account_id AND s.campaign_id = c.campaign_id)`.as(
        'segment_count',
      ),
    ]);
  return runSearch(query, campaignSearch, withFields(body, ['campaign_id', 'campaign_code']));
}

export const campaignSegmentSearch = lookupEntity(
  'campaign_segment',
  {
    campaign_segment_id: { column: 's.campaign_segment_id', kind: 'integer' },
    campaign_id: { column: 's.campaign_id', kind: 'integer' },
    campaign_segment_code: { column: 's.campaign_segment_code', kind: 'text', match: 'prefix' },
    account_id: { column: 's.account_id', kind: 'integer', sortable: false },
  },
  { field: 'campaign_segment_code', direction: 'asc' },
);

/** `POST campaignSegment/search/`: segments of the account's campaigns (criteria campaign_id), by code. */
export function searchCampaignSegments(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const query = tenant(db, owner)
    .selectFrom('campaign_segment as s')
    .select(['s.campaign_segment_id', 's.campaign_id', 's.campaign_segment_code']);
  return runSearch(query, campaignSegmentSearch, withFields(body, ['campaign_id', 'campaign_segment_code']));
}

/** Lead Details lists every partner (a lead may name one made inactive since); New Lead only active ones. */
export function listPartners(db: Kysely<DB>, owner: TenantOwner, context: PartnerListContext) {
  let query = tenant(db, owner)
    .selectFrom('b2bpartner')
    .select(['b2bpartner_id', 'company', 'active'])
    .orderBy(sql`lower(company)`)
    .orderBy('b2bpartner_id');
  if (context === 'new-lead') query = query.where('active', '=', '1');
  return query.execute();
}

/** The partner's tracking codes by code (inactive ones flagged '0'), or undefined when the account has no such partner. */
export async function listTrackingCodes(db: Kysely<DB>, owner: TenantOwner, partnerId: number) {
  const t = tenant(db, owner);
  const partner = await t
    .selectFrom('b2bpartner')
    .select('b2bpartner_id')
    .where('b2bpartner_id', '=', partnerId)
    .executeTakeFirst();
  if (!partner) return undefined;
  return t
    .selectFrom('tracking_code')
    .select(['tracking_code', 'active'])
    .where('b2bpartner_id', '=', partnerId)
    .orderBy('tracking_code')
    .execute();
}

export const productTypeSearch = lookupEntity(
  'product_type',
  {
    product_type_id: { column: 'p.product_type_id', kind: 'integer' },
    product_type_name: { column: 'p.product_type_name', kind: 'text', match: 'prefix' },
  },
  { field: 'product_type_id', direction: 'asc' },
);

/** `POST productType/search`: product-wide reference data (criteria product_type_id range [1, '*']). */
export function searchProductTypes(db: Kysely<DB>, body: SearchBody) {
  const query = db.selectFrom('product_type as p').select(['p.product_type_id', 'p.product_type_name']);
  return runSearch(query, productTypeSearch, withFields(body, ['product_type_id', 'product_type_name']));
}

export const tagSearch = lookupEntity(
  'tag',
  {
    tag_id: { column: 't.tag_id', kind: 'integer' },
    tag_name: { column: 't.tag_name', kind: 'text', match: 'contains' },
    account_id: { column: 't.account_id', kind: 'integer', sortable: false },
  },
  { field: 'tag_name', direction: 'asc' },
);

/** `POST tag/search/`: the account's tags, by name. */
export function searchTags(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const query = tenant(db, owner).selectFrom('tag as t').select(['t.tag_id', 't.tag_name']);
  return runSearch(query, tagSearch, withFields(body, ['tag_id', 'tag_name']));
}

/** Without a field_list a lookup answers the fields of its dropdown (not its filter-only ones). */
function withFields(body: SearchBody, fields: string[]): SearchBody {
  return body.field_list?.length ? body : { ...body, field_list: fields };
}

function notesQuery(db: Kysely<DB>, owner: TenantOwner, leadId: number) {
  return tenant(db, owner)
    .selectFrom('lead_note as n')
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 'n.account_id').onRef('u.user_id', '=', 'n.user_id'))
    .select([
      'n.lead_note_id',
      'n.lead_id',
      'n.note',
      sql<string>`to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_at'),
      'n.user_id',
      'u.fname as author_fname',
      'u.lname as author_lname',
    ])
    .where('n.lead_id', '=', leadId);
}

/** The lead's conversation notes, newest first, with their authors' names. */
export function listNotes(db: Kysely<DB>, owner: TenantOwner, leadId: number) {
  return notesQuery(db, owner, leadId).orderBy('n.created_at', 'desc').orderBy('n.lead_note_id', 'desc').execute();
}

/** Appends a note (already sanitized) by the caller; answers it as listed. */
export async function addNote(db: Kysely<DB>, principal: Principal, leadId: number, note: string) {
  const { lead_note_id } = await tenant(db, principal)
    .insertInto('lead_note', { lead_id: leadId, user_id: principal.user_id, note })
    .returning('lead_note_id')
    .executeTakeFirstOrThrow();
  return notesQuery(db, principal, leadId).where('n.lead_note_id', '=', lead_note_id).executeTakeFirstOrThrow();
}
