import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  CONVERSATION_NOTE_MAX_LENGTH,
  ConversationNoteCreateStruct,
  SearchBodyStruct,
  type ConversationNote,
  type ConversationNoteCreateAnswer,
  type LeadType,
  type Partner,
  type TrackingCode,
} from '@meridian/api';
import { PARTNER_LIST_CONTEXTS, type PartnerListContext } from '@meridian/domain';
import type { DB } from '../../schema';
import { hasVisibleContent, sanitizeRichText } from '../../html/sanitize';
import { defineRoute } from '../../http/define-route';
import { forbidden, HttpError, notFound } from '../../http/errors';
import {
  addNote,
  listLeadTypes,
  listNotes,
  listPartners,
  listTrackingCodes,
  searchCampaignSegments,
  searchCampaigns,
  searchLeadVendors,
  searchProductTypes,
  searchTags,
} from './repository';
import { visibleLead } from '../leads';

/** The message of a note with nothing left to show once sanitized. */
export const EMPTY_NOTE_MESSAGE = 'The note is empty.';

const isPartnerListContext = (value: string): value is PartnerListContext =>
  (PARTNER_LIST_CONTEXTS as readonly string[]).includes(value);

/**
 * The lead forms' lookups (spec 02 §3.3, §7.1) and a lead's conversation notes. Lookups are the
 * caller's account's rows (lead types and product types are product-wide); searches take the
 * generic search body.
 */
export async function originationRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/LeadVendor/search',
    body: SearchBodyStruct,
    handler: ({ principal, body }) => searchLeadVendors(db, principal, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/types',
    handler: (): Promise<LeadType[]> => listLeadTypes(db),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/campaign/search/',
    body: SearchBodyStruct,
    handler: ({ principal, body }) => searchCampaigns(db, principal, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaignSegment/search/',
    body: SearchBodyStruct,
    handler: ({ principal, body }) => searchCampaignSegments(db, principal, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/b2bpartner/list/:context/',
    handler: ({ principal, request }): Promise<Partner[]> => {
      const { context = '' } = request.params as { context?: string };
      if (!isPartnerListContext(context)) throw notFound();
      return listPartners(db, principal, context);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/b2bpartner/:id/trackingCode/',
    ids: ['id'],
    handler: async ({ principal, ids }): Promise<TrackingCode[]> => {
      const codes = await listTrackingCodes(db, principal, ids.id);
      if (!codes) throw notFound();
      return codes;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/productType/search',
    body: SearchBodyStruct,
    handler: ({ body }) => searchProductTypes(db, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/tag/search/',
    body: SearchBodyStruct,
    handler: ({ principal, body }) => searchTags(db, principal, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:lead_id/conversationNote/',
    ids: ['lead_id'],
    handler: async ({ principal, ids }): Promise<ConversationNote[]> => {
      if (!(await visibleLead(db, principal, ids.lead_id))) throw notFound();
      return listNotes(db, principal, ids.lead_id);
    },
  });

  // The author is the caller: a user_id naming anyone else is refused, never recorded.
  defineRoute(app, {
    method: 'POST',
    url: '/api/lead/:lead_id/conversationNote/',
    ids: ['lead_id'],
    body: ConversationNoteCreateStruct,
    handler: async ({ principal, ids, body, reply }): Promise<ConversationNoteCreateAnswer> => {
      if (!(await visibleLead(db, principal, ids.lead_id))) throw notFound();
      if (body.lead_id !== undefined && body.lead_id !== ids.lead_id)
        throw new HttpError(400, 'lead_id does not match the lead of the path.', { field: 'lead_id' });
      if (body.user_id !== principal.user_id) throw forbidden();
      const note = sanitizeRichText(body.note);
      if (!hasVisibleContent(note)) throw new HttpError(400, EMPTY_NOTE_MESSAGE, { field: 'note' });
      // Escaping can lengthen a note that fitted as typed (& becomes &amp;).
      if (note.length > CONVERSATION_NOTE_MAX_LENGTH)
        throw new HttpError(400, `The note is longer than ${CONVERSATION_NOTE_MAX_LENGTH} characters.`, {
          field: 'note',
        });
      const saved = await addNote(db, principal, ids.lead_id, note);
      void reply.code(201);
      return { success: true, ...saved };
    },
  });
}
