import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ConversationLog } from '@meridian/api';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../http/errors';
import { visibleLead } from '../leads';
import { readConversationLog } from './repository';

/**
 * `GET lead/{lead_id}/conversationLog/` (spec 02 §1 "conversation log"; path ours): the lead's time
 * line, for whoever may see the lead (its agent, or lead_view_assigned in the account); anyone else,
 * and a lead of another account, gets 404.
 */
export async function conversationLogRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:lead_id/conversationLog/',
    ids: ['lead_id'],
    handler: async ({ principal, ids }): Promise<ConversationLog> => {
      if (!(await visibleLead(db, principal, ids.lead_id))) throw notFound();
      return readConversationLog(db, principal, ids.lead_id);
    },
  });
}
