import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../browser';
import { startServer, type StartedServer } from '../global-setup';
import { launchAuditBrowser, type AuditBrowser, type Scores } from './audit';

/**
 * Issue 18, fast on a phone: Lighthouse's mobile preset on the built product's first pages. The
 * target is performance ≥ 90; this check fails under 85, a margin for a shared 2-core machine's noise,
 * after one retry. One Lighthouse run a page (about 15 s each); LIGHTHOUSE_RUNS=3 runs each page three
 * times and judges the median, for the figures in the READMEs.
 */
const PERFORMANCE_FLOOR = 85;
const ACCESSIBILITY = 100;
const BEST_PRACTICES_FLOOR = 95;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));

let server: StartedServer;
let browser: AuditBrowser;
/** The paths of the signed-in pages, found once signed in. */
const found: { leadSearch?: string; lead?: string } = {};

beforeAll(async () => {
  server = await startServer();
  browser = await launchAuditBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Audits `path` `runs` times; the median of each figure, and every run's line printed. */
async function audit(name: string, path: string): Promise<Scores> {
  const all: Scores[] = [];
  for (let i = 0; i < runs; i += 1) {
    const scores = await browser.audit(`${server.url}${path}`);
    all.push(scores);
    console.log(
      `lighthouse ${name.padEnd(12)} performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores.bestPractices}; LCP ${scores.lcp} ms, TBT ${scores.tbt} ms, FCP ${scores.fcp} ms; ` +
        `host CPU benchmark ${scores.benchmarkIndex}` +
        (scores.failing.length ? `; not passing: ${scores.failing.join(', ')}` : ''),
    );
  }
  const pick = (key: Exclude<keyof Scores, 'failing'>) => median(all.map((s) => s[key]));
  const result: Scores = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    fcp: pick('fcp'),
    benchmarkIndex: pick('benchmarkIndex'),
    failing: [...new Set(all.flatMap((s) => s.failing))],
  };
  if (runs > 1)
    console.log(
      `lighthouse ${name.padEnd(12)} median of ${runs}: performance ${result.performance}, accessibility ` +
        `${result.accessibility}, best practices ${result.bestPractices}; LCP ${result.lcp} ms, TBT ${result.tbt} ms`,
    );
  return result;
}

function expectFast(scores: Scores, performanceFloor = PERFORMANCE_FLOOR) {
  expect(scores.performance, 'performance').toBeGreaterThanOrEqual(performanceFloor);
  expect(scores.accessibility, `accessibility (${scores.failing.join(', ')})`).toBe(ACCESSIBILITY);
  expect(scores.bestPractices, `best practices (${scores.failing.join(', ')})`).toBeGreaterThanOrEqual(
    BEST_PRACTICES_FLOOR,
  );
}

// The public pages first, before the profile holds a sign-in cookie.
describe('given the public pages on a phone', () => {
  it('when the sign-in page loads then it is fast', { retry: 1 }, async () => {
    expectFast(await audit('sign-in', '/auth/login'));
  });

  it('when the registration page loads then it is fast', { retry: 1 }, async () => {
    expectFast(await audit('registration', '/registration/'));
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
    expectFast(await audit('dashboard', '/'));
  });

  it('when the lead search results load then they are fast', { retry: 1 }, async () => {
    expectFast(await audit('lead search', found.leadSearch!));
  });

  it('when the lead page loads then it is fast', { retry: 1 }, async () => {
    expectFast(await audit('lead page', found.lead!));
  });
});
