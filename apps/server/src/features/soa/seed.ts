import { SOA_PROCESS_TYPES } from '@meridian/domain';
import { DAY_MS, type DemoSeed } from '../../db/demo-seed';

/** The weeks before this one that the history fills: the reports page's default range is 26 weeks with this one. */
const HISTORY_WEEKS = 25;

/**
 * Past SOAs of demoagent's and demoagent2's leads over the 25 weeks before this one, signed or
 * expired (none waits for a signature, so the dashboard's awaiting list starts empty): what the reports
 * page's "SOAs per agent per week" chart shows. Deterministic: a few a week each.
 */
export async function seedSoaDemoData({ trx, now, user }: DemoSeed): Promise<void> {
  const agents = ['demoagent', 'demoagent2'].map((login) => user(login));
  const rows = [];
  for (const [a, agent] of agents.entries()) {
    if (!agent) continue;
    const leads = await trx
      .selectFrom('lead')
      .select(['lead_id', 'fname', 'lname', 'email', 'zip'])
      .where('account_id', '=', agent.account_id)
      .where('user_id', '=', agent.user_id)
      .where('deleted', '=', '0')
      .orderBy('lead_id', 'desc')
      .limit(40)
      .execute();
    if (leads.length === 0) continue;
    let next = 0;
    for (let weeksAgo = 1; weeksAgo <= HISTORY_WEEKS; weeksAgo += 1) {
      const count = (weeksAgo * 5 + a * 2) % 4;
      for (let i = 0; i < count; i += 1) {
        const lead = leads[next % leads.length]!;
        next += 1;
        const created = new Date(now.getTime() - (7 * weeksAgo - i) * DAY_MS);
        const signed = (weeksAgo + i) % 3 !== 0;
        rows.push({
          account_id: agent.account_id,
          lead_id: lead.lead_id,
          user_id: agent.user_id,
          process_type: SOA_PROCESS_TYPES[(weeksAgo + i) % SOA_PROCESS_TYPES.length]!,
          status: signed ? ('signed' as const) : ('expired' as const),
          client_name: `${lead.fname} ${lead.lname}`,
          client_email: lead.email,
          client_zip: lead.zip,
          contact_method: 'Phone' as const,
          created_at: created,
          updated_at: created,
          signed_at: signed ? new Date(created.getTime() + DAY_MS) : null,
          signer_name: signed ? `${lead.fname} ${lead.lname}` : null,
        });
      }
    }
  }
  if (rows.length > 0) await trx.insertInto('soa').values(rows).execute();
}
