// Graceful shutdown (src/http/shutdown.ts): on SIGTERM a process behind a load balancer answers its
// health check with 503 first, keeps serving while it drains, finishes the request in flight, puts its
// claimed job back in the queue at once, and only then stops listening.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutDown, SHUTTING_DOWN_MESSAGE } from '../src/http/shutdown';
import { enqueueJob } from '../src/jobs';
import { backends, bearer, DEMO, firstLeadOf, signIn, startTestServer, type TestServer } from './harness';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own; `body` may be sent in parts (the first now, the rest on `finish()`). */
function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  parts: string[] = [],
) {
  let finish!: () => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    const [first, ...rest] = parts;
    if (first !== undefined) req.write(first);
    finish = () => {
      for (const part of rest) req.write(part);
      req.end();
    };
    if (parts.length === 0) finish();
  });
  return { answer, finish: () => finish() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.each(backends)('given a server process told to stop on %s', (kind) => {
  let server: TestServer;
  let port: number;
  let agent: Awaited<ReturnType<typeof signIn>>;
  let leadId: number;
  let accountId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    agent = await signIn(server.app, ...DEMO.agent);
    accountId = (
      await server.database.db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', agent.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
    leadId = await firstLeadOf(server.database.db, accountId, agent.user_id);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
  }, 180_000);
  afterAll(async () => {
    // shutDown closed the app and its database; closing again only removes the test database.
    await server?.close().catch(() => undefined);
  });

  it('when SIGTERM comes then health says 503 at once, the request in flight finishes, the job is released, and the port closes', async () => {
    // A job this process holds: its handler runs until the runner aborts it.
    const queue = 'test_graceful_shutdown';
    server.app.jobs.register(
      queue,
      ({ signal }) =>
        new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
    );
    const jobId = await enqueueJob(server.database.db, { queue, accountId, payload: {} });
    const job = () =>
      server.database.db.selectFrom('job').selectAll().where('job_id', '=', String(jobId)).executeTakeFirstOrThrow();
    await until('the job to be claimed', async () => ((await job()).status === 'running' ? true : undefined));
    expect((await job()).locked_by).toBe(server.app.jobs.workerId);

    const before = await request(port, 'GET', '/api/health').answer;
    expect(before.status).toBe(200);

    // A save whose body is still on its way when the signal comes.
    const body = JSON.stringify({ contact_name: 'Saved while draining' });
    const save = request(
      port,
      'PUT',
      `/api/lead/${leadId}/`,
      { ...bearer(agent.access_token), 'content-type': 'application/json' },
      [body.slice(0, 10), body.slice(10)],
    );
    await sleep(100);

    const stopped = shutDown(server.app, { drainMs: 800 });

    const health = await request(port, 'GET', '/api/health').answer;
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toEqual({ success: false, message: SHUTTING_DOWN_MESSAGE });
    expect(health.headers.connection).toBe('close');

    // Still serving while the balancer takes it out; each answer closes its connection.
    const read = await request(port, 'GET', `/api/lead/${leadId}/`, bearer(agent.access_token)).answer;
    expect(read.status).toBe(200);
    expect(read.headers.connection).toBe('close');

    // The job is back in the queue, due now, the attempt not counted.
    const released = await until('the job to be released', async () => {
      const row = await job();
      return row.status === 'queued' ? row : undefined;
    });
    expect(released).toMatchObject({ locked_by: null, locked_until: null, attempts: 0 });
    expect(new Date(released.run_at).getTime()).toBeLessThanOrEqual(Date.now());

    // Past the drain the server closes, yet waits for the save in flight.
    await sleep(1_000);
    save.finish();
    const saved = await save.answer;
    expect(saved.status, saved.body).toBe(200);
    // The answer is the lead as read back after the save committed.
    expect(JSON.parse(saved.body)).toMatchObject({ success: true, contact_name: 'Saved while draining' });
    await stopped;
    await expect(request(port, 'GET', '/api/health').answer).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  }, 60_000);
});

// Issue 29, shutdown that cannot hang: a server started under a Node parent that exits right after
// SIGTERM — directly, or behind a wrapper that dies without passing the signal on, as npm did — is
// gone within its timeout instead of holding its port for good.
describe('given a server started under a Node parent that exits right after SIGTERM', () => {
  const serverDir = new URL('..', import.meta.url).pathname;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  /** Runs the parent (node -e): it prints the server's pid once the server runs, sends SIGTERM and exits. */
  async function serverPidAfterParentExits(viaWrapper: boolean, dataDir: string): Promise<number> {
    const server = [process.execPath, '--import', 'tsx', '--conditions=@meridian/source', 'src/main.ts'];
    // The wrapper starts the server and, told to stop, dies without passing the signal on.
    const wrapper = `const c = require('node:child_process').spawn(${JSON.stringify(server[0])}, ${JSON.stringify(server.slice(1))}, { stdio: 'inherit' });
      console.log('SERVER ' + c.pid); process.on('SIGTERM', () => process.exit(0));`;
    const parent = `const { spawn } = require('node:child_process');
      const child = ${viaWrapper ? `spawn(process.execPath, ['-e', ${JSON.stringify(wrapper)}], { stdio: ['ignore', 'pipe', 'pipe'] })` : `spawn(${JSON.stringify(server[0])}, ${JSON.stringify(server.slice(1))}, { stdio: ['ignore', 'pipe', 'pipe'] })`};
      let pid = ${viaWrapper ? 0 : 'child.pid'};
      child.stdout.on('data', (chunk) => {
        const text = String(chunk);
        const m = /SERVER (\\d+)/.exec(text); if (m) pid = Number(m[1]);
        if (text.includes('Meridian is running at')) { console.log('PID ' + pid); child.kill('SIGTERM'); process.exit(0); }
      });`;
    const { spawn } = await import('node:child_process');
    const run = spawn(process.execPath, ['-e', parent], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        SEED: 'none',
        SHUTDOWN_TIMEOUT_MS: '3000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    run.stdout.on('data', (chunk) => (out += chunk));
    await new Promise((resolve) => run.on('exit', resolve));
    const pid = Number(/PID (\d+)/.exec(out)?.[1]);
    expect(pid, out).toBeGreaterThan(0);
    return pid;
  }

  it.each([
    ['directly', false],
    ['behind a wrapper that does not pass SIGTERM on', true],
  ])(
    'when it was started %s then the server is gone within its timeout',
    async (_name, viaWrapper) => {
      const { mkdtemp, rm } = await import('node:fs/promises');
      const dataDir = await mkdtemp(`${(await import('node:os')).tmpdir()}/meridian-orphan-`);
      const pid = await serverPidAfterParentExits(viaWrapper, dataDir);
      try {
        // SHUTDOWN_TIMEOUT_MS is 3 s; the parent check runs every second.
        await until('the server to exit', async () => (alive(pid) ? undefined : true), 8_000);
      } finally {
        if (alive(pid)) process.kill(pid, 'SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
