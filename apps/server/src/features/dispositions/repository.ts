// A lead's dispositions (spec 02 §1, §3.1): the history from lead_disposition_log, and recording one,
// which appends a log row, makes it the lead's latest (lead_dispo_id, disposition_date: the lead
// header and the quick search read them) and writes the lead audit, in one transaction. Every query
// goes through `tenant(db, principal)`; the routes check that the caller reaches the lead first.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { LeadDispositionEntry } from '@meridian/api';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';

type Db = Kysely<DB> | Transaction<DB>;

function historyQuery(db: Db, owner: TenantOwner, leadId: number) {
  return tenant(db, owner)
    .selectFrom('lead_disposition_log as g')
    .innerJoin('lead_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'g.account_id').onRef('d.dispo_id', '=', 'g.dispo_id'),
    )
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 'g.account_id').onRef('u.user_id', '=', 'g.user_id'))
    .select([
      'g.dispo_log_id',
      'g.lead_id',
      'g.dispo_id',
      'd.dispo_name',
      sql<string>`to_char(g.dispo_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('dispo_date'),
      sql<string>`coalesce(g.dispo_log, '')`.as('dispo_log'),
      'g.user_id',
      'u.fname as user_fname',
      'u.lname as user_lname',
    ])
    .where('g.lead_id', '=', leadId);
}

/** The lead's dispositions, newest first, with the names of who recorded them. */
export function listLeadDispositions(db: Db, owner: TenantOwner, leadId: number): Promise<LeadDispositionEntry[]> {
  return historyQuery(db, owner, leadId).orderBy('g.dispo_date', 'desc').orderBy('g.dispo_log_id', 'desc').execute();
}

/** The account's active disposition of this id, if any. */
export function activeDisposition(db: Db, owner: TenantOwner, dispoId: number) {
  return tenant(db, owner)
    .selectFrom('lead_disposition')
    .select(['dispo_id', 'dispo_name'])
    .where('dispo_id', '=', dispoId)
    .where('active', '=', '1')
    .executeTakeFirst();
}

/**
 * Records a disposition by the caller on a lead they reach; answers it as listed, or undefined when
 * the disposition is not one of the account's active ones (nothing is written then).
 */
export async function recordLeadDisposition(
  db: Kysely<DB>,
  principal: Principal,
  leadId: number,
  dispoId: number,
  note: string | null,
): Promise<LeadDispositionEntry | undefined> {
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, principal);
    const chosen = await activeDisposition(trx, principal, dispoId);
    if (!chosen) return undefined;
    const previous = await t
      .selectFrom('lead as l')
      .leftJoin('lead_disposition as d', (j) =>
        j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
      )
      .select('d.dispo_name')
      .where('l.lead_id', '=', leadId)
      .forUpdate('l')
      .executeTakeFirstOrThrow();
    const logged = await t
      .insertInto('lead_disposition_log', {
        lead_id: leadId,
        dispo_id: dispoId,
        dispo_log: note,
        user_id: principal.user_id,
      })
      .returning(['dispo_log_id', 'dispo_date'])
      .executeTakeFirstOrThrow();
    await t
      .updateTable('lead')
      .set({ lead_dispo_id: dispoId, disposition_date: logged.dispo_date })
      .where('lead_id', '=', leadId)
      .execute();
    await t
      .insertInto('lead_audit', {
        lead_id: leadId,
        changed_by: principal.user_id,
        field: 'disposition',
        old_value: previous.dispo_name,
        new_value: note ? `${chosen.dispo_name}: ${note}` : chosen.dispo_name,
      })
      .execute();
    return historyQuery(trx, principal, leadId)
      .where('g.dispo_log_id', '=', logged.dispo_log_id)
      .executeTakeFirstOrThrow();
  });
}
