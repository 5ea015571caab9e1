// A lead's contact-permission history (§2.2) and its self-service ledger (§2.3).
import type { ContactPermissionHistoryEntry, LeadLastUpdated } from '@meridian/api';
import { canSeeAllLeads } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import { tenant } from '../../../db/tenant';
import { type Db, iso } from './actor';

/**
 * The contact-permission changes of one lead, or (no lead: the spec's empty criteria) of every lead
 * the caller reaches — their own, or the account's with lead_view_assigned — by change date
 * (ascending unless asked otherwise).
 */
export async function contactPermissionHistory(
  db: Db,
  principal: Principal,
  leadId: number | undefined,
  { descending, limit, offset }: { descending: boolean; limit: number; offset: number },
): Promise<{ total: number; rows: ContactPermissionHistoryEntry[] }> {
  const t = tenant(db, principal);
  let base = t
    .selectFrom('lead_contact_permission_history as h')
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 'h.account_id').onRef('l.lead_id', '=', 'h.lead_id'));
  if (leadId !== undefined) base = base.where('h.lead_id', '=', leadId);
  else {
    base = base.where('l.deleted', '=', '0');
    if (!canSeeAllLeads(principal.permissions)) base = base.where('l.user_id', '=', principal.user_id);
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .leftJoin('app_user as u', (j) =>
        j.onRef('u.account_id', '=', 'h.account_id').onRef('u.user_id', '=', 'h.changed_by'),
      )
      .leftJoin('user_credentials as c', (j) =>
        j.onRef('c.account_id', '=', 'h.account_id').onRef('c.user_id', '=', 'h.changed_by'),
      )
      .select([
        'h.lead_id',
        'h.permission_type',
        'h.to_contact',
        iso('h.changed_at').as('changed_at'),
        'h.changed_by',
        'u.fname',
        'u.lname',
        'c.login',
      ])
      .orderBy('h.changed_at', descending ? 'desc' : 'asc')
      .orderBy('h.history_id', descending ? 'desc' : 'asc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      lead_id: r.lead_id,
      lead_contact_permission_type: r.permission_type,
      lead_contact_permission_to_contact: Number(r.to_contact) === 1 ? 1 : 0,
      lead_contact_permission_change_date: r.changed_at,
      lead_contact_permission_change_user:
        r.changed_by === null
          ? { login: '', fname: 'Client', lname: '' }
          : { login: r.login ?? '', fname: r.fname ?? '', lname: r.lname ?? '' },
    })),
  };
}

/** When and by whom the lead last changed, and the client's self-service changes since an agent's last save. */
export async function leadLastUpdated(db: Db, principal: Principal, leadId: number): Promise<LeadLastUpdated> {
  const t = tenant(db, principal);
  const [lead, changes] = await Promise.all([
    t
      .selectFrom('lead as l')
      .leftJoin('app_user as u', (j) =>
        j.onRef('u.account_id', '=', 'l.account_id').onRef('u.user_id', '=', 'l.updated_by'),
      )
      .select([iso('l.updated_at').as('updated_at'), 'l.updated_by_client', 'l.updated_by', 'u.fname', 'u.lname'])
      .where('l.lead_id', '=', leadId)
      .executeTakeFirstOrThrow(),
    t
      .selectFrom('lead_self_service_change')
      .select(['field', 'old_value', 'new_value'])
      .where('lead_id', '=', leadId)
      .orderBy('changed_at')
      .orderBy('change_id')
      .execute(),
  ]);
  const selfService = lead.updated_by_client === '1';
  // Never changed by anyone since it arrived (imported or seeded): no date, so the panel stays hidden.
  if (!selfService && lead.updated_by === null)
    return { lead_last_updated: null, lead_last_updated_by: null, self_service: false, Updated: [] };
  const by = selfService
    ? 'Client'
    : lead.updated_by === null
      ? null
      : `${lead.fname ?? ''} ${lead.lname ?? ''}`.trim();
  return {
    lead_last_updated: lead.updated_at,
    lead_last_updated_by: by,
    self_service: selfService,
    Updated: selfService ? changes.map((c) => ({ [c.field]: { old: c.old_value, new: c.new_value } })) : [],
  };
}
