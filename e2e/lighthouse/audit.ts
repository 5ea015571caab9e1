import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../chromium';

/**
 * Lighthouse 12 (the newest that runs on Node 20) with its default config: the mobile preset (a
 * mid-range phone's screen, simulated slow 4G and a 4× slower CPU). It audits pages of one Chromium
 * that it reaches through the DevTools port; the same browser's default profile holds the sign-in
 * cookie, which Lighthouse keeps (it clears caches and service workers between runs, not cookies).
 */
export interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint and Total Blocking Time, in ms (simulated on the mobile preset). */
  lcp: number;
  tbt: number;
  fcp: number;
  /**
   * Lighthouse's main-thread work (mainthread-work-breakdown: every main-thread task of the load,
   * observed here and multiplied by the preset's 4× CPU slowdown), in ms. Unlike TBT it grows in
   * proportion to the host's slowness, so a ratio of two pages' figures cancels the host out.
   */
  mainThread: number;
  /**
   * The same tasks' CPU time (the trace's thread durations), in ms, not multiplied: the time the page's
   * main thread really ran. A busy host stretches wall time (the renderer waits for a core) far more
   * than it stretches CPU time, so this is the figure the check compares with the baseline page's.
   */
  mainThreadCpu: number;
  /**
   * Lighthouse's measure of the host's CPU speed during the run (higher is faster; about 1000+ on a
   * quiet desktop). The mobile preset slows the observed CPU work 4× on top of the host's own speed,
   * so a busy host reads as a slower phone.
   */
  benchmarkIndex: number;
  /** Audits of the accessibility and best-practices categories that did not pass, by id. */
  failing: string[];
}

export interface AuditBrowser {
  /** Signs in through the real sign-in page, in the profile Lighthouse audits with, and reads the Important Notice. */
  signIn(baseUrl: string, user: { username: string; password: string; name: string }): Promise<void>;
  /** Runs one page through a tab of its own that playwright-core drives (to find links, etc.). */
  withPage<T>(run: (page: Page) => Promise<T>): Promise<T>;
  audit(url: string): Promise<Scores>;
  close(): Promise<void>;
}

/**
 * The flags chrome-launcher (Lighthouse's own launcher) adds to the toolchain's: no background
 * tracing (it leaves Lighthouse's trace without its navigation start, NO_NAVSTART), and no throttling
 * of a tab Chromium thinks is hidden.
 */
const LIGHTHOUSE_ARGS = [
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--disable-hang-monitor',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
];

/** A run Lighthouse could not measure (a trace without its navigation, a page that hung) is run again, this often. */
const MEASURE_ATTEMPTS = 3;

/** A trace event with the thread timestamps Chromium records beside the wall-clock ones (µs). */
type TimedEvent = { tts?: number; tdur?: number };

/** The CPU time of the audited page's top-level main-thread tasks in Lighthouse's trace, in ms. */
function mainThreadCpu(trace: Parameters<typeof TraceProcessor.processTrace>[0]): number {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  let micros = 0;
  for (const task of tasks) {
    if (task.parent) continue;
    const start = task.event as TimedEvent;
    const end = task.endEvent as TimedEvent | undefined;
    const tdur = start.tdur ?? (end?.tts !== undefined && start.tts !== undefined ? end.tts - start.tts : undefined);
    // Without thread times there is nothing host-independent to judge: say so rather than guess.
    if (tdur === undefined) throw new Error('Lighthouse trace without thread times (tdur): cannot measure CPU time');
    micros += tdur;
  }
  return Math.round(micros / 1000);
}

/** Launches Debian's Chromium with a DevTools port and a throw-away profile. */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'meridian-lighthouse-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [...chromiumArgs, ...LIGHTHOUSE_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });

  // playwright-core connects only while it drives a tab: Lighthouse then has the browser to itself.
  const withPage = async <T>(run: (page: Page) => Promise<T>): Promise<T> => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      try {
        return await run(page);
      } finally {
        await page.close();
      }
    } finally {
      await browser.close();
    }
  };

  return {
    withPage,
    signIn: (baseUrl, user) =>
      withPage(async (page) => {
        await page.goto(`${baseUrl}/auth/login`);
        await page.getByLabel('Username').fill(user.username);
        await page.getByLabel('Password').fill(user.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.getByRole('banner', { includeHidden: true }).getByText(user.name).waitFor();
        // The demo seed leaves an Important Notice unread for every user: it pops up over each page
        // until read. Read once here, as the user would on their first visit, so the audits measure
        // the pages rather than that pop-up.
        const notice = page.getByRole('dialog', { name: 'Important Notice' });
        const popsUp = () =>
          notice.waitFor({ timeout: 5000 }).then(
            () => true,
            () => false,
          );
        for (let read = 0; read < 5 && (await popsUp()); read += 1) {
          await notice.getByRole('button', { name: 'Close' }).first().click();
          await notice.waitFor({ state: 'detached' });
        }
      }),
    async audit(url) {
      let lhr: Result | undefined;
      let cpu = 0;
      for (let attempt = 1; !lhr; attempt += 1) {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          ...(process.env.LIGHTHOUSE_ARTIFACTS ? { gatherMode: process.env.LIGHTHOUSE_ARTIFACTS } : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const error = result.lhr.runtimeError;
        if (!error) {
          lhr = result.lhr;
          cpu = mainThreadCpu(result.artifacts.Trace);
        } else if (attempt >= MEASURE_ATTEMPTS) throw new Error(`Lighthouse: ${error.code} ${error.message}`);
        else console.log(`lighthouse could not measure ${url} (${error.code}); measuring again`);
      }
      // LIGHTHOUSE_REPORTS=<folder> keeps each run's full report (open it in Chrome's Lighthouse viewer).
      const folder = process.env.LIGHTHOUSE_REPORTS;
      if (folder) {
        const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
        await writeFile(path.join(folder, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      const failing = ['accessibility', 'best-practices'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
      );
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        fcp: ms('first-contentful-paint'),
        mainThread: ms('mainthread-work-breakdown'),
        mainThreadCpu: cpu,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        failing,
      };
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
    },
  };
}
