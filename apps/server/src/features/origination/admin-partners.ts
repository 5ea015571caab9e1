import { sql, type Kysely } from 'kysely';
import type { Flag, SearchBody } from '@meridian/api';
import { ORIGINATION_ADMIN_MESSAGES as M } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { writeAdminAudit } from '../admin-audit';
import { duplicate, inUse, unique, leadsNaming, type Db } from './admin-shared';
import { lookupEntity, runSearch } from './repository';

// The admin writes of partners and tracking codes (issue 16): each change and its admin audit row are one
// transaction; undefined answers mean "no such row in the caller's account" (404).

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

/** `GET b2bPartner/{id}`: one partner of the account, with its tracking-code count as the search shows it. */
export async function readPartner(db: Kysely<DB>, owner: TenantOwner, id: number) {
  const found = await searchPartners(db, owner, {
    criteria: { b2bpartner_id: { type: 'simple', value: [id] } },
    page_number: 1,
    records_per_page: 1,
  });
  return found.result[0];
}

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
