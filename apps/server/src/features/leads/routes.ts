import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { enums, optional, type } from 'superstruct';
import {
  LEAD_CONTACT_KINDS,
  LeadUpdateStruct,
  NewLeadStruct,
  SearchBodyStruct,
  type ContactPermissionHistoryAnswer,
  type LeadCompliance,
  type LeadContactDeleteAnswer,
  type LeadDispositionCounts,
  type LeadLastUpdated,
  type LeadRecord,
  type LeadSaveAnswer,
  type LeadSearchAnswer,
  type LeadSearchRow,
  type NewLeadAnswer,
  type QuickSearchDropdowns,
} from '@meridian/api';
import { canSeeAllLeads, complianceChecklist, normalizeMedicareNumber, validateMedicareNumber } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { pageOffset } from '../../http/paging';
import { leadChanges } from './record/changes';
import {
  LEAD_RECORD_REFUSALS,
  originationLocked,
  validateLeadUpdate,
  validateNewLeadBody,
  type FieldMessages,
} from './record/rules';
import { findDuplicateLeads, insertLead, userExists } from './record/add';
import { deleteLeadContactRow } from './record/delete';
import { contactPermissionHistory, leadLastUpdated } from './record/history';
import { leadVendorCount, loadLeadRecord, partnerFieldsEnabled, visibleLead } from './record/read';
import { saveLeadRecord } from './record/save';
import type { SsnCipher } from '../../db/ssn-cipher';
import { leadComplianceFacts } from './compliance/repository';
import { pickFields } from '../../search/generic';
import {
  buildLeadSearch,
  dispositionCounts,
  LEAD_SEARCH_COUNT_CAP,
  quickSearchLists,
  UNASSIGNED_USER_ID,
} from './repository';

// `type`, not `object`: the api client adds a random noCache to every GET.
const LeadReadQueryStruct = type({ ssn: optional(enums(['full'])) });

/** Refuses with 404 unless the caller may reach the lead (own lead, or lead_view_assigned). */
async function requireVisibleLead(db: Kysely<DB>, principal: Principal, leadId: number) {
  if (!(await visibleLead(db, principal, leadId))) throw notFound();
}

/** The history's page size when none is asked (the dialog shows every change of one lead). */
const HISTORY_PAGE_SIZE = 500;

export async function leadRoutes(app: FastifyInstance, { db, ssnCipher }: { db: Kysely<DB>; ssnCipher: SsnCipher }) {
  /** The lead when the caller may reach it (own lead, or lead_view_assigned); otherwise 404. */
  const load = async (principal: Principal, leadId: number, fullSsn = false) => {
    const loaded = await loadLeadRecord(db, principal, leadId, ssnCipher, { fullSsn });
    if (!loaded) throw notFound();
    return loaded;
  };

  /** Spec 02 §3.1. The SSN is masked unless `?ssn=full` (the Lead Details edit form asks for it). */
  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:leadId/',
    ids: ['leadId'],
    query: LeadReadQueryStruct,
    handler: async ({ principal, ids: { leadId }, query }): Promise<LeadRecord> =>
      (await load(principal, leadId, query.ssn === 'full')).record,
  });

  /**
   * Saves a lead (spec 02 §4.1, §5.1, §6): the domain's checks, the origination lock, then one
   * transaction. Answers the lead as saved (SSN masked).
   */
  defineRoute(app, {
    method: 'PUT',
    url: '/api/lead/:leadId/',
    ids: ['leadId'],
    body: LeadUpdateStruct,
    handler: async ({ principal, ids: { leadId }, body }): Promise<LeadSaveAnswer> => {
      const current = await load(principal, leadId);
      const { summary, fields } = validateLeadUpdate(current.record, body, new Date(), {
        partnerFieldsEnabled: await partnerFieldsEnabled(db, principal),
      });
      if (summary.length > 0) throw new HttpError(400, summary.join(' '), fields);
      const changes = leadChanges(current.record, body);
      if (
        changes.originationChanged.length > 0 &&
        originationLocked(current.record, principal.permissions, await leadVendorCount(db, principal))
      )
        throw new HttpError(403, LEAD_RECORD_REFUSALS.originationLocked, {
          fields: changes.originationChanged.map((field) => ({ MESSAGE: field })),
        });
      await saveLeadRecord(db, principal, current, changes, ssnCipher);
      return { success: true, ...(await load(principal, leadId)).record };
    },
  });

  for (const kind of LEAD_CONTACT_KINDS) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/lead/:leadId/${kind}/:rowId/delete/`,
      ids: ['leadId', 'rowId'],
      handler: async ({ principal, ids: { leadId, rowId } }): Promise<LeadContactDeleteAnswer> => {
        await requireVisibleLead(db, principal, leadId);
        if (!(await deleteLeadContactRow(db, principal, leadId, kind, rowId))) throw notFound();
        return { success: true };
      },
    });
  }

  /**
   * Adds a lead (spec 02 §3.2, §5.2). A refusal carries `result` lists of `{ MESSAGE }`; a lead
   * that looks like one the account has (Medicare number, name and birthdate, or phone) answers
   * 409 with `result.duplicates` unless the body says `confirm_duplicate: true`.
   */
  defineRoute(app, {
    method: 'POST',
    url: '/api/lead',
    body: NewLeadStruct,
    handler: async ({ principal, body, reply }): Promise<NewLeadAnswer> => {
      if (body.account_id !== undefined && body.account_id !== principal.account_id) throw notFound();
      const fields: FieldMessages = validateNewLeadBody(body, new Date(), {
        partnerFieldsShown: await partnerFieldsEnabled(db, principal),
      });
      const hicnProblem = validateMedicareNumber(body.hicn);
      if (hicnProblem) fields.hicn = [{ MESSAGE: hicnProblem }];
      if (Object.keys(fields).length > 0) throw new HttpError(400, LEAD_RECORD_REFUSALS.addInvalid, fields);

      const agentId = await newLeadAgent(principal, body.user_id);
      const phone = body.phones?.[0]?.phone.replace(/\D/g, '') || null;
      if (!body.confirm_duplicate) {
        const duplicates = await findDuplicateLeads(db, principal, {
          fname: body.fname.trim(),
          lname: body.lname.trim(),
          dob: body.dob?.trim() || null,
          phone: phone && phone.length === 10 ? phone : null,
          hicn: body.hicn ? normalizeMedicareNumber(body.hicn) : null,
        });
        if (duplicates.length > 0) throw new HttpError(409, LEAD_RECORD_REFUSALS.duplicate, { duplicates });
      }
      const leadId = await insertLead(db, principal, body, agentId);
      reply.code(201);
      return { success: true, lead_id: leadId };
    },
  });

  /** The new lead's agent: the caller by default; another agent (or 0, Unassigned) needs lead_view_assigned. */
  async function newLeadAgent(principal: Principal, requested: number | null | undefined): Promise<number | null> {
    if (requested === undefined || requested === null || requested === principal.user_id) return principal.user_id;
    if (!canSeeAllLeads(principal.permissions))
      throw new HttpError(403, LEAD_RECORD_REFUSALS.otherAgent, {
        user_id: [{ MESSAGE: LEAD_RECORD_REFUSALS.otherAgent }],
      });
    if (requested === 0) return null;
    if (!(await userExists(db, principal, requested)))
      throw new HttpError(400, LEAD_RECORD_REFUSALS.unknownAgent, {
        user_id: [{ MESSAGE: LEAD_RECORD_REFUSALS.unknownAgent }],
      });
    return requested;
  }

  /**
   * Spec 02 §2.2, §7.1: criteria lead_id (the lead page's panel), or empty as the §7.1 row sends it:
   * every lead the caller reaches. Ordered by change date, ascending by default.
   */

  await leadReadRoutes(app, { db });
}

/** The lead's permission history, last update and compliance; the dashboard's counts; the lead search and its lists. */
async function leadReadRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/contactPermissionHistory/search',
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<ContactPermissionHistoryAnswer> => {
      const asked = body.criteria.lead_id?.value[0];
      const leadId = asked === undefined ? undefined : Number(asked);
      if (leadId !== undefined) {
        if (!Number.isSafeInteger(leadId) || leadId <= 0)
          throw new HttpError(400, 'criteria.lead_id is invalid: a lead id.', { field: 'criteria.lead_id' });
        await requireVisibleLead(db, principal, leadId);
      }
      const page = body.page_number ?? 1;
      const pageSize = body.records_per_page ?? HISTORY_PAGE_SIZE;
      const { total, rows } = await contactPermissionHistory(db, principal, leadId, {
        descending: body.orderby_direction?.toLowerCase() === 'desc',
        limit: pageSize,
        offset: pageOffset(page, pageSize),
      });
      return { success: true, total_records: total, page_number: page, records_per_page: pageSize, result: rows };
    },
  });

  /** Spec 02 §2.3: the self-service ledger. */
  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:leadId/lastUpdated/',
    ids: ['leadId'],
    handler: async ({ principal, ids: { leadId } }): Promise<LeadLastUpdated> => {
      await requireVisibleLead(db, principal, leadId);
      return leadLastUpdated(db, principal, leadId);
    },
  });

  /**
   * The lead page's compliance checklist (issue 13, beyond the spec's anchors), decided by the
   * domain's rule; reachable like the lead itself.
   */
  defineRoute(app, {
    method: 'GET',
    url: '/api/lead/:leadId/compliance/',
    ids: ['leadId'],
    handler: async ({ principal, ids: { leadId } }): Promise<LeadCompliance> => {
      const facts = await leadComplianceFacts(db, principal, leadId, new Date());
      if (!facts) throw notFound();
      return { lead_id: leadId, items: complianceChecklist(facts), last_recorded_call_at: facts.lastRecordedCallAt };
    },
  });

  // The dashboard's counts: the caller's own leads, or any agent's of the account with lead_view_assigned.
  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:userId/lead/dispositionCounts',
    ids: ['userId'],
    handler: async ({ principal, ids: { userId } }): Promise<LeadDispositionCounts> => {
      if (userId !== principal.user_id && !canSeeAllLeads(principal.permissions)) throw notFound();
      if (!(await userExists(db, principal, userId))) throw notFound();
      const result = await dispositionCounts(db, principal, userId);
      return { success: true, total_leads: result.reduce((sum, row) => sum + row.count, 0), result };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/search/populateDropDowns',
    handler: async ({ principal }): Promise<QuickSearchDropdowns> => {
      const { leadDispos, agentRows, tags, appDispos } = await quickSearchLists(db, principal);
      return {
        total_lead_dispos: leadDispos,
        total_agents: canSeeAllLeads(principal.permissions)
          ? [{ user_id: UNASSIGNED_USER_ID, fname: 'Unassigned', lname: '' }, ...agentRows]
          : agentRows,
        total_tags: tags,
        total_app_dispos: appDispos,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/lead/search/',
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<LeadSearchAnswer> => {
      const { query, count, plan } = buildLeadSearch(db, principal, body);
      const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirstOrThrow()]);
      const matches = Number(total.total);
      // The default address is answered only when the field_list asks for it (the assign-lead panel).
      const result: LeadSearchRow[] = rows;
      return {
        success: true,
        total_records: Math.min(matches, LEAD_SEARCH_COUNT_CAP),
        ...(matches > LEAD_SEARCH_COUNT_CAP ? { total_capped: true } : {}),
        page_number: plan.page,
        records_per_page: plan.pageSize,
        // Without a field_list every field is answered: the rows need no copying.
        result:
          body.field_list && body.field_list.length > 0 ? (pickFields(result, plan.fields) as LeadSearchRow[]) : result,
      };
    },
  });
}
