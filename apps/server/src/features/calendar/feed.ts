// The agent's private calendar feed: `GET /api/public/calendar/{token}.ics`, an iCalendar feed of
// their appointments. The link's token is 256 random bits; only its sha256 (base64url) is stored,
// as SOA invites keep theirs. One live link per agent: making a new one revokes the old; a revoked
// or unknown token answers 404.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { CalendarFeed } from '@meridian/api';
import type { Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { withoutTenantGuard } from '../../db/tenant-guard';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { renderIcs } from './ics';
import { allItemsOf, toAppointment } from './repository';

interface Deps {
  db: Kysely<DB>;
  config: Pick<ServerConfig, 'publicUrl'>;
}

const MANAGE = 'calendar_manage' as const;

export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The caller's live feed link, if any. */
function liveFeed(db: Kysely<DB>, principal: Principal) {
  return tenant(db, principal)
    .selectFrom('calendar_feed')
    .select(['calendar_feed_id', 'created_at'])
    .where('user_id', '=', principal.user_id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Revokes the caller's live link (with an audit row); answers whether there was one. */
async function revoke(trx: Kysely<DB>, principal: Principal) {
  const revoked = await tenant(trx, principal)
    .updateTable('calendar_feed')
    .set({ revoked_at: sql<Date>`now()` })
    .where('user_id', '=', principal.user_id)
    .where('revoked_at', 'is', null)
    .returning('calendar_feed_id')
    .executeTakeFirst();
  if (revoked)
    await writeAdminAudit(trx, principal, {
      entity: 'calendar_feed',
      entity_id: revoked.calendar_feed_id,
      action: 'revoke',
    });
}

export async function calendarFeedRoutes(app: FastifyInstance, { db, config }: Deps) {
  // Only the owner reads, makes or revokes their own link (another user's id answers 404).
  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/calendarFeed',
    ids: ['id'],
    ownUser: 'id',
    permission: MANAGE,
    handler: async ({ principal }): Promise<CalendarFeed> => {
      const feed = await liveFeed(db, principal);
      return { success: true, active: feed !== undefined, created_at: feed ? feed.created_at.toISOString() : null };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/calendarFeed',
    ids: ['id'],
    ownUser: 'id',
    permission: MANAGE,
    handler: async ({ principal }): Promise<CalendarFeed> => {
      const token = randomBytes(32).toString('base64url');
      const created = await db.transaction().execute(async (trx) => {
        await revoke(trx, principal);
        const row = await tenant(trx, principal)
          .insertInto('calendar_feed', { user_id: principal.user_id, token_hash: feedTokenHash(token) })
          .returning(['calendar_feed_id', 'created_at'])
          .executeTakeFirstOrThrow();
        await writeAdminAudit(trx, principal, {
          entity: 'calendar_feed',
          entity_id: row.calendar_feed_id,
          action: 'create',
        });
        return row;
      });
      return {
        success: true,
        active: true,
        created_at: created.created_at.toISOString(),
        feed_url: `${config.publicUrl}/api/public/calendar/${token}.ics`,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/calendarFeed/delete',
    ids: ['id'],
    ownUser: 'id',
    permission: MANAGE,
    handler: async ({ principal }): Promise<CalendarFeed> => {
      await db.transaction().execute((trx) => revoke(trx, principal));
      return { success: true, active: false, created_at: null };
    },
  });
}

/** The public feed: the token is the only credential (a calendar app cannot sign in). */
export async function publicCalendarFeedRoutes(app: FastifyInstance, { db, config }: Deps) {
  app.get<{ Params: { file: string } }>('/api/public/calendar/:file', async (request, reply) => {
    const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file);
    if (!match) throw notFound();
    const feed = await withoutTenantGuard('a feed token is looked up before its account is known', () =>
      db
        .selectFrom('calendar_feed as f')
        .innerJoin('app_user as u', (j) =>
          j.onRef('u.account_id', '=', 'f.account_id').onRef('u.user_id', '=', 'f.user_id'),
        )
        .select(['f.account_id', 'f.user_id', 'u.fname', 'u.lname', 'u.active'])
        .where('f.token_hash', '=', feedTokenHash(match[1]!))
        .where('f.revoked_at', 'is', null)
        .executeTakeFirst(),
    );
    if (!feed || feed.active !== '1') throw notFound();
    const rows = await allItemsOf(db, feed, feed.user_id);
    const body = renderIcs({
      name: `${feed.fname} ${feed.lname} — Meridian`,
      host: new URL(config.publicUrl).host,
      now: new Date(),
      appointments: rows.map(toAppointment),
    });
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .send(body);
  });
}
