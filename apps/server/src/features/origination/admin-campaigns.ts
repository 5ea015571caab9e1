import { sql, type Kysely } from 'kysely';
import { ORIGINATION_ADMIN_MESSAGES as M } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { writeAdminAudit } from '../admin-audit';
import { duplicate, inUse, unique, leadsNaming, type Db } from './admin-shared';

// The admin writes of campaigns and segments (issue 16): each change and its admin audit row are one
// transaction; undefined answers mean "no such row in the caller's account" (404).

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
