import { sql, type Kysely } from 'kysely';
import type { Flag } from '@meridian/api';
import { ORIGINATION_ADMIN_MESSAGES as M } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { HttpError } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { duplicate, inUse, unique, leadsNaming, type Db } from './admin-shared';

// The admin writes of lead sources (issue 16): each change and its admin audit row are one
// transaction; undefined answers mean "no such row in the caller's account" (404).

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
