// Graceful shutdown of one server process among several behind a load balancer: stop being chosen,
// finish what was started, hand the jobs back, then go.
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
