import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  LeadDispositionCreateStruct,
  type LeadDispositionCreateAnswer,
  type LeadDispositionEntry,
} from '@meridian/api';
import { DISPOSITION_MESSAGES, validateDispositionRecord } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { visibleLead } from '../leads';
import { listLeadDispositions, recordLeadDisposition } from './repository';

/** A refusal naming its fields the way the lead calls do: `result.{field}: [{ MESSAGE }]`. */
const refuse = (fields: Partial<Record<string, string>>) => {
  const entries = Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined);
  return new HttpError(
    400,
    entries.map(([, message]) => message).join(' '),
    Object.fromEntries(entries.map(([field, message]) => [field, [{ MESSAGE: message }]])),
  );
};

/**
 * A lead's dispositions (spec 02 §1, §3.1; paths are not in the spec, apps/server/README.md lists
 * them). Scoped like the lead itself: another account's lead, or another agent's without
 * lead_view_assigned, answers 404.
 */
export async function dispositionRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const reachable = async (principal: Principal, leadId: number) => {
    if (!(await visibleLead(db, principal, leadId))) throw notFound();
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:lead_id/disposition/',
    ids: ['lead_id'],
    handler: async ({ principal, ids }): Promise<LeadDispositionEntry[]> => {
      await reachable(principal, ids.lead_id);
      return listLeadDispositions(db, principal, ids.lead_id);
    },
  });

  /** Records a disposition (the domain's checks, then one transaction); answers it as listed (201). */
  defineRoute(app, {
    method: 'POST',
    url: '/api/lead/:lead_id/disposition/',
    ids: ['lead_id'],
    body: LeadDispositionCreateStruct,
    handler: async ({ principal, ids, body, reply }): Promise<LeadDispositionCreateAnswer> => {
      await reachable(principal, ids.lead_id);
      const problems = validateDispositionRecord(body);
      if (Object.keys(problems).length > 0) throw refuse(problems);
      const note = body.dispo_log?.trim() || null;
      const recorded = await recordLeadDisposition(db, principal, ids.lead_id, body.dispo_id, note);
      if (!recorded) throw refuse({ dispo_id: DISPOSITION_MESSAGES.dispoUnknown });
      void reply.code(201);
      return { success: true, ...recorded };
    },
  });
}
