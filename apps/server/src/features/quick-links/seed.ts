import { DEFAULT_PHONE_DIALER_HOST } from '../../config';
import type { DemoSeed } from '../../db/demo-seed';

export const SYSTEM_QUICK_LINKS = [
  { quicklink_title: 'Medicare Plan Finder', quicklink_url: 'https://www.medicare.gov/plan-compare/' },
  { quicklink_title: 'CMS Check', quicklink_url: 'https://www.cms.gov/medicare/health-drug-plans' },
  { quicklink_title: 'Target Leads', quicklink_url: 'https://targetleads.example/' },
  { quicklink_title: 'NIPR NPN Lookup', quicklink_url: 'https://nipr.com/help/look-up-your-npn' },
] as const;

/** The system links (when there are none yet) and the demo accounts' account and user links. */
export async function seedQuickLinksDemoData({ trx, user }: DemoSeed): Promise<void> {
  const dialerHost = process.env.PHONE_DIALER_HOST || DEFAULT_PHONE_DIALER_HOST;

  if (!(await trx.selectFrom('system_quicklink').select('quicklink_id').limit(1).executeTakeFirst())) {
    await trx
      .insertInto('system_quicklink')
      .values(SYSTEM_QUICK_LINKS.map((l, sort_order) => ({ ...l, sort_order })))
      .execute();
  }

  const admin = user('demoadmin');
  const agent = user('demoagent');
  const agent2 = user('demoagent2');
  if (admin && agent && agent2) {
    const account_id = admin.account_id;
    await trx
      .insertInto('quicklink')
      .values([
        {
          account_id,
          quicklink_hierarchy_type_id: 2,
          user_id: null,
          quicklink_title: 'Agency Intranet',
          quicklink_url: 'https://intranet.demo-agency.example/',
          sort_order: 1,
          created_by_user_id: admin.user_id,
        },
        {
          account_id,
          quicklink_hierarchy_type_id: 2,
          user_id: null,
          quicklink_title: 'Call Recording History',
          quicklink_url: `https://${dialerHost}/calls`,
          sort_order: 2,
          created_by_user_id: admin.user_id,
        },
        {
          account_id,
          quicklink_hierarchy_type_id: 3,
          user_id: agent.user_id,
          quicklink_title: 'My Booking Page',
          quicklink_url: 'https://booking.example.com/marcus-bell',
          sort_order: 3,
          created_by_user_id: agent.user_id,
        },
        {
          account_id,
          quicklink_hierarchy_type_id: 3,
          user_id: agent2.user_id,
          quicklink_title: 'Carrier Contracting Portal',
          quicklink_url: 'https://contracting.example.com/',
          sort_order: 4,
          created_by_user_id: agent2.user_id,
        },
        {
          account_id,
          quicklink_hierarchy_type_id: 3,
          user_id: admin.user_id,
          quicklink_title: 'Commission Statements',
          quicklink_url: 'https://commissions.example.com/',
          sort_order: 5,
          created_by_user_id: admin.user_id,
        },
      ])
      .execute();
  }

  const other = user('otheradmin');
  if (other) {
    const account_id = other.account_id;
    await trx
      .insertInto('quicklink')
      .values({
        account_id,
        quicklink_hierarchy_type_id: 2,
        user_id: null,
        quicklink_title: 'Other Agency Handbook',
        quicklink_url: 'https://handbook.other-agency.example/',
        sort_order: 1,
        created_by_user_id: other.user_id,
      })
      .execute();
  }
}
