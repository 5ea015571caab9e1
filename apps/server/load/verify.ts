// After the run: every write the agents saw acknowledged is in the database, and every reminder job the
// run's appointments queued has run, exactly once in effect (one reminder notice per appointment).
import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import { SAVED_CONTACT_NAME, type Writes } from './mix';

export interface Verification {
  saves: { acknowledged: number; lost: number[] };
  items: { acknowledged: number; lost: number[] };
  reminders: {
    appointments: number;
    done: number;
    unfinished: number;
    failed: number;
    missingNotice: number;
    duplicateNotice: number;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function verifyWrites(
  database: Database,
  writes: Writes,
  { waitForJobsMs, log }: { waitForJobsMs: number; log: (line: string) => void },
): Promise<Verification> {
  const { db } = database;

  // Saves: the lead holds the last acknowledged save, or a later one the client tried.
  const saved = [...writes.saves].filter(([, s]) => s.acknowledged > 0);
  const lostSaves: number[] = [];
  for (let i = 0; i < saved.length; i += 1_000) {
    const batch = saved.slice(i, i + 1_000);
    const rows = await db
      .selectFrom('lead')
      .select(['lead_id', 'contact_name'])
      .where(
        'lead_id',
        'in',
        batch.map(([id]) => id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.lead_id, r.contact_name]));
    for (const [leadId, s] of batch) {
      const match = SAVED_CONTACT_NAME.exec(byId.get(leadId) ?? '');
      if (!match || match[1] !== writes.runId || Number(match[2]) !== s.agent || Number(match[3]) < s.acknowledged)
        lostSaves.push(leadId);
    }
  }

  // Tasks and appointments: each acknowledged one is there with its title.
  const lostItems: number[] = [];
  for (let i = 0; i < writes.items.length; i += 1_000) {
    const batch = writes.items.slice(i, i + 1_000);
    const rows = await db
      .selectFrom('appointment')
      .select(['appointment_id', 'title'])
      .where(
        'appointment_id',
        'in',
        batch.map((item) => item.appointment_id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.appointment_id, r.title]));
    for (const item of batch) if (byId.get(item.appointment_id) !== item.title) lostItems.push(item.appointment_id);
  }

  // Reminder jobs of the run's appointments: wait until none is queued or running (a job a killed process
  // held waits for its lease to run out), then one notice per appointment.
  const appointments = writes.items.filter((item) => item.kind === 'appointment');
  const keys = appointments.map((a) => `appointment-reminder:${a.account_id}:${a.appointment_id}:%`);
  const jobStates = async () => {
    if (keys.length === 0) return new Map<string, number>();
    const { rows } = await sql<{ status: string; n: string }>`
      SELECT status, count(*) AS n FROM job
      WHERE queue = 'appointment_reminder' AND dedupe_key LIKE ANY (${keys}::text[])
      GROUP BY status`.execute(db);
    return new Map(rows.map((r) => [r.status, Number(r.n)]));
  };
  const started = Date.now();
  let states = await jobStates();
  while ((states.get('queued') ?? 0) + (states.get('running') ?? 0) > 0 && Date.now() - started < waitForJobsMs) {
    log(
      `waiting for reminder jobs: ${states.get('queued') ?? 0} queued, ${states.get('running') ?? 0} running, ${states.get('done') ?? 0} done…`,
    );
    await sleep(2_000);
    states = await jobStates();
  }
  let missingNotice = 0;
  let duplicateNotice = 0;
  for (const a of appointments) {
    const { n } = await db
      .selectFrom('notice')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', a.account_id)
      .where('recipient_user_id', '=', a.user_id)
      .where('notice_title', '=', `Appointment reminder: ${a.title}`)
      .executeTakeFirstOrThrow();
    if (Number(n) === 0) missingNotice += 1;
    if (Number(n) > 1) duplicateNotice += 1;
  }
  return {
    saves: { acknowledged: saved.length, lost: lostSaves },
    items: { acknowledged: writes.items.length, lost: lostItems },
    reminders: {
      appointments: appointments.length,
      done: states.get('done') ?? 0,
      unfinished: (states.get('queued') ?? 0) + (states.get('running') ?? 0),
      failed: states.get('failed') ?? 0,
      missingNotice,
      duplicateNotice,
    },
  };
}
