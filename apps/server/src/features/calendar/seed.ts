import { calendarEventInstant, centralDateTime } from '@meridian/domain';
import { DAY_MS, type DemoSeed } from '../../db/demo-seed';
import type { ItemValues } from './repository';

interface SeedItem {
  /** Days from the seed's day (Central Time). */
  day: number;
  title: string;
  start?: string;
  end?: string;
  allDay?: boolean;
  important?: boolean;
  /** Assigned to demoagent's first, second… lead. */
  lead?: number;
  dismissed?: boolean;
  description?: string;
}

/** demoagent's week: appointments and tasks today and the next days, so the dashboard and calendar show something. */
const ITEMS: readonly SeedItem[] = [
  { day: -1, title: 'Enrollment follow-up', start: '15:00', end: '15:30', lead: 2, dismissed: true },
  {
    day: 0,
    title: 'Plan review',
    start: '10:00',
    end: '11:00',
    lead: 0,
    important: true,
    description: 'Bring the drug list.',
  },
  { day: 0, title: 'Call back about Part D coverage', start: '16:00', lead: 1 },
  { day: 0, title: 'Medicare Advantage presentation', start: '14:30', end: '15:30', lead: 1 },
  { day: 1, title: 'Team meeting', start: '09:00', end: '09:45' },
  { day: 2, title: 'AHIP certification training', allDay: true, important: true },
  { day: 3, title: 'Scope of appointment review', start: '13:00', end: '14:00', lead: 2 },
  { day: 4, title: 'Send plan comparison', start: '12:00', lead: 0 },
  { day: 0, title: 'Update agent writing numbers' },
];

/** The day `days` from `now`, in Central Time, as MM/DD/YYYY. */
const centralDay = (now: Date, days: number) =>
  centralDateTime(new Date(now.getTime() + days * DAY_MS).toISOString()).date;

export async function seedCalendarDemoData(seed: DemoSeed): Promise<void> {
  await seedCalendarWeek(seed);
  await seedCalendarHistory(seed);
}

async function seedCalendarWeek({ trx, now, user }: DemoSeed): Promise<void> {
  const agent = user('demoagent');
  if (!agent) return;
  const leads = await trx
    .selectFrom('lead')
    .select('lead_id')
    .where('account_id', '=', agent.account_id)
    .where('user_id', '=', agent.user_id)
    .where('deleted', '=', '0')
    .orderBy('lead_id')
    .limit(3)
    .execute();
  const rows = ITEMS.map((item) => {
    const date = centralDay(now, item.day);
    const task = item.end === undefined && !item.allDay;
    const values: ItemValues = {
      title: item.title,
      description: item.description ?? '',
      allday_flag: item.allDay ? '1' : '0',
      importance: item.important ? 1 : 5,
      completed_date: item.dismissed ? now.toISOString() : null,
      // The undated task (no day start) has no due date.
      start_time: item.start || item.allDay ? (calendarEventInstant(date, item.start ?? '') ?? null) : null,
      end_time: task ? null : (calendarEventInstant(date, item.end ?? '23:59') ?? null),
    };
    return {
      ...values,
      account_id: agent.account_id,
      user_id: agent.user_id,
      lead_id: item.lead === undefined ? null : (leads[item.lead]?.lead_id ?? null),
      kind: task ? ('task' as const) : ('appointment' as const),
      created_by: agent.user_id,
    };
  });
  await trx.insertInto('appointment').values(rows).execute();
}

/** The weeks before this one that the history fills: the reports page's default range is 26 weeks with this one. */
const HISTORY_WEEKS = 25;

const HISTORY_TITLES = [
  'Plan review',
  'Annual enrollment meeting',
  'Drug list review',
  'Medicare Advantage presentation',
];

/**
 * Past appointments of Demo Agency's users, dismissed, over the 25 weeks before this one: what
 * the reports page's "Appointments per agent per week" chart shows. Deterministic: a few a week each.
 */
async function seedCalendarHistory({ trx, now, user }: DemoSeed): Promise<void> {
  const people = ['demoagent', 'demoagent2', 'demoadmin'].map((login) => user(login));
  if (people.some((person) => !person)) return;
  const rows = people.flatMap((person, u) =>
    Array.from({ length: HISTORY_WEEKS }, (_, w) => w + 1).flatMap((weeksAgo) => {
      const count = ((weeksAgo * 7 + u * 3) % 4) + (u === 2 ? 0 : 1);
      return Array.from({ length: count }, (_, i) => {
        const date = centralDay(now, -7 * weeksAgo + i);
        const start = `${String(9 + i * 2).padStart(2, '0')}:00`;
        const end = `${String(9 + i * 2).padStart(2, '0')}:45`;
        return {
          account_id: person!.account_id,
          user_id: person!.user_id,
          lead_id: null,
          kind: 'appointment' as const,
          title: HISTORY_TITLES[(weeksAgo + i + u) % HISTORY_TITLES.length]!,
          description: '',
          allday_flag: '0' as const,
          importance: 5 as const,
          start_time: calendarEventInstant(date, start) ?? null,
          end_time: calendarEventInstant(date, end) ?? null,
          completed_date: calendarEventInstant(date, end) ?? null,
          created_by: person!.user_id,
        };
      });
    }),
  );
  if (rows.length > 0) await trx.insertInto('appointment').values(rows).execute();
}
