import { createServer, type AddressInfo } from 'node:net';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** A TCP port free on 127.0.0.1 right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartedServer {
  url: string;
  /** The server's PGlite data folder. */
  dataDir: string;
  /** Stops it (SIGTERM) and removes its data folder, unless `keepData` was asked for. */
  stop(): Promise<void>;
  /** Kills it at once (SIGKILL), as a crash would; its data folder stays. */
  kill(): Promise<void>;
}

export interface StartServerOptions {
  /** Opens this data folder (another server's, after it stopped) instead of a fresh one. */
  dataDir?: string;
  /** `stop()` leaves the data folder (a test reads it, or starts a server on it again). */
  keepData?: boolean;
}

/** Starts the built server on a free port (or env.PORT) with a fresh data folder; resolves its URL. */
export async function startServer(
  env: NodeJS.ProcessEnv = {},
  options: StartServerOptions = {},
): Promise<StartedServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'meridian-e2e-')));
  // SERVER_ENTRY lets a developer test a build made elsewhere (e.g. beside a parallel build).
  const entry = process.env.SERVER_ENTRY ?? path.join(repoRoot, 'apps/server/dist/main.js');
  // A free port chosen here, so the server's PUBLIC_URL (the links it sends, e.g. an SOA's signing
  // page) names the address it really listens on; with PORT 0 it would say http://localhost:0.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Browser tests sign in many times from one address.
      SIGN_IN_RATE_PER_IP: '10000',
      REGISTRATION_RATE_PER_IP: '10000',
      // How the agency is reached, as a deployment configures it (the registration messages name them).
      SUPPORT_PHONE: '8005550134',
      SALES_SITE_URL: 'https://meridian.example/sales',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
  };
  return {
    url,
    dataDir,
    stop: async () => {
      await end('SIGTERM');
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
  };
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Without Vitest's NODE_ENV=test: under it Vite builds React's development bundle (1.2 MB of
    // react-dom in the entry chunk), which the Lighthouse suite, run next, would then measure.
    const { NODE_ENV: _vitestEnv, ...env } = process.env;
    const build = spawnSync('pnpm', ['-r', '--workspace-concurrency=1', 'build'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env,
    });
    if (build.status !== 0) throw new Error('pnpm build failed');
  }
  const server = await startServer();
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
  };
}
