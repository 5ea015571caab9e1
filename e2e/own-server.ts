import { rm } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type StartedServer } from './global-setup';

export interface OwnServer {
  /** The running server (a new one after `restart`, on the same address). */
  readonly current: StartedServer;
  readonly url: string;
  /** Kills it at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same data folder and port (after `kill` or `stop`). */
  restart(): Promise<void>;
  /** Stops it (SIGTERM), keeping its data folder for the test to read. */
  stop(): Promise<void>;
}

/**
 * A server of the test file's own, with `env` (small batches, short job leases…): started before the
 * file's tests on a data folder that outlives a kill, so a test can crash it and start it again on the
 * same data and port while a page keeps polling; stopped and its folder removed after the file.
 */
export function useOwnServer(env: NodeJS.ProcessEnv): OwnServer {
  let server: StartedServer | undefined;
  const running = () => {
    if (!server) throw new Error('the server has not started (use it inside a test)');
    return server;
  };
  beforeAll(async () => {
    server = await startServer(env, { keepData: true });
  }, 120_000);
  afterAll(async () => {
    if (!server) return;
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  });
  return {
    get current() {
      return running();
    },
    get url() {
      return running().url;
    },
    kill: () => running().kill(),
    stop: () => running().stop(),
    restart: async () => {
      const { url, dataDir } = running();
      server = await startServer({ ...env, PORT: new URL(url).port }, { dataDir, keepData: true });
    },
  };
}
