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
