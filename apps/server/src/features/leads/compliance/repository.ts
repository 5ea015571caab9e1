// The facts of a lead's compliance checklist (issue 13, beyond the spec's anchors): its contact
// permissions, the latest call placed to it through the phone dialer provider (the recorded calls),
// its product type and its agent's writing numbers. @meridian/domain's complianceChecklist decides
// what is met. Scoped like reading the lead: another account's lead, or another agent's without
// lead_view_assigned, is as missing.
import { sql, type Kysely } from 'kysely';
import type { ComplianceFacts } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import type { DB } from '../../../schema';
import { tenant } from '../../../db/tenant';
import { visibleLead } from '../record/read';

/** The checklist's facts for a reachable lead; undefined otherwise. */
export async function leadComplianceFacts(
  db: Kysely<DB>,
  principal: Principal,
  leadId: number,
  now: Date,
): Promise<(Omit<ComplianceFacts, 'lastRecordedCallAt'> & { lastRecordedCallAt: string | null }) | undefined> {
  if (!(await visibleLead(db, principal, leadId))) return undefined;
  const t = tenant(db, principal);
  const lead = await t
    .selectFrom('lead')
    .select(['user_id', 'product_type_id', 'do_not_call', 'do_not_email', 'do_not_text', 'do_not_mail'])
    .where('lead_id', '=', leadId)
    .executeTakeFirstOrThrow();
  const [call, product, numbers] = await Promise.all([
    t
      .selectFrom('phone_call')
      .select(sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('placed_at'))
      .where('lead_id', '=', leadId)
      // A call the provider refused was never placed.
      .where('status', '=', 'requested')
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    lead.product_type_id === null
      ? undefined
      : db
          .selectFrom('product_type')
          .select(['product_type_id', 'product_type_name'])
          .where('product_type_id', '=', lead.product_type_id)
          .executeTakeFirst(),
    lead.product_type_id === null || lead.user_id === null
      ? []
      : t
          .selectFrom('user_carrier as uc')
          .innerJoin('carrier as c', 'c.carrier_id', 'uc.carrier_id')
          .select(['c.carrier_name', 'uc.agent_writing_number', 'uc.product_type_id', 'uc.certification_year'])
          .where('uc.user_id', '=', lead.user_id)
          .where('uc.product_type_id', '=', lead.product_type_id)
          .orderBy('c.carrier_name')
          .orderBy('uc.certification_year')
          .execute(),
  ]);
  return {
    permissions: lead,
    lastRecordedCallAt: call?.placed_at ?? null,
    productType: product ?? null,
    hasAgent: lead.user_id !== null,
    writingNumbers: numbers,
    now,
  };
}
