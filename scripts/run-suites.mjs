// Runs every suite of `npm test` in turn and prints the total over all of them.
// The last line is `N passed, N failed` (`, N skipped` when any), and the exit code is 1 if anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const resultsDir = path.resolve('.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
const durations = new Map();

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`(${command} ${args.slice(0, 4).join(' ')}: ${Math.round((Date.now() - started) / 1000)} s)`);
  return result.status === 0;
}

/** A check that is one test: it passes when the command exits 0. */
function check(suite, name, command, args) {
  const ok = run(command, args);
  return { suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, detail: name };
}

/**
 * Checks that are one test each, run `width` at a time (tsc and ESLint use one core each): each
 * one's output is printed whole when it ends, so the log reads as if they ran in turn.
 */
async function checksInParallel(suite, checks, width = Math.max(1, availableParallelism())) {
  const results = [];
  const queue = [...checks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, command, args] = next;
      const started = Date.now();
      const { code, output } = await new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ code, output }));
      });
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n$ ${command} ${args.join(' ')}\n${output}(${name}: ${seconds} s)`);
      results.push({ suite, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, detail: name });
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, checks.length) }, worker));
  return results;
}

/** A Vitest project run: counts come from its JSON report; a run that wrote none failed. */
function vitest(suite, projects, env = {}, extraArgs = []) {
  const output = path.join(resultsDir, `${suite}.json`);
  const ok = run(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...extraArgs,
    ],
    env,
  );
  if (!existsSync(output)) return { suite, passed: 0, failed: 1, skipped: 0, detail: 'no report written' };
  const json = JSON.parse(readFileSync(output, 'utf8'));
  const counts = {
    suite,
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
    detail: `${json.numTotalTestSuites} files`,
  };
  // A run that exits non-zero without a failed test (a crash, a suite that failed to load,
  // a coverage threshold) still counts as one failure.
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (counts.passed + counts.failed === 0) counts.failed = 1;
  return counts;
}

// Vitest runs cores − 1 workers by default: one on a 2-core machine. The jsdom and server suites
// are CPU-bound, file-isolated and measured faster with one worker per core (unit 332 → 236 s,
// server 214 → 143 s on 2 cores).
const workers = [`--maxWorkers=${Math.max(2, availableParallelism())}`];

const packages = [
  'packages/domain',
  'packages/api',
  'packages/ui',
  'apps/server',
  'apps/portal',
  'apps/registration',
  'e2e',
];

const suites = {
  // The seven tsc runs and the two linters are independent: two at a time on two cores.
  typecheck: () =>
    checksInParallel(
      'typecheck',
      packages.map((dir) => [dir, 'pnpm', ['exec', 'tsc', '-p', `${dir}/tsconfig.json`]]),
    ),
  lint: () =>
    checksInParallel('lint', [
      ['eslint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings=0']],
      ['prettier', 'pnpm', ['exec', 'prettier', '--check', '.']],
    ]),
  unit: () => [vitest('unit', ['api', 'ui', 'portal', 'registration'], {}, workers)],
  domain: () => [
    vitest('domain', ['domain'], {}, [
      '--coverage.enabled',
      '--coverage.provider=v8',
      '--coverage.include=packages/domain/src/**/*.ts',
      '--coverage.exclude=**/*.test.ts',
      '--coverage.thresholds.100',
      '--coverage.reportsDirectory=coverage/domain',
    ]),
  ],
  stories: () => [vitest('stories', ['storybook'])],
  server: () => [vitest('server', ['server'], {}, workers)],
  build: () => [
    check('build', 'pnpm -r build', 'pnpm', ['-r', '--workspace-concurrency=1', '--reporter=append-only', 'build']),
    check('build', 'storybook build', 'pnpm', ['--filter', '@meridian/ui', 'build-storybook']),
  ],
  consumer: () => [vitest('consumer', ['consumer'])],
  e2e: () => [vitest('e2e', ['e2e'], { E2E_SKIP_BUILD: '1' })],
  // Lighthouse's mobile audits of five pages of the built product: one run a page, one retry on failure.
  lighthouse: () => [vitest('lighthouse', ['lighthouse'])],
};

for (const [name, runSuite] of Object.entries(suites)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  const results = await runSuite();
  durations.set(name, Math.round((Date.now() - started) / 1000));
  for (const result of results) {
    report.push(result);
    totals.passed += result.passed;
    totals.failed += result.failed;
    totals.skipped += result.skipped;
  }
}

console.log('\nSuite results:');
const bySuite = new Map();
for (const r of report) {
  const t = bySuite.get(r.suite) ?? { passed: 0, failed: 0, skipped: 0 };
  t.passed += r.passed;
  t.failed += r.failed;
  t.skipped += r.skipped;
  bySuite.set(r.suite, t);
}
for (const [suite, t] of bySuite) {
  console.log(
    `  ${suite.padEnd(10)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''} (${durations.get(suite)} s)`,
  );
}
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
