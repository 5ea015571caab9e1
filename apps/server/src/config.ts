import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_ENVIRONMENT } from '@meridian/domain';

/** Where this package lives, whether run from src/ (tsx) or dist/ (node). */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');

export interface ServerConfig {
  port: number;
  /**
   * The address users reach this server at (PUBLIC_URL), without a trailing slash. Links sent to
   * people (invitations) are built from it, never from the request's Host header. Default
   * `http://localhost:<PORT>`, right for local development.
   */
  publicUrl: string;
  host: string;
  /** PGlite data folder, used when no DATABASE_URL is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** `demo` seeds demo data into an empty database; `none` skips it. */
  seed: 'demo' | 'none';
  /** Folders of the built apps; missing folders are simply not served. */
  portalDist: string;
  registrationDist: string;
  /** SERVE_SOURCE_MAPS=1 serves the built apps' `.map` files; by default they answer 404. */
  serveSourceMaps: boolean;
  logLevel: string;
  /** Seconds an access token lives; an older one answers 419. */
  accessTokenTtl: number;
  /**
   * The account whose users with `super_user` are platform staff: they list, open and deactivate accounts
   * (`POST account/search`, `POST account/`, `GET account/{id}/delete`). Unset: nobody is.
   */
  platformAccountId: number | undefined;
  /**
   * How the agency is reached, named in the registration messages ("contact us at the support phone",
   * "visit the sales site"): SUPPORT_PHONE and SALES_SITE_URL. Unset, the spec's words stay.
   */
  supportContact: { support_phone: string; sales_site_url: string };
  /**
   * The environment this server is (ENVIRONMENT; spec 01 §9: production is `PROD`). Any other value turns
   * on the orange "not a Production environment" banner for everyone (the `environment_warning_banner`
   * flag's own value; an account may still override it). Unset: `DEMO` when the demo data is seeded, since
   * a server holding invented people is never production, else `PROD`.
   */
  environment: string;
  /**
   * Milliseconds an Idempotency-Key claim without an answer is held (its request still running) before
   * another process may take it over: longer than any request runs.
   */
  idempotencyLockMs: number;
  /** Seconds a refresh token lives at most. */
  refreshTokenTtl: number;
  /** Seconds of inactivity after which a refresh family is refused (spec 01 §4: 18000). */
  idleTimeout: number;
  /** HMAC key for access tokens; when unset, one is generated once and kept in the database. */
  tokenSecret: string | undefined;
  /** Key of the SSNs at rest (AES-256-GCM, SHA-256 of this value); when unset, one is generated once and kept in the database. */
  ssnEncryptionKey: string | undefined;
  /** Sign-in attempts per IP per window, and failed attempts per username per window. */
  signInRate: { perIp: number; perUser: number; windowSeconds: number };
  /** The phone-dialer adapter: `local` records call requests; `failing` refuses every call. */
  phoneDialerProvider: 'local' | 'failing';
  /** The dialer provider's web host (quick links to it show only with the dialer on). */
  phoneDialerHost: string;
  /** Key shared with Target Leads for its single sign-on; derived from the token key when unset. */
  targetLeadsSsoSecret: string | undefined;
  /** Key shared with the single sign-on partners of `externalSSO/` (CMS check, Plan Explorer); derived when unset. */
  externalSsoSecret: string | undefined;
  /**
   * Partner addresses the CMS check may hand off to, besides the system CMS Check quick link
   * (CMS_CHECK_SSO_URLS, comma-separated). A user's or an account's own link never adds one.
   */
  cmsCheckSsoUrls: string[];
  /** Plan Explorer's hand-off address for accounts without their own (none: only those accounts have it). */
  planExplorerSsoUrl: string | undefined;
  /** Registrations per IP per hour (validateUrl calls: ten times as many). */
  registrationRatePerIp: number;
  /** Seconds an invitation link stays valid. */
  registrationLinkTtl: number;
  /** SMTP connection URL; when set, the outbox is sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** RUN_JOBS=0: this process serves requests but runs no background jobs (others do). */
  runJobs: boolean;
  /** Background jobs this process runs at once (JOB_CONCURRENCY, default 4). */
  jobConcurrency: number;
  /**
   * How long a claimed job stays held before another process may take it over (JOB_LEASE_MS, default
   * 60 s): the wait before a job whose process died runs again. Renewed every third of it while it runs.
   */
  jobLeaseMs: number;
  /**
   * Pause after each batch of a bulk Enhanced SOA send (BULK_SOA_BATCH_PAUSE_MS, default 0): paces a
   * large send for a mail provider's rate limit, and lets a test catch one in the middle.
   */
  bulkSoaBatchPauseMs: number;
  /**
   * A lead import's rows per transaction (LEAD_IMPORT_BATCH_ROWS, default 500) and its pause after
   * each (LEAD_IMPORT_BATCH_PAUSE_MS, default 0): the pause leaves the database to other requests on a
   * busy machine, and lets a test catch a run in the middle.
   */
  leadImportBatchRows: number;
  leadImportBatchPauseMs: number;
  /**
   * PostgreSQL only: the longest a statement may run, waiting for locks included (DB_STATEMENT_TIMEOUT_MS,
   * default 10 000; 0 turns it off), and the longest a request waits for a free pool connection
   * (DB_CONNECT_TIMEOUT_MS, default the statement limit, or 10 000). Past either the request answers 504
   * "The database took too long to answer…" instead of piling up behind a slow database. Migrations run
   * without the statement limit.
   */
  dbStatementTimeoutMs: number;
  dbConnectTimeoutMs: number;
  /**
   * On SIGTERM: how long the process keeps serving with `GET /api/health` answering 503, so a load
   * balancer's health checks take it out before it stops listening (SHUTDOWN_DRAIN_MS, default 0: a lone
   * process has no balancer to tell), and how long it then waits for requests in flight and its jobs
   * before it exits anyway (SHUTDOWN_TIMEOUT_MS, default 10 000).
   */
  shutdownDrainMs: number;
  shutdownTimeoutMs: number;
}

/** A whole number ≥ 0 from the environment (0 meaning "off" or "none"). */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

/** The dialer host of the demo (the local adapter has no web site of its own). */
export const DEFAULT_PHONE_DIALER_HOST = 'dialer.meridian.example';

function phoneDialerProvider(raw: string | undefined): ServerConfig['phoneDialerProvider'] {
  if (raw === undefined || raw === '' || raw === 'local') return 'local';
  if (raw === 'failing') return 'failing';
  throw new Error(`PHONE_DIALER_PROVIDER must be local or failing, got "${raw}"`);
}

/** An optional http(s) address from the environment. */
function webAddress(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} must be an http:// or https:// address, got "${raw}"`);
  return url.toString();
}

/** A comma-separated list of http(s) addresses from the environment. */
function webAddresses(env: NodeJS.ProcessEnv, name: string): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => webAddress({ [name]: part }, name)!);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  const dbStatementTimeoutMs = wholeNumber(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  }
  return {
    port,
    publicUrl: (webAddress(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(serverRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    portalDist: path.resolve(env.PORTAL_DIST ?? path.join(repoRoot, 'apps/portal/dist')),
    registrationDist: path.resolve(env.REGISTRATION_DIST ?? path.join(repoRoot, 'apps/registration/dist')),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    accessTokenTtl: positiveInt(env, 'ACCESS_TOKEN_TTL', 900),
    refreshTokenTtl: positiveInt(env, 'REFRESH_TOKEN_TTL', 86_400),
    platformAccountId: env.PLATFORM_ACCOUNT_ID ? positiveInt(env, 'PLATFORM_ACCOUNT_ID', 1) : undefined,
    supportContact: {
      support_phone: (env.SUPPORT_PHONE ?? '').trim(),
      sales_site_url: webAddress(env, 'SALES_SITE_URL') ?? '',
    },
    environment: env.ENVIRONMENT?.trim() || (env.SEED === 'none' ? PRODUCTION_ENVIRONMENT : 'DEMO'),
    idleTimeout: positiveInt(env, 'IDLE_TIMEOUT', 18_000),
    tokenSecret: env.TOKEN_SECRET || undefined,
    ssnEncryptionKey: env.SSN_ENCRYPTION_KEY || undefined,
    signInRate: {
      perIp: positiveInt(env, 'SIGN_IN_RATE_PER_IP', 30),
      perUser: positiveInt(env, 'SIGN_IN_RATE_PER_USER', 10),
      windowSeconds: positiveInt(env, 'SIGN_IN_RATE_WINDOW', 300),
    },
    phoneDialerProvider: phoneDialerProvider(env.PHONE_DIALER_PROVIDER),
    phoneDialerHost: env.PHONE_DIALER_HOST || DEFAULT_PHONE_DIALER_HOST,
    targetLeadsSsoSecret: env.TARGET_LEADS_SSO_SECRET || undefined,
    externalSsoSecret: env.EXTERNAL_SSO_SECRET || undefined,
    cmsCheckSsoUrls: webAddresses(env, 'CMS_CHECK_SSO_URLS'),
    planExplorerSsoUrl: webAddress(env, 'PLAN_EXPLORER_SSO_URL'),
    registrationRatePerIp: positiveInt(env, 'REGISTRATION_RATE_PER_IP', 10),
    registrationLinkTtl: positiveInt(env, 'REGISTRATION_LINK_TTL', 14 * 86_400),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Meridian <no-reply@meridian.example>',
    runJobs: env.RUN_JOBS !== '0',
    jobConcurrency: positiveInt(env, 'JOB_CONCURRENCY', 4),
    jobLeaseMs: positiveInt(env, 'JOB_LEASE_MS', 60_000),
    bulkSoaBatchPauseMs: env.BULK_SOA_BATCH_PAUSE_MS === '0' ? 0 : positiveInt(env, 'BULK_SOA_BATCH_PAUSE_MS', 0),
    leadImportBatchRows: positiveInt(env, 'LEAD_IMPORT_BATCH_ROWS', 500),
    leadImportBatchPauseMs:
      env.LEAD_IMPORT_BATCH_PAUSE_MS === '0' ? 0 : positiveInt(env, 'LEAD_IMPORT_BATCH_PAUSE_MS', 0),
    dbStatementTimeoutMs,
    dbConnectTimeoutMs: positiveInt(env, 'DB_CONNECT_TIMEOUT_MS', dbStatementTimeoutMs || 10_000),
    shutdownDrainMs: wholeNumber(env, 'SHUTDOWN_DRAIN_MS', 0),
    shutdownTimeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    idempotencyLockMs: positiveInt(env, 'IDEMPOTENCY_LOCK_MS', 30_000),
  };
}
