// Graceful shutdown of one server process among several behind a load balancer: stop being chosen,
// finish what was started, hand the jobs back, then go.
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';

/** What `GET /api/health` answers (503) while the process drains. */
export const SHUTTING_DOWN_MESSAGE = 'This server is shutting down.';

export interface ShutdownOptions {
  /**
   * How long the process keeps serving with its health check answering 503 before it stops listening:
   * long enough for the load balancer's checks to take it out (HAProxy: `fall` × `inter`), so no new
   * request is sent to a closed port. 0 for a process alone.
   */
  drainMs: number;
}

/**
 * Drains and closes the app:
 * 1. `lifecycle.draining`: the health check answers 503 and every answer closes its connection;
 * 2. the job runner stops claiming, aborts its handlers and puts the jobs it held back in the queue,
 *    due now, so another process takes them at once instead of after the lease;
 * 3. after `drainMs` the server stops listening and waits for the requests in flight (idle keep-alive
 *    connections are closed), then the database closes (`app.close()`).
 * The caller bounds the whole with a timer of its own (main.ts: SHUTDOWN_TIMEOUT_MS).
 */
export async function shutDown(app: FastifyInstance, { drainMs }: ShutdownOptions): Promise<void> {
  app.lifecycle.draining = true;
  app.log.info({ drainMs }, 'shutting down: draining');
  const jobsStopped = app.jobs.stop();
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  await jobsStopped;
  await app.close();
  app.log.info('shut down');
}

/**
 * Makes the exit unconditional (issue 29): a thread of its own ends the process with SIGKILL after
 * `ms`, whatever the main thread is doing — even blocked in a write to a pipe no one reads, where the
 * main thread's own timer would never fire. The thread does not keep the process alive.
 */
export function startExitWatchdog(ms: number): void {
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
     setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`,
    { eval: true, workerData: { pid: process.pid, ms } },
  );
  worker.unref();
}

/**
 * Calls `onOrphaned` once the process that started this one has gone (its parent id changes): a server
 * started by `npm start`, `pnpm dev` or the cluster script under a parent that exited — and whose
 * SIGTERM the package manager never passed on — stops instead of holding its port for good. Off for a
 * process started by init or a container (parent 1), and with EXIT_WITH_PARENT=0 (a server started with
 * `nohup … &` from a shell that then closes).
 */
export function watchParent(onOrphaned: () => void, { intervalMs = 1_000, enabled = true } = {}): void {
  const parent = process.ppid;
  if (!enabled || parent <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
}
