import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where this package lives, whether run from src/ (tsx) or dist/ (node). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** `demo` seeds demo data into an empty database; `none` skips it. */
  seed: 'demo' | 'none';
  /** Folders of the built apps; missing folders are simply not served. */
  portalDist: string;
  registrationDist: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(serverRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist')),
    registrationDist: path.resolve(env.REGISTRATION_DIST ?? path.join(repoRoot, 'apps/registration/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
