import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serverRoot, type ServerConfig } from './config';
import type { Database } from './db/database';
import { renderSignInPage } from './auth/sign-in-page';
import { securityHeaders } from './http/security';

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** Set false in tests that do not want request logs. */
  logger?: boolean;
}

/** Builds the HTTP application: API, sign-in page, and the two built apps. */
export async function buildApp({ config, database, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // Never log credentials, tokens or query strings (they may carry personal data).
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          serializers: {
            req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0] }),
          },
        }
      : false,
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  app.addHook('onSend', securityHeaders);

  app.get('/api/health', async () => {
    await database.db.selectFrom('account').select('account_id').limit(1).execute();
    return { status: 'ok' as const, db: database.kind };
  });

  app.get('/auth/login', async (request, reply) => {
    const { referrer } = request.query as { referrer?: string };
    return reply.type('text/html; charset=utf-8').send(renderSignInPage({ referrer }));
  });

  await app.register(fastifyStatic, {
    root: path.join(serverRoot, 'public/auth'),
    prefix: '/auth/assets/',
    decorateReply: true,
  });
  const portalIndex = serveApp(app, config.portalDist, '/');
  const registrationIndex = serveApp(app, config.registrationDist, '/registration/');

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isFile = /\/assets\/|\.[a-z0-9]+$/i.test(pathname);
    if (request.method !== 'GET' || isFile || pathname.startsWith('/api/') || pathname.startsWith('/auth/')) {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    // Client-side routes: each app answers its own deep links with its index page.
    if (pathname === '/registration' || pathname.startsWith('/registration/')) {
      return registrationIndex ? reply.sendFile('index.html', registrationIndex) : reply.code(404).send('Not built');
    }
    return portalIndex ? reply.sendFile('index.html', portalIndex) : reply.code(404).send('Not built');
  });

  app.addHook('onClose', async () => {
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
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index pages must always be revalidated.
      res.setHeader('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return dist;
}
