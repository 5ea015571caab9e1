import { sql, type Kysely, type Transaction } from 'kysely';
import type { Flag, SearchBody } from '@meridian/api';
import { ORIGINATION_ADMIN_MESSAGES as M } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../db/schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { lookupEntity, runSearch } from './repository';

/*
 * The admin writes of lead sources, campaigns with segments and partners with tracking codes
 * (issue 16). Each change and its admin audit row are one transaction. A row leads name is never
 * deleted (the leads' foreign keys would refuse it anyway): the answer says how many leads name it.
 * Undefined answers mean "no such row in the caller's account" (404).
 */

type Db = Kysely<DB> | Transaction<DB>;

const duplicate = (message: string, field: string) => new HttpError(400, message, { field });
const inUse = (message: string) => new HttpError(409, message);

/** A unique key the check before the write could not see (two saves at once) answers as the check does. */
async function unique<T>(write: () => Promise<T>, message: string, field: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate(message, field);
    throw error;
  }
}

/** How many leads (deleted ones too: they keep their origination) name the row. */
async function leadsNaming(
  trx: Db,
  owner: TenantOwner,
  where:
    { lead_vendor_id: number } | { campaign_id: number; campaign_segment_code?: string } | { b2bpartner_id: number },
) {
  let query = tenant(trx, owner)
    .selectFrom('lead')
    .select(sql<string>`count(*)`.as('n'));
  if ('lead_vendor_id' in where) query = query.where('lead_vendor_id', '=', where.lead_vendor_id);
  if ('b2bpartner_id' in where) query = query.where('b2bpartner_id', '=', where.b2bpartner_id);
  if ('campaign_id' in where) {
    query = query.where('campaign_id', '=', where.campaign_id);
    if (where.campaign_segment_code !== undefined)
      query = query.where('campaign_segment_code', '=', where.campaign_segment_code);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

// ---- Lead sources -------------------------------------------------------------------------------

const VENDOR_COLUMNS = [
  'lead_vendor_id',
  'lead_vendor_code',
  'company',
  'account_id',
  'active',
  'system_level_lead_vendor',
] as const;

export interface LeadVendorValues {
  lead_vendor_code: string;
  company: string;
  active: Flag;
  system_level_lead_vendor: Flag;
}

function findLeadVendor(trx: Db, owner: TenantOwner, id: number) {
  return tenant(trx, owner)
    .selectFrom('lead_vendor')
    .select(VENDOR_COLUMNS)
    .where('lead_vendor_id', '=', id)
    .executeTakeFirst();
}

async function assertVendorCodeFree(trx: Db, owner: TenantOwner, code: string, exceptId?: number) {
  let query = tenant(trx, owner)
    .selectFrom('lead_vendor')
    .select('lead_vendor_id')
    .where(sql<boolean>`lower(lead_vendor_code) = lower(${code})`);
  if (exceptId !== undefined) query = query.where('lead_vendor_id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw duplicate(M.leadSourceDuplicate, 'lead_vendor_code');
}

/** Only a super_user adds, changes or deletes a system-level lead source, or makes one (spec 02 §6). */
function assertMayTouchSystemLevel(principal: Principal, systemLevel: boolean) {
  if (systemLevel && !principal.permissions.has('super_user')) throw new HttpError(403, M.systemLevelReadOnly);
}

export function createLeadVendor(db: Kysely<DB>, principal: Principal, values: LeadVendorValues) {
  assertMayTouchSystemLevel(principal, values.system_level_lead_vendor === '1');
  return db.transaction().execute(async (trx) => {
    await assertVendorCodeFree(trx, principal, values.lead_vendor_code);
    const row = await unique(
      () =>
        tenant(trx, principal).insertInto('lead_vendor', values).returning(VENDOR_COLUMNS).executeTakeFirstOrThrow(),
      M.leadSourceDuplicate,
      'lead_vendor_code',
    );
    await writeAdminAudit(trx, principal, {
      entity: 'lead_source',
      entity_id: row.lead_vendor_id,
      action: 'create',
      after: row,
    });
    return row;
  });
}

export function updateLeadVendor(db: Kysely<DB>, principal: Principal, id: number, values: LeadVendorValues) {
  return db.transaction().execute(async (trx) => {
    const before = await findLeadVendor(trx, principal, id);
    if (!before) return undefined;
    assertMayTouchSystemLevel(
      principal,
      before.system_level_lead_vendor === '1' || values.system_level_lead_vendor === '1',
    );
    await assertVendorCodeFree(trx, principal, values.lead_vendor_code, id);
    const after = await unique(
      () =>
        tenant(trx, principal)
          .updateTable('lead_vendor')
          .set(values)
          .where('lead_vendor_id', '=', id)
          .returning(VENDOR_COLUMNS)
          .executeTakeFirstOrThrow(),
      M.leadSourceDuplicate,
      'lead_vendor_code',
    );
    await writeAdminAudit(trx, principal, { entity: 'lead_source', entity_id: id, action: 'update', before, after });
    return after;
  });
}

export function deleteLeadVendor(db: Kysely<DB>, principal: Principal, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findLeadVendor(trx, principal, id);
    if (!before) return undefined;
    assertMayTouchSystemLevel(principal, before.system_level_lead_vendor === '1');
    const count = await leadsNaming(trx, principal, { lead_vendor_id: id });
    if (count > 0) throw inUse(M.leadSourceInUse(count));
    await tenant(trx, principal).deleteFrom('lead_vendor').where('lead_vendor_id', '=', id).execute();
    await writeAdminAudit(trx, principal, { entity: 'lead_source', entity_id: id, action: 'delete', before });
    return before;
  });
}

// ---- Campaigns and segments ---------------------------------------------------------------------

function findCampaign(trx: Db, owner: TenantOwner, id: number) {
  return tenant(trx, owner)
    .selectFrom('campaign')
    .select(['campaign_id', 'campaign_code'])
    .where('campaign_id', '=', id)
    .executeTakeFirst();
}

async function assertCampaignCodeFree(trx: Db, owner: TenantOwner, code: string, exceptId?: number) {
  let query = tenant(trx, owner)
    .selectFrom('campaign')
    .select('campaign_id')
    .where(sql<boolean>`lower(campaign_code) = lower(${code})`);
  if (exceptId !== undefined) query = query.where('campaign_id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw duplicate(M.campaignDuplicate, 'campaign_code');
}

export function createCampaign(db: Kysely<DB>, principal: Principal, campaign_code: string) {
  return db.transaction().execute(async (trx) => {
    await assertCampaignCodeFree(trx, principal, campaign_code);
    const row = await unique(
      () =>
        tenant(trx, principal)
          .insertInto('campaign', { campaign_code })
          .returning(['campaign_id', 'campaign_code'])
          .executeTakeFirstOrThrow(),
      M.campaignDuplicate,
      'campaign_code',
    );
    await writeAdminAudit(trx, principal, {
      entity: 'campaign',
      entity_id: row.campaign_id,
      action: 'create',
      after: row,
    });
    return row;
  });
}

/** Renames a campaign: leads name it by id, so they follow. */
export function updateCampaign(db: Kysely<DB>, principal: Principal, id: number, campaign_code: string) {
  return db.transaction().execute(async (trx) => {
    const before = await findCampaign(trx, principal, id);
    if (!before) return undefined;
    await assertCampaignCodeFree(trx, principal, campaign_code, id);
    const after = await unique(
      () =>
        tenant(trx, principal)
          .updateTable('campaign')
          .set({ campaign_code })
          .where('campaign_id', '=', id)
          .returning(['campaign_id', 'campaign_code'])
          .executeTakeFirstOrThrow(),
      M.campaignDuplicate,
      'campaign_code',
    );
    await writeAdminAudit(trx, principal, { entity: 'campaign', entity_id: id, action: 'update', before, after });
    return after;
  });
}

/** Deletes a campaign and its segments (each segment's deletion audited too). */
export function deleteCampaign(db: Kysely<DB>, principal: Principal, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findCampaign(trx, principal, id);
    if (!before) return undefined;
    const count = await leadsNaming(trx, principal, { campaign_id: id });
    if (count > 0) throw inUse(M.campaignInUse(count));
    const segments = await tenant(trx, principal)
      .deleteFrom('campaign_segment')
      .where('campaign_id', '=', id)
      .returning(['campaign_segment_id', 'campaign_id', 'campaign_segment_code'])
      .execute();
    await tenant(trx, principal).deleteFrom('campaign').where('campaign_id', '=', id).execute();
    for (const segment of segments)
      await writeAdminAudit(trx, principal, {
        entity: 'campaign_segment',
        entity_id: segment.campaign_segment_id,
        action: 'delete',
        before: segment,
      });
    await writeAdminAudit(trx, principal, {
      entity: 'campaign',
      entity_id: id,
      action: 'delete',
      before: { ...before, segments: segments.map((s) => s.campaign_segment_code) },
    });
    return before;
  });
}

const SEGMENT_COLUMNS = ['campaign_segment_id', 'campaign_id', 'campaign_segment_code'] as const;

function findSegment(trx: Db, owner: TenantOwner, id: number) {
  return tenant(trx, owner)
    .selectFrom('campaign_segment')
    .select(SEGMENT_COLUMNS)
    .where('campaign_segment_id', '=', id)
    .executeTakeFirst();
}

async function assertSegmentCodeFree(trx: Db, owner: TenantOwner, campaignId: number, code: string, exceptId?: number) {
  let query = tenant(trx, owner)
    .selectFrom('campaign_segment')
    .select('campaign_segment_id')
    .where('campaign_id', '=', campaignId)
    .where(sql<boolean>`lower(campaign_segment_code) = lower(${code})`);
  if (exceptId !== undefined) query = query.where('campaign_segment_id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw duplicate(M.segmentDuplicate, 'campaign_segment_code');
}

export function createSegment(db: Kysely<DB>, principal: Principal, campaignId: number, campaign_segment_code: string) {
  return db.transaction().execute(async (trx) => {
    if (!(await findCampaign(trx, principal, campaignId))) return undefined;
    await assertSegmentCodeFree(trx, principal, campaignId, campaign_segment_code);
    const row = await unique(
      () =>
        tenant(trx, principal)
          .insertInto('campaign_segment', { campaign_id: campaignId, campaign_segment_code })
          .returning(SEGMENT_COLUMNS)
          .executeTakeFirstOrThrow(),
      M.segmentDuplicate,
      'campaign_segment_code',
    );
    await writeAdminAudit(trx, principal, {
      entity: 'campaign_segment',
      entity_id: row.campaign_segment_id,
      action: 'create',
      after: row,
    });
    return row;
  });
}

/** Renames a segment: leads name a segment by its code, so one that leads name keeps it. */
export function updateSegment(db: Kysely<DB>, principal: Principal, id: number, campaign_segment_code: string) {
  return db.transaction().execute(async (trx) => {
    const before = await findSegment(trx, principal, id);
    if (!before) return undefined;
    if (before.campaign_segment_code === campaign_segment_code) return before;
    await assertSegmentCodeFree(trx, principal, before.campaign_id, campaign_segment_code, id);
    const count = await leadsNaming(trx, principal, before);
    if (count > 0) throw inUse(M.segmentInUse(count));
    const after = await unique(
      () =>
        tenant(trx, principal)
          .updateTable('campaign_segment')
          .set({ campaign_segment_code })
          .where('campaign_segment_id', '=', id)
          .returning(SEGMENT_COLUMNS)
          .executeTakeFirstOrThrow(),
      M.segmentDuplicate,
      'campaign_segment_code',
    );
    await writeAdminAudit(trx, principal, {
      entity: 'campaign_segment',
      entity_id: id,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}

export function deleteSegment(db: Kysely<DB>, principal: Principal, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findSegment(trx, principal, id);
    if (!before) return undefined;
    const count = await leadsNaming(trx, principal, before);
    if (count > 0) throw inUse(M.segmentInUse(count));
    await tenant(trx, principal).deleteFrom('campaign_segment').where('campaign_segment_id', '=', id).execute();
    await writeAdminAudit(trx, principal, { entity: 'campaign_segment', entity_id: id, action: 'delete', before });
    return before;
  });
}

// ---- Partners and tracking codes ----------------------------------------------------------------

export const partnerSearch = lookupEntity(
  'b2bpartner',
  {
    b2bpartner_id: { column: 'p.b2bpartner_id', kind: 'integer' },
    company: { column: 'p.company', kind: 'text', match: 'prefix' },
    active: { column: 'p.active', kind: 'flag' },
    q: { column: 'p.company', kind: 'text', match: 'contains', sortable: false },
    tracking_code_count: { column: 'tracking_code_count', kind: 'integer', filterable: false },
  },
  { field: 'company', direction: 'asc' },
);

/** `POST b2bpartner/search`: the account's partners, inactive ones too, with how many tracking codes each has. */
export function searchPartners(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const query = tenant(db, owner)
    .selectFrom('b2bpartner as p')
    .select([
      'p.b2bpartner_id',
      'p.company',
      'p.active',
      sql<number>`(SELECT count(*)::int FROM tracking_code t WHERE t.account_id = p.account_id AND t.b2bpartner_id = p.b2bpartner_id)`.as(
        'tracking_code_count',
      ),
    ]);
  return runSearch(query, partnerSearch, body);
}

const PARTNER_COLUMNS = ['b2bpartner_id', 'company', 'active'] as const;

function findPartner(trx: Db, owner: TenantOwner, id: number) {
  return tenant(trx, owner)
    .selectFrom('b2bpartner')
    .select(PARTNER_COLUMNS)
    .where('b2bpartner_id', '=', id)
    .executeTakeFirst();
}

async function assertPartnerFree(trx: Db, owner: TenantOwner, company: string, exceptId?: number) {
  let query = tenant(trx, owner)
    .selectFrom('b2bpartner')
    .select('b2bpartner_id')
    .where(sql<boolean>`lower(company) = lower(${company})`);
  if (exceptId !== undefined) query = query.where('b2bpartner_id', '<>', exceptId);
  if (await query.executeTakeFirst()) throw duplicate(M.partnerDuplicate, 'company');
}

export function createPartner(db: Kysely<DB>, principal: Principal, values: { company: string; active: Flag }) {
  return db.transaction().execute(async (trx) => {
    await assertPartnerFree(trx, principal, values.company);
    const row = await unique(
      () =>
        tenant(trx, principal).insertInto('b2bpartner', values).returning(PARTNER_COLUMNS).executeTakeFirstOrThrow(),
      M.partnerDuplicate,
      'company',
    );
    await writeAdminAudit(trx, principal, {
      entity: 'partner',
      entity_id: row.b2bpartner_id,
      action: 'create',
      after: row,
    });
    return row;
  });
}

export function updatePartner(
  db: Kysely<DB>,
  principal: Principal,
  id: number,
  values: { company: string; active: Flag },
) {
  return db.transaction().execute(async (trx) => {
    const before = await findPartner(trx, principal, id);
    if (!before) return undefined;
    await assertPartnerFree(trx, principal, values.company, id);
    const after = await unique(
      () =>
        tenant(trx, principal)
          .updateTable('b2bpartner')
          .set(values)
          .where('b2bpartner_id', '=', id)
          .returning(PARTNER_COLUMNS)
          .executeTakeFirstOrThrow(),
      M.partnerDuplicate,
      'company',
    );
    await writeAdminAudit(trx, principal, { entity: 'partner', entity_id: id, action: 'update', before, after });
    return after;
  });
}

/** Deletes a partner and its tracking codes (each code's deletion audited too). */
export function deletePartner(db: Kysely<DB>, principal: Principal, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findPartner(trx, principal, id);
    if (!before) return undefined;
    const count = await leadsNaming(trx, principal, { b2bpartner_id: id });
    if (count > 0) throw inUse(M.partnerInUse(count));
    const codes = await tenant(trx, principal)
      .deleteFrom('tracking_code')
      .where('b2bpartner_id', '=', id)
      .returning(TRACKING_CODE_COLUMNS)
      .execute();
    await tenant(trx, principal).deleteFrom('b2bpartner').where('b2bpartner_id', '=', id).execute();
    for (const code of codes)
      await writeAdminAudit(trx, principal, {
        entity: 'tracking_code',
        entity_id: code.tracking_code_id,
        action: 'delete',
        before: code,
      });
    await writeAdminAudit(trx, principal, {
      entity: 'partner',
      entity_id: id,
      action: 'delete',
      before: { ...before, tracking_codes: codes.map((c) => c.tracking_code) },
    });
    return before;
  });
}

const TRACKING_CODE_COLUMNS = ['tracking_code_id', 'b2bpartner_id', 'tracking_code', 'active'] as const;

export const trackingCodeSearch = lookupEntity(
  'tracking_code',
  {
    tracking_code_id: { column: 't.tracking_code_id', kind: 'integer' },
    b2bpartner_id: { column: 't.b2bpartner_id', kind: 'integer' },
    tracking_code: { column: 't.tracking_code', kind: 'text', match: 'prefix' },
    active: { column: 't.active', kind: 'flag' },
  },
  { field: 'tracking_code', direction: 'asc' },
);

/** `POST account/{id}/b2bpartnerTrackingCode/search`: the account's tracking codes (criteria b2bpartner_id), inactive ones too. */
export function searchTrackingCodes(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const query = tenant(db, owner)
    .selectFrom('tracking_code as t')
    .select(TRACKING_CODE_COLUMNS.map((c) => `t.${c}` as const));
  return runSearch(query, trackingCodeSearch, body);
}

function findTrackingCode(trx: Db, owner: TenantOwner, id: number) {
  return tenant(trx, owner)
    .selectFrom('tracking_code')
    .select(TRACKING_CODE_COLUMNS)
    .where('tracking_code_id', '=', id)
    .executeTakeFirst();
}

export function createTrackingCode(
  db: Kysely<DB>,
  principal: Principal,
  values: { b2bpartner_id: number; tracking_code: string; active: Flag },
) {
  return db.transaction().execute(async (trx) => {
    if (!(await findPartner(trx, principal, values.b2bpartner_id))) return undefined;
    const taken = await tenant(trx, principal)
      .selectFrom('tracking_code')
      .select('tracking_code_id')
      .where('b2bpartner_id', '=', values.b2bpartner_id)
      .where(sql<boolean>`lower(tracking_code) = lower(${values.tracking_code})`)
      .executeTakeFirst();
    if (taken) throw duplicate(M.trackingCodeDuplicate, 'tracking_code');
    const row = await unique(
      () =>
        tenant(trx, principal)
          .insertInto('tracking_code', values)
          .returning(TRACKING_CODE_COLUMNS)
          .executeTakeFirstOrThrow(),
      M.trackingCodeDuplicate,
      'tracking_code',
    );
    await writeAdminAudit(trx, principal, {
      entity: 'tracking_code',
      entity_id: row.tracking_code_id,
      action: 'create',
      after: row,
    });
    return row;
  });
}

export function setTrackingCodeActive(db: Kysely<DB>, principal: Principal, id: number, active: Flag) {
  return db.transaction().execute(async (trx) => {
    const before = await findTrackingCode(trx, principal, id);
    if (!before) return undefined;
    if (before.active === active) return before;
    const after = await tenant(trx, principal)
      .updateTable('tracking_code')
      .set({ active })
      .where('tracking_code_id', '=', id)
      .returning(TRACKING_CODE_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAdminAudit(trx, principal, {
      entity: 'tracking_code',
      entity_id: id,
      action: active === '1' ? 'activate' : 'deactivate',
      before,
      after,
    });
    return after;
  });
}

/** Deletes a tracking code: leads hold their tracking code as text, so they keep it. */
export function deleteTrackingCode(db: Kysely<DB>, principal: Principal, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await findTrackingCode(trx, principal, id);
    if (!before) return undefined;
    await tenant(trx, principal).deleteFrom('tracking_code').where('tracking_code_id', '=', id).execute();
    await writeAdminAudit(trx, principal, { entity: 'tracking_code', entity_id: id, action: 'delete', before });
    return before;
  });
}
