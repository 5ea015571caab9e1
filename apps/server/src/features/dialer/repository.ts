import type { Kysely } from 'kysely';
import { canSeeAllLeads } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB, PhoneCallTable } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import type { PhoneCallOrder } from './providers/provider';

type Caller = Pick<Principal, 'account_id' | 'user_id'>;

/** The dialer switches of the caller's account and of the caller. */
export function dialerSettings(db: Kysely<DB>, caller: Caller) {
  return tenant(db, caller)
    .selectFrom('app_user as u')
    .innerJoin('account as a', 'a.account_id', 'u.account_id')
    .select([
      'a.phone_dialer_provider_active as account_active',
      'u.phone_dialer_provider_active as user_active',
      'u.phone_dialer_provider_behavior_type_id',
    ])
    .where('u.user_id', '=', caller.user_id)
    .executeTakeFirstOrThrow();
}

/** The behaviour types of the dialer (reference data: no account). */
export function behaviorTypes(db: Kysely<DB>) {
  return db
    .selectFrom('phone_dialer_behavior_type')
    .selectAll()
    .orderBy('phone_dialer_provider_behavior_type_id')
    .execute();
}

/** Whether a live lead of the caller's account is one the caller sees (their own, or all with the permission). */
export async function isVisibleLead(
  db: Kysely<DB>,
  principal: Pick<Principal, 'account_id' | 'user_id' | 'permissions'>,
  leadId: number,
): Promise<boolean> {
  let lead = tenant(db, principal)
    .selectFrom('lead')
    .select('lead_id')
    .where('lead_id', '=', leadId)
    .where('deleted', '=', '0');
  if (!canSeeAllLeads(principal.permissions)) lead = lead.where('user_id', '=', principal.user_id);
  return (await lead.executeTakeFirst()) !== undefined;
}

/** Records a call request with what the provider answered; answers its id. */
export async function recordPhoneCall(
  db: Kysely<DB>,
  { account_id, ...order }: PhoneCallOrder,
  outcome: Pick<PhoneCallTable, 'provider' | 'status' | 'message'>,
): Promise<string> {
  const owner: TenantOwner = { account_id };
  const { phone_call_id } = await tenant(db, owner)
    .insertInto('phone_call', { ...order, ...outcome })
    .returning('phone_call_id')
    .executeTakeFirstOrThrow();
  return phone_call_id;
}

/**
 * Whether the client said do not call: the lead called (when named) has `do_not_call` '1', or a lead
 * of the account the caller can see holds this number (its main phone or one of its phones) with it.
 * A call placed without a lead, from a number typed or copied, is checked by the number.
 */
export async function calleeRefusedCalls(
  db: Kysely<DB>,
  principal: Pick<Principal, 'account_id' | 'user_id' | 'permissions'>,
  leadId: number | null,
  digits: string,
): Promise<boolean> {
  let leads = tenant(db, principal)
    .selectFrom('lead as l')
    .select('l.lead_id')
    .where('l.deleted', '=', '0')
    .where('l.do_not_call', '=', '1')
    .where((eb) =>
      eb.or([
        ...(leadId !== null ? [eb('l.lead_id', '=', leadId)] : []),
        eb('l.phone', '=', digits),
        eb.exists(
          eb
            .selectFrom('lead_phone as p')
            .select('p.phone_id')
            .whereRef('p.account_id', '=', 'l.account_id')
            .whereRef('p.lead_id', '=', 'l.lead_id')
            .where('p.phone', '=', digits),
        ),
      ]),
    );
  if (!canSeeAllLeads(principal.permissions)) leads = leads.where('l.user_id', '=', principal.user_id);
  return (await leads.limit(1).executeTakeFirst()) !== undefined;
}
