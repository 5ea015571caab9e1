// What one agent does on a busy morning, through the same API client and calls as the portal (so every
// answer is checked against the wire contract's struct): quick searches, opening and saving leads, the
// notices poll, the calendar's week, new tasks and appointments, and the dashboard; a pause between
// actions. Every acknowledged write is recorded for the check afterwards (verify.ts).
import {
  ApiError,
  createLeadAppointment,
  getLead,
  getLeadDispositionCounts,
  getNoticeOutstandingCount,
  saveLead,
  searchAppointments,
  searchLeadAppointments,
  searchLeads,
  searchSoas,
  searchUserNotices,
} from '@meridian/api';
import { buildQuickSearchRequest, centralDayRange, noticeSearchStart } from '@meridian/domain';
import { LAST_NAMES } from '../src/features/leads/seed/data';
import type { Agent, Fetch } from './agents';
import type { Stats } from './stats';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Methods (and the read-only POST …/search calls) that the client may send again after a failure, and any
 * call carrying an Idempotency-Key (the API client gives every create one): the server answers a repeat of
 * it from its store instead of running it again.
 */
function replayable(method: string, url: string, headers: RequestInit['headers']): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'PUT') return true;
  if (new Headers(headers).has('Idempotency-Key')) return true;
  return method === 'POST' && /\/search\/?$/.test(new URL(url).pathname);
}

/**
 * The agents' fetch: each request limited to `timeoutMs` (a hang shows as a 'timeout' failure), and a
 * replayable one sent again, up to `retries` times with a growing pause, after a network failure or a 502
 * or 503 answer — as the portal's SWR retries a failed read. A create is sent again only with its
 * Idempotency-Key (the server runs it once); a POST without one is never sent twice: its failure is reported.
 */
export function loadFetch(stats: Stats, { timeoutMs, retries }: { timeoutMs: number; retries: number }): Fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const mayReplay = replayable(method, url, init?.headers);
    for (let attempt = 0; ; attempt += 1) {
      const last = !mayReplay || attempt >= retries;
      try {
        const response = await globalThis.fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        if (!last && (response.status === 502 || response.status === 503)) {
          await response.arrayBuffer();
          stats.retried.set(String(response.status), (stats.retried.get(String(response.status)) ?? 0) + 1);
        } else {
          if (attempt > 0 && response.ok) stats.retriedThenOk += 1;
          return response;
        }
      } catch (error) {
        if (last || (error instanceof Error && error.name === 'TimeoutError')) throw error;
        stats.retried.set('network', (stats.retried.get('network') ?? 0) + 1);
      }
      stats.retries += 1;
      await sleep(250 * 2 ** attempt);
    }
  };
}

/** Why a call failed, in a word: the HTTP status, or 'timeout', 'network', 'shape' (an answer off the contract). */
export function failureOf(error: unknown): string {
  if (error instanceof ApiError) return error.status && error.status >= 400 ? String(error.status) : 'shape';
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  return 'network';
}

/** Every write the client saw acknowledged, and every one whose outcome it never learned. */
export class Writes {
  /** Per lead: the sequence number of the last save acknowledged, and of the last one tried. */
  readonly saves = new Map<number, { agent: number; acknowledged: number; tried: number }>();
  /** Tasks and appointments created and acknowledged. */
  readonly items: Array<{
    appointment_id: number;
    title: string;
    kind: 'task' | 'appointment';
    user_id: number;
    account_id: number;
  }> = [];
  /** Saves acknowledged (a lead may be saved more than once). */
  acknowledgedSaves = 0;
  unacknowledgedSaves = 0;
  unacknowledgedItems = 0;
  /** Names this run in every value it writes, so an earlier run's values never pass for this one's. */
  readonly runId = Date.now().toString(36);
  private sequence = 0;
  next(): number {
    this.sequence += 1;
    return this.sequence;
  }
}

/** The contact name a save writes: the run, the agent and a sequence number, read back by verify.ts. */
export const savedContactName = (runId: string, agent: number, seq: number) => `Load ${runId} ${agent}-${seq}`;
export const SAVED_CONTACT_NAME = /^Load (\w+) (\d+)-(\d+)$/;

export interface MixContext {
  stats: Stats;
  writes: Writes;
  /** When (performance.now()) the agent stops starting actions. */
  deadline: number;
  thinkMs: readonly [number, number];
  random: () => number;
}

/** Runs `fn` as the call `call`, recording its latency and outcome; answers its value or undefined when it failed. */
async function measure<T>(ctx: MixContext, call: string, fn: () => Promise<T>): Promise<T | undefined> {
  const at = ctx.stats.now();
  const started = performance.now();
  try {
    const value = await fn();
    ctx.stats.record({ call, ms: performance.now() - started, ok: true, at });
    return value;
  } catch (error) {
    ctx.stats.record({ call, ms: performance.now() - started, ok: false, failure: failureOf(error), at });
    return undefined;
  }
}

const simple = (value: number | string) => ({ type: 'simple' as const, value: [value] });
const pick = <T>(ctx: MixContext, list: readonly T[]) => list[Math.floor(ctx.random() * list.length)]!;
/** Surname prefixes agents type into the quick search: two or three letters of common surnames. */
const PREFIXES = [...new Set(LAST_NAMES.flatMap((name) => [name.slice(0, 2), name.slice(0, 3)]))];

/** The agent's own leads, as the lead list shows them (newest first, up to 200): what the other actions pick from. */
export async function loadOwnLeads(agent: Agent): Promise<void> {
  const answer = await searchLeads(agent.client, {
    criteria: { user_id: simple(agent.user_id), account_id: simple(agent.account_id) },
    orderby_field: 'lead_date',
    orderby_direction: 'desc',
    page_number: 1,
    records_per_page: 200,
  });
  agent.leads = answer.result.map((lead) => lead.lead_id);
  if (agent.leads.length === 0) throw new Error(`${agent.login} has no leads`);
}

const ACTIONS: ReadonlyArray<{ weight: number; run: (agent: Agent, ctx: MixContext) => Promise<unknown> }> = [
  // Quick search by a surname prefix (spec 01 §3): page 1 of 200, the agent's own leads.
  {
    weight: 20,
    run: (agent, ctx) =>
      measure(ctx, 'quick search', () =>
        searchLeads(
          agent.client,
          buildQuickSearchRequest(
            { lname: pick(ctx, PREFIXES) },
            { user_id: agent.user_id, account_id: agent.account_id, rolePermission: agent.permissions },
          ),
        ),
      ),
  },
  // Open a lead: the record and its appointments.
  {
    weight: 25,
    run: (agent, ctx) => {
      const leadId = pick(ctx, agent.leads);
      return Promise.all([
        measure(ctx, 'open lead: GET lead', () => getLead(agent.client, leadId)),
        measure(ctx, 'open lead: appointments', () => searchLeadAppointments(agent.client, leadId)),
      ]);
    },
  },
  // Save a lead: the edit form reads it whole, then PUT with the preferred contact changed.
  {
    weight: 10,
    run: async (agent, ctx) => {
      const leadId = pick(ctx, agent.leads);
      const lead = await measure(ctx, 'save lead: GET lead (edit)', () =>
        getLead(agent.client, leadId, { ssn: 'full' }),
      );
      if (!lead) return;
      const seq = ctx.writes.next();
      const entry = ctx.writes.saves.get(leadId) ?? { agent: agent.n, acknowledged: 0, tried: 0 };
      entry.tried = seq;
      ctx.writes.saves.set(leadId, entry);
      const saved = await measure(ctx, 'save lead: PUT lead', () =>
        saveLead(agent.client, leadId, {
          fname: lead.fname,
          lname: lead.lname,
          contact_name: savedContactName(ctx.writes.runId, agent.n, seq),
        }),
      );
      if (saved && saved.contact_name === savedContactName(ctx.writes.runId, agent.n, seq)) {
        entry.acknowledged = seq;
        ctx.writes.acknowledgedSaves += 1;
      } else if (!saved) ctx.writes.unacknowledgedSaves += 1;
    },
  },
  // The header's notices poll (every 120 s in the portal; many tabs and agents make it frequent).
  {
    weight: 20,
    run: (agent, ctx) => measure(ctx, 'notices poll', () => getNoticeOutstandingCount(agent.client, agent.user_id)),
  },
  // The calendar's week.
  {
    weight: 10,
    run: (agent, ctx) => {
      const now = Date.now();
      return measure(ctx, 'calendar week', () =>
        searchAppointments(agent.client, agent.user_id, {
          from: new Date(now - 3 * 86_400_000).toISOString(),
          to: new Date(now + 4 * 86_400_000).toISOString(),
          include_undated_tasks: true,
        }),
      );
    },
  },
  // A task for a lead (due tomorrow), or one time in four an appointment in 20 minutes, whose reminder job
  // is due at once: the job runner's work under the load.
  {
    weight: 5,
    run: async (agent, ctx) => {
      const leadId = pick(ctx, agent.leads);
      const seq = ctx.writes.next();
      const kind = ctx.random() < 0.25 ? 'appointment' : 'task';
      const title = `Load ${kind} ${ctx.writes.runId} ${agent.n}-${seq}`;
      const now = Date.now();
      const created = await measure(ctx, `create ${kind}`, () =>
        createLeadAppointment(
          agent.client,
          leadId,
          kind === 'task'
            ? { title, start_time: new Date(now + 86_400_000).toISOString(), end_time: null }
            : {
                title,
                start_time: new Date(now + 20 * 60_000).toISOString(),
                end_time: new Date(now + 50 * 60_000).toISOString(),
              },
        ),
      );
      if (created)
        ctx.writes.items.push({
          appointment_id: created.result.appointment_id,
          title,
          kind,
          user_id: agent.user_id,
          account_id: agent.account_id,
        });
      else ctx.writes.unacknowledgedItems += 1;
    },
  },
  // The dashboard: its six panels' calls together.
  {
    weight: 10,
    run: (agent, ctx) => {
      const today = centralDayRange(new Date());
      const mine = { user_id: simple(agent.user_id) };
      return Promise.all([
        measure(ctx, 'dashboard: recent leads', () =>
          searchLeads(agent.client, {
            criteria: mine,
            orderby_field: 'lead_date',
            orderby_direction: 'desc',
            page_number: 1,
            records_per_page: 8,
          }),
        ),
        measure(ctx, 'dashboard: disposition counts', () => getLeadDispositionCounts(agent.client, agent.user_id)),
        measure(ctx, 'dashboard: SOAs awaiting', () =>
          searchSoas(agent.client, {
            criteria: { ...mine, status: simple('sent') },
            page_number: 1,
            records_per_page: 10,
          }),
        ),
        measure(ctx, 'dashboard: today', () =>
          searchAppointments(agent.client, agent.user_id, { ...today, open_only: true }),
        ),
        measure(ctx, 'dashboard: overdue tasks', () =>
          searchAppointments(agent.client, agent.user_id, {
            from: '1970-01-01T00:00:00.000Z',
            to: today.from,
            tasks_only: true,
            open_only: true,
          }),
        ),
        measure(ctx, 'dashboard: notices', () =>
          searchUserNotices(agent.client, agent.user_id, noticeSearchStart('openNotify')),
        ),
      ]);
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, a) => sum + a.weight, 0);

/** One agent's morning: after a random start within one pause, an action and a pause, until the deadline. */
export async function runAgent(agent: Agent, ctx: MixContext): Promise<void> {
  const [min, max] = ctx.thinkMs;
  // A pause, cut short at the deadline; answers whether there is time for another action.
  const pause = async (ms: number) => {
    await sleep(Math.max(0, Math.min(ms, ctx.deadline - performance.now())));
    return performance.now() < ctx.deadline;
  };
  if (!(await pause(ctx.random() * max))) return;
  do {
    let roll = ctx.random() * TOTAL_WEIGHT;
    const action = ACTIONS.find((a) => (roll -= a.weight) < 0) ?? ACTIONS[0]!;
    await action.run(agent, ctx);
  } while (await pause(min + ctx.random() * (max - min)));
}
