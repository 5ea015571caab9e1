import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { sql } from 'kysely';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serverRoot, type ServerConfig } from './config';
import type { Database } from './db/database';
import { authenticator } from './auth/principal';
import { AuthService } from './auth/service';
import { loadSigningKey, TokenSigner } from './auth/tokens';
import { compressJson } from './http/compress';
import { idempotencyGuard, idempotencyRelease, idempotencyStore } from './http/idempotency';
import { errorHandler, frameworkErrorHandler, HttpError, noSuchCall } from './http/errors';
import { SHUTTING_DOWN_MESSAGE } from './http/shutdown';
import { guardInput } from './http/input-guard';
import { limitJsonDepth } from './http/json-body';
import { clientErrorHandler, securityHeaders } from './http/security';
import { refuseSourceMaps } from './http/source-maps';
import type { FeatureContext, ServerFeature } from './feature';
import { SERVER_FEATURES } from './registry';
import { loadSsnKey, SsnCipher } from './db/ssn-cipher';
import { emailJobHandler } from './email/dispatcher';
import { EMAIL_QUEUE } from './email/outbox';
import { createJobRunner, type JobRunner } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The process's one job runner (src/jobs): a feature registers its queue's handler from its own
     * folder (`app.jobs.register(queue, handler)`) and enqueues with `enqueueJob`.
     */
    jobs: JobRunner;
    /**
     * `draining` is set when the process is told to stop (src/http/shutdown.ts): `GET /api/health` answers
     * 503 so a load balancer takes the process out, while requests still arriving are served, each answer
     * closing its connection.
     */
    lifecycle: { draining: boolean };
  }
}

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** Set false in tests that do not want request logs. */
  logger?: boolean;
  /** Where logs go (stdout by default); tests use it to read what was logged. */
  logStream?: NodeJS.WritableStream;
  /** The features to register (src/registry.ts by default); a test may add one of its own. */
  features?: readonly ServerFeature[];
}

/** How long `GET /api/health` waits for the database before it calls it busy rather than down. */
const HEALTH_WAIT_MS = 1_000;

/** Builds the HTTP application: API, sign-in page, and the two built apps. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  features = SERVER_FEATURES,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          ...(logStream ? { stream: logStream } : {}),
          // Never log credentials, tokens or query strings (they may carry personal data).
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: {
            req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0] }),
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    // The spec writes some paths with a trailing slash and some without; both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    // On shutdown, idle keep-alive connections (open browser tabs, a proxy's pool) must not hold the
    // process; requests in flight finish (src/http/shutdown.ts).
    forceCloseConnections: 'idle',
    // A request that still arrives while the server closes is served (the database closes after the
    // server), rather than refused with a 503 the client would have to retry.
    return503OnClosing: false,
    trustProxy: process.env.TRUST_PROXY === '1',
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  app.addHook('onSend', securityHeaders);
  app.decorate('lifecycle', { draining: false });
  app.addHook('onSend', async (_request, reply) => {
    // While draining, every answer closes its connection, so no client or proxy keeps one open to a process on its way out.
    if (app.lifecycle.draining) reply.header('Connection', 'close');
  });
  app.addHook('onSend', compressJson);
  app.setErrorHandler(errorHandler);
  limitJsonDepth(app);
  app.addHook('preValidation', guardInput);
  if (!config.serveSourceMaps) app.addHook('onRequest', refuseSourceMaps);

  const { db } = database;
  const signingKey = await loadSigningKey(db, config.tokenSecret);
  const signer = new TokenSigner(signingKey);
  const ssnCipher = new SsnCipher(await loadSsnKey(db, config.ssnEncryptionKey));
  const auth = new AuthService(db, signer, config);
  const jobs = createJobRunner(db, {
    concurrency: config.jobConcurrency,
    leaseMs: config.jobLeaseMs,
    log: app.log,
  });
  app.decorate('jobs', jobs);
  // The email outbox is one of the runner's queues; without SMTP its jobs wait for a process that has it.
  const mailer = config.smtpUrl ? emailJobHandler(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }) : undefined;
  if (mailer) jobs.register(EMAIL_QUEUE, mailer.handler);
  const context: FeatureContext = { db, database, config, jobs, signingKey, signer, auth, ssnCipher, features };
  for (const feature of features) await feature.setup?.(context);

  app.get('/api/health', async (_request, reply) => {
    if (app.lifecycle.draining) {
      reply.header('Retry-After', '5');
      throw new HttpError(503, SHUTTING_DOWN_MESSAGE);
    }
    // A database that cannot be reached answers 503 (the error handler); one that is only busy (every
    // pool connection held by slow statements) is not a reason to take this process out: another has
    // the same database.
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`SELECT 1`.execute(database.db),
        new Promise((resolve) => {
          timer = setTimeout(resolve, HEALTH_WAIT_MS);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const, db: database.kind };
  });

  for (const feature of features) await feature.publicRoutes?.(app, context);

  // Everything else under /api needs a valid access token.
  await app.register(async (api) => {
    api.addHook('preHandler', authenticator(database, signer));
    // After authentication: a creating call's Idempotency-Key is per user (http/idempotency.ts).
    api.addHook('preHandler', idempotencyGuard(db, { lockMs: config.idempotencyLockMs }));
    api.addHook('preSerialization', idempotencyStore(db));
    api.addHook('onResponse', idempotencyRelease(db));
    for (const feature of features) await feature.routes?.(api, context);
  });

  await app.register(fastifyStatic, {
    root: path.join(serverRoot, 'public/auth'),
    prefix: '/auth/assets/',
    decorateReply: true,
  });
  // Co-brand logos of the demo accounts (accounts may also point at https URLs).
  await app.register(fastifyStatic, {
    root: path.join(serverRoot, 'public/cobrand'),
    prefix: '/cobrand/',
    decorateReply: false,
  });
  const portalIndex = serveApp(app, config.portalDist, '/');
  const registrationIndex = serveApp(app, config.registrationDist, '/registration/');

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isFile = /\/assets\/|\.[a-z0-9]+$/i.test(pathname);
    if (pathname.startsWith('/api/') || pathname.startsWith('/auth/')) {
      // A call no route answers says so, unlike a record that is not found (or not the caller's).
      return reply.code(404).send({ success: false, message: noSuchCall(request.method, pathname) });
    }
    if (request.method !== 'GET' || isFile) return reply.code(404).send({ success: false, message: 'Not found' });
    // Client-side routes: each app answers its own deep links with its index page.
    // The public app answers its two pages: self-registration and the client's self-service page.
    if (['/registration', '/client'].some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      return registrationIndex ? reply.sendFile('index.html', registrationIndex) : reply.code(404).send('Not built');
    }
    return portalIndex ? reply.sendFile('index.html', portalIndex) : reply.code(404).send('Not built');
  });

  // Jobs start once every feature has registered its queue, and stop (their jobs released) before the database closes.
  app.addHook('onReady', async () => {
    if (config.runJobs) jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer?.close();
    await database.close();
  });

  return app;
}

/** Serves a built Vite app under `prefix`. Returns its folder, or undefined when it is not built. */
function serveApp(app: FastifyInstance, dist: string, prefix: string): string | undefined {
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.log.warn({ dist }, 'app not built; run pnpm build');
    return undefined;
  }
  void app.register(fastifyStatic, {
    root: dist,
    prefix,
    decorateReply: false,
    index: 'index.html',
    wildcard: true,
    // The build's manifest (.vite/manifest.json, read by the bundle budget test) is not served.
    dotfiles: 'ignore',
    // The build writes a Brotli and a gzip copy of each script and style sheet (scripts/vite-precompress.ts):
    // sent to browsers that accept them, a third of the bytes or less on a phone's network.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index pages must always be revalidated.
      res.setHeader(
        'Cache-Control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return dist;
}
