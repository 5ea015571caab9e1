import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../browser';
import { startServer, type StartedServer } from '../global-setup';
import { launchAuditBrowser, type AuditBrowser, type Scores } from './audit';
import { startBaselinePage, type BaselinePage } from './baseline';

/**
 * Lighthouse's mobile preset (simulated slow 4G, a 4× slower CPU) on the built product's first five
 * pages (issues 18 and 29). Every run's figures are printed, but performance, TBT and LCP are not
 * judged as absolute numbers: on a shared 2-core machine they are the host's as much as the page's.
 * The preset multiplies the wall time of each main-thread task it observed by 4 without calibrating to
 * the host, and TBT counts each task's excess over 50 ms, so it grows faster than the host slows (a
 * 30 ms task blocks 70 ms; at 1.5× slower, 130 ms). Measured here with one build (docs/benchmarks.md):
 * as the load average moved between 0 and 12.5 the signed-in pages scored 38–77 with TBT 0.8–9.3 s;
 * Lighthouse's own main-thread figure (wall time) of one fixed page moved 2.3–10.9 s; its host CPU
 * benchmark (benchmarkIndex, 550–2,800) is a short loop before the load and did not follow the load
 * during it.
 *
 * The rule. Each page is audited right after the baseline page (baseline.ts: a fixed script and a
 * 200-row table, nothing of the product, served by this test, audited by the same browser with the
 * same preset). The judged figure is the page's main-thread CPU time (the trace's thread durations of
 * the page's top-level main-thread tasks) divided by the baseline's from the audit just before:
 * CPU time does not count the time the renderer waits for a core, and the ratio cancels the host's
 * speed. Measured over 5–11 pairs a page at load 0–12.5, the ratio stayed within 0.72–1.33× of its
 * median, where the wall-time ratio moved up to 3×. A page fails when its ratio is over
 * `RATIO_MARGIN` (1.5) times its reference, the median measured here (`REFERENCE_RATIO`): noise
 * stayed under that, and a page whose main-thread work doubles reads about 2× its reference (tried:
 * the dashboard with about 500 ms more script read 1.99 and 2.05 against its limit of 1.60; with
 * 45% more, 1.56, which passes). One retry (a new pair). Accessibility 100 and best practices ≥ 95 stay absolute: they do not depend on
 * the host.
 *
 * A page made faster or slower on purpose gets a new reference: LIGHTHOUSE_RUNS=3 judges the median
 * ratio of three pairs a page and prints it.
 */
const RATIO_MARGIN = 1.5;
/** Page CPU ÷ baseline CPU, medians measured on this machine kind (docs/benchmarks.md, Lighthouse). */
const REFERENCE_RATIO = {
  'sign-in': 0.21,
  registration: 0.5,
  dashboard: 1.07,
  'lead search': 1.61,
  'lead page': 1.35,
} as const;
type PageName = keyof typeof REFERENCE_RATIO;
const ACCESSIBILITY = 100;
const BEST_PRACTICES_FLOOR = 95;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

let server: StartedServer;
let baseline: BaselinePage;
let browser: AuditBrowser;
/** The paths of the signed-in pages, found once signed in. */
const found: { leadSearch?: string; lead?: string } = {};

/**
 * The portal's entry scripts hold React's production build. A build made under Vitest's NODE_ENV=test
 * (an e2e run before global-setup stopped passing it on) carries the development build, which does
 * about twice the main-thread work: the lead pages then read 2.3–4.2 against limits of 2.0–2.4.
 */
function expectProductionBuild() {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/portal/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  expect(scripts.length, 'the portal is built').toBeGreaterThan(0);
  for (const script of scripts)
    expect(
      readFileSync(path.join(dist, script), 'utf8').includes('Download the React DevTools'),
      `${script} holds React's development build: rebuild with pnpm build (NODE_ENV unset)`,
    ).toBe(false);
}

beforeAll(async () => {
  expectProductionBuild();
  server = await startServer();
  baseline = await startBaselinePage();
  browser = await launchAuditBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await baseline?.close();
  await server?.stop();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Judged {
  /** The median of each figure over the runs, and the worst accessibility findings. */
  scores: Scores;
  /** The median of the runs' page CPU ÷ baseline CPU. */
  ratio: number;
}

/** Audits the baseline page and then `path`, `runs` times; every run's line printed. */
async function audit(name: PageName, path: string): Promise<Judged> {
  const all: Scores[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const base = await browser.audit(baseline.url);
    const scores = await browser.audit(`${server.url}${path}`);
    const ratio = scores.mainThreadCpu / base.mainThreadCpu;
    all.push(scores);
    ratios.push(ratio);
    console.log(
      `lighthouse ${name.padEnd(12)} performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores.bestPractices}; LCP ${scores.lcp} ms, TBT ${scores.tbt} ms, FCP ${scores.fcp} ms, ` +
        `main thread ${scores.mainThread} ms; CPU ${scores.mainThreadCpu} ms ÷ baseline ${base.mainThreadCpu} ms = ` +
        `${ratio.toFixed(2)} (reference ${REFERENCE_RATIO[name]}, limit ${limit(name).toFixed(2)}); baseline TBT ` +
        `${base.tbt} ms; host CPU benchmark ${scores.benchmarkIndex}` +
        (scores.failing.length ? `; not passing: ${scores.failing.join(', ')}` : ''),
    );
  }
  const pick = (key: Exclude<keyof Scores, 'failing'>) => median(all.map((s) => s[key]));
  const scores: Scores = {
    performance: pick('performance'),
    accessibility: Math.min(...all.map((s) => s.accessibility)),
    bestPractices: Math.min(...all.map((s) => s.bestPractices)),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    mainThread: pick('mainThread'),
    mainThreadCpu: pick('mainThreadCpu'),
    benchmarkIndex: pick('benchmarkIndex'),
    failing: [...new Set(all.flatMap((s) => s.failing))],
  };
  const ratio = median(ratios);
  if (runs > 1)
    console.log(
      `lighthouse ${name.padEnd(12)} median of ${runs}: performance ${scores.performance}; LCP ${scores.lcp} ms, ` +
        `TBT ${scores.tbt} ms; CPU ratio ${ratio.toFixed(2)}`,
    );
  return { scores, ratio };
}

const limit = (name: PageName) => REFERENCE_RATIO[name] * RATIO_MARGIN;

function expectFast(name: PageName, { scores, ratio }: Judged) {
  expect(ratio, `main-thread CPU ÷ the baseline page's (reference ${REFERENCE_RATIO[name]})`).toBeLessThanOrEqual(
    limit(name),
  );
  expect(scores.accessibility, `accessibility (${scores.failing.join(', ')})`).toBe(ACCESSIBILITY);
  expect(scores.bestPractices, `best practices (${scores.failing.join(', ')})`).toBeGreaterThanOrEqual(
    BEST_PRACTICES_FLOOR,
  );
}

const check = async (name: PageName, path: string) => expectFast(name, await audit(name, path));

// The public pages first, before the profile holds a sign-in cookie.
describe('given the public pages on a phone', () => {
  it('when the sign-in page loads then it is fast', { retry: 1 }, async () => {
    await check('sign-in', '/auth/login');
  });

  it('when the registration page loads then it is fast', { retry: 1 }, async () => {
    await check('registration', '/registration/');
  });
});

describe('given an agent signed in on a phone', () => {
  beforeAll(async () => {
    await browser.signIn(server.url, DEMO_USERS.agent);
    // The agent's own leads as the results page shows them, and the first of them.
    await browser.withPage(async (page) => {
      await page.goto(`${server.url}/auth/login`);
      const { userId, leadId } = await page.evaluate(async () => {
        const cookie = document.cookie.split('; ').find((c) => c.startsWith('login='))!;
        const tokens = JSON.parse(decodeURIComponent(cookie.slice(6))) as { user_id: number; access_token: string };
        const response = await fetch('/api/lead/search/', {
          method: 'POST',
          headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            criteria: { user_id: { type: 'simple', value: [tokens.user_id] } },
            page_number: 1,
            records_per_page: 1,
          }),
        });
        const answer = (await response.json()) as { result: { lead_id: number }[] };
        return { userId: tokens.user_id, leadId: answer.result[0]?.lead_id };
      });
      expect(leadId, 'the demo agent has a lead').toBeDefined();
      found.leadSearch = `/lead/search?criteria=${encodeURIComponent(
        JSON.stringify({ user_id: { type: 'simple', value: [userId] } }),
      )}`;
      found.lead = `/lead/${leadId}`;
    });
  }, 60_000);

  it('when the dashboard loads then it is fast', { retry: 1 }, async () => {
    await check('dashboard', '/');
  });

  it('when the lead search results load then they are fast', { retry: 1 }, async () => {
    await check('lead search', found.leadSearch!);
  });

  it('when the lead page loads then it is fast', { retry: 1 }, async () => {
    await check('lead page', found.lead!);
  });
});
