import type { Transaction } from 'kysely';
import { DAY_MS, type DemoSeed } from '../../db/demo-seed';
import type { DB } from '../../schema';

/** The demo notices of both accounts; demoagent has dismissed the welcome. */
export async function seedNoticesDemoData({ trx, now, user }: DemoSeed): Promise<void> {
  const admin = user('demoadmin');
  const agent = user('demoagent');
  if (admin && agent && user('demoagent2')) await seedNotices(trx, admin.account_id, agent.user_id, now);
  const other = user('otheradmin');
  if (other) await seedNotices(trx, other.account_id, undefined, now);
}

/** The download tag a notice may carry (the client turns it into an export link). */
export const downloadTag = (type: string, label: string) => `<download type="${type}">${label}</download>`;

async function seedNotices(trx: Transaction<DB>, account_id: number, reader: number | undefined, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const notices = [
    {
      notice_title: 'Action required: complete your 2027 Medicare certification',
      notice_text:
        '<p>Carrier certifications for the 2027 plan year are open. <strong>Complete your AHIP certification before October 1</strong> so you can sell Medicare Advantage and Part D plans during the Annual Enrollment Period.</p>',
      start_date: at(-1),
      end_date: at(60),
      important_popup: '1' as const,
    },
    {
      notice_title: 'Your current plan report is ready',
      notice_text: `<p>The report of your clients' current plans has been refreshed.</p><p>${downloadTag('current_plan', 'Download the current plan report (CSV)')}</p>`,
      start_date: at(-3),
      end_date: at(30),
      important_popup: '0' as const,
    },
    {
      notice_title: 'New quick links for the Annual Enrollment Period',
      notice_text:
        '<p>Medicare Plan Finder and the CMS carrier check are now in your <em>Quick Links</em>. Use Edit to show or hide links.</p>',
      start_date: at(-10),
      end_date: null,
      important_popup: '0' as const,
    },
    {
      notice_title: 'Welcome to Meridian',
      notice_text:
        '<p>Welcome! Your leads, calendar and quotes are all in one place. Open <em>Help</em> in the sidebar for guides.</p>',
      start_date: at(-40),
      end_date: null,
      important_popup: '0' as const,
    },
    {
      notice_title: 'Scheduled maintenance completed',
      notice_text: '<p>Maintenance finished on Sunday. No action is needed.</p>',
      start_date: at(-20),
      end_date: at(-5),
      important_popup: '0' as const,
    },
  ];
  const ids = await trx
    .insertInto('notice')
    .values(notices.map((n) => ({ account_id, ...n })))
    .returning(['notice_id', 'notice_title'])
    .execute();
  const welcome = ids.find((n) => n.notice_title === 'Welcome to Meridian');
  if (reader !== undefined && welcome) {
    await trx
      .insertInto('user_notice')
      .values({ account_id, user_id: reader, notice_id: welcome.notice_id, dismissed_date: at(-39) })
      .execute();
  }
}
