// The three contact deletes of a lead (spec 02 §7.1), with the defaults kept in the lead row.
import { type Kysely } from 'kysely';
import type { DB } from '../../../schema';
import { tenant } from '../../../db/tenant';
import { addressLine, emailLine, phoneLine } from './rules';
import { type LeadActor, actorUserId, isClient } from './actor';
import { keepLedger, lastChangedBy, syncDefaults } from './save';

export const CONTACT_KINDS = {
  phone: { table: 'lead_phone', id: 'phone_id' },
  email: { table: 'lead_email', id: 'email_id' },
  address: { table: 'lead_address', id: 'address_id' },
} as const;

/** Deletes one contact row of a reachable lead (false: no such row); the defaults move on and the audit records it. */
export async function deleteLeadContactRow(
  db: Kysely<DB>,
  actor: LeadActor,
  leadId: number,
  kind: keyof typeof CONTACT_KINDS,
  rowId: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, actor);
    let line: string | undefined;
    if (kind === 'phone') {
      const row = await t
        .deleteFrom('lead_phone')
        .where('lead_id', '=', leadId)
        .where('phone_id', '=', rowId)
        .returningAll()
        .executeTakeFirst();
      line = row && phoneLine(row);
    } else if (kind === 'email') {
      const row = await t
        .deleteFrom('lead_email')
        .where('lead_id', '=', leadId)
        .where('email_id', '=', rowId)
        .returningAll()
        .executeTakeFirst();
      line = row && emailLine(row);
    } else {
      const row = await t
        .deleteFrom('lead_address')
        .where('lead_id', '=', leadId)
        .where('address_id', '=', rowId)
        .returningAll()
        .executeTakeFirst();
      line = row && addressLine(row);
    }
    if (line === undefined) return false;
    const audit = [{ field: kind, old_value: line, new_value: null }];
    await t
      .insertInto('lead_audit', {
        ...audit[0]!,
        lead_id: leadId,
        changed_by: actorUserId(actor),
        by_client: isClient(actor) ? '1' : '0',
      })
      .execute();
    await t.updateTable('lead').set(lastChangedBy(actor)).where('lead_id', '=', leadId).execute();
    await syncDefaults(t, leadId);
    await keepLedger(t, actor, leadId, audit);
    return true;
  });
}
