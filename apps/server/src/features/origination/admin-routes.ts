import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CampaignSaveStruct,
  CampaignSegmentSaveStruct,
  LeadVendorSaveStruct,
  PartnerSaveStruct,
  SearchBodyStruct,
  TrackingCodeActiveStruct,
  TrackingCodeCreateStruct,
  type CampaignSaveAnswer,
  type CampaignSegmentSaveAnswer,
  type LeadVendorSaveAnswer,
  type OriginationDeleteAnswer,
  type PartnerSaveAnswer,
  type TrackingCodeSaveAnswer,
} from '@meridian/api';
import {
  validateCampaign,
  validateCampaignSegment,
  validateLeadSource,
  validatePartner,
  validateTrackingCode,
  type OriginationAdminErrors,
} from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import {
  createCampaign,
  createLeadVendor,
  createPartner,
  readPartner,
  createSegment,
  createTrackingCode,
  deleteCampaign,
  deleteLeadVendor,
  deletePartner,
  deleteSegment,
  deleteTrackingCode,
  searchPartners,
  searchTrackingCodes,
  setTrackingCodeActive,
  updateCampaign,
  updateLeadVendor,
  updatePartner,
  updateSegment,
} from './admin-repository';

/**
 * The admin urls of this file, exact (the feature's adminRoutes): each needs its named
 * permission, so an agent gets 403. The searches the lead forms use (LeadVendor/search,
 * account/campaign/search/, campaignSegment/search/) stay in routes.ts, open to agents.
 */
export const ORIGINATION_ADMIN_URLS = [
  '/api/LeadVendor',
  '/api/LeadVendor/:id',
  '/api/LeadVendor/:id/delete',
  '/api/account/:accountId/campaign',
  '/api/campaign/:id',
  '/api/campaign/:id/delete',
  '/api/campaign/:campaignId/campaignSegment',
  '/api/campaignSegment/:id',
  '/api/campaignSegment/:id/delete',
  '/api/b2bpartner/search',
  '/api/account/:accountId/b2bpartner',
  '/api/b2bPartner/:id',
  '/api/b2bPartner/:id/delete',
  '/api/account/:accountId/b2bpartnerTrackingCode',
  '/api/account/:accountId/b2bpartnerTrackingCode/search',
  '/api/account/:accountId/b2bpartnerTrackingCode/:id',
  '/api/account/:accountId/b2bpartnerTrackingCode/:id/delete',
] as const;

/** The domain validator's first refusal answers 400 naming its field; nothing is written. */
function refuseInvalid(errors: OriginationAdminErrors) {
  const first = Object.entries(errors)[0];
  if (first) throw new HttpError(400, first[1], { field: first[0] });
}

/** A path account other than the caller's is as missing as a row (checked after the permission). */
function ownAccount(principal: Principal, accountId: number) {
  if (accountId !== principal.account_id) throw notFound();
}

function found<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}

const trim = (value: string) => value.trim();

/**
 * Lead sources (`lead_source_manage`), campaigns and segments (`campaign_manage`), partners and
 * tracking codes (`partner_manage`): add, update, delete (spec 02 §7.7), each scoped by account
 * and written to the admin audit.
 */
export async function originationAdminRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  await leadSourceRoutes(app, { db });
  await campaignRoutes(app, { db });
  await partnerRoutes(app, { db });
}

/** Lead sources (the spec's lead vendors). */
async function leadSourceRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const leadVendorValues = (body: {
    lead_vendor_code: string;
    company: string;
    active?: '0' | '1';
    system_level_lead_vendor?: '0' | '1';
  }) => {
    refuseInvalid(validateLeadSource(body));
    return {
      lead_vendor_code: trim(body.lead_vendor_code),
      company: trim(body.company),
      active: body.active ?? '1',
      system_level_lead_vendor: body.system_level_lead_vendor ?? '0',
    } as const;
  };
  defineRoute(app, {
    method: 'POST',
    url: '/api/LeadVendor',
    permission: 'lead_source_manage',
    body: LeadVendorSaveStruct,
    handler: async ({ principal, body, reply }): Promise<LeadVendorSaveAnswer> => {
      if (body.account_id !== undefined) ownAccount(principal, body.account_id);
      const row = await createLeadVendor(db, principal, leadVendorValues(body));
      void reply.code(201);
      return { success: true, ...row };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/LeadVendor/:id',
    ids: ['id'],
    permission: 'lead_source_manage',
    body: LeadVendorSaveStruct,
    handler: async ({ principal, ids, body }): Promise<LeadVendorSaveAnswer> => {
      if (body.account_id !== undefined) ownAccount(principal, body.account_id);
      return { success: true, ...found(await updateLeadVendor(db, principal, ids.id, leadVendorValues(body))) };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/LeadVendor/:id/delete',
    ids: ['id'],
    permission: 'lead_source_manage',
    handler: async ({ principal, ids }): Promise<OriginationDeleteAnswer> => {
      found(await deleteLeadVendor(db, principal, ids.id));
      return { success: true };
    },
  });
}

/** Campaigns and their segments. */
async function campaignRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const campaignCode = (body: { campaign_code: string }) => {
    refuseInvalid(validateCampaign(body));
    return trim(body.campaign_code);
  };
  const segmentCode = (body: { campaign_segment_code: string }) => {
    refuseInvalid(validateCampaignSegment(body));
    return trim(body.campaign_segment_code);
  };
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:accountId/campaign',
    ids: ['accountId'],
    permission: 'campaign_manage',
    body: CampaignSaveStruct,
    handler: async ({ principal, ids, body, reply }): Promise<CampaignSaveAnswer> => {
      ownAccount(principal, ids.accountId);
      const row = await createCampaign(db, principal, campaignCode(body));
      void reply.code(201);
      return { success: true, ...row };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/campaign/:id',
    ids: ['id'],
    permission: 'campaign_manage',
    body: CampaignSaveStruct,
    handler: async ({ principal, ids, body }): Promise<CampaignSaveAnswer> => ({
      success: true,
      ...found(await updateCampaign(db, principal, ids.id, campaignCode(body))),
    }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/campaign/:id/delete',
    ids: ['id'],
    permission: 'campaign_manage',
    handler: async ({ principal, ids }): Promise<OriginationDeleteAnswer> => {
      found(await deleteCampaign(db, principal, ids.id));
      return { success: true };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/campaign/:campaignId/campaignSegment',
    ids: ['campaignId'],
    permission: 'campaign_manage',
    body: CampaignSegmentSaveStruct,
    handler: async ({ principal, ids, body, reply }): Promise<CampaignSegmentSaveAnswer> => {
      const row = found(await createSegment(db, principal, ids.campaignId, segmentCode(body)));
      void reply.code(201);
      return { success: true, ...row };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/campaignSegment/:id',
    ids: ['id'],
    permission: 'campaign_manage',
    body: CampaignSegmentSaveStruct,
    handler: async ({ principal, ids, body }): Promise<CampaignSegmentSaveAnswer> => ({
      success: true,
      ...found(await updateSegment(db, principal, ids.id, segmentCode(body))),
    }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/campaignSegment/:id/delete',
    ids: ['id'],
    permission: 'campaign_manage',
    handler: async ({ principal, ids }): Promise<OriginationDeleteAnswer> => {
      found(await deleteSegment(db, principal, ids.id));
      return { success: true };
    },
  });
}

/** Partners and their tracking codes. */
async function partnerRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const partnerValues = (body: { company: string; active?: '0' | '1' }) => {
    refuseInvalid(validatePartner(body));
    return { company: trim(body.company), active: body.active ?? '1' } as const;
  };
  defineRoute(app, {
    method: 'POST',
    url: '/api/b2bpartner/search',
    permission: 'partner_manage',
    body: SearchBodyStruct,
    handler: ({ principal, body }) => searchPartners(db, principal, body),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:accountId/b2bpartner',
    ids: ['accountId'],
    permission: 'partner_manage',
    body: PartnerSaveStruct,
    handler: async ({ principal, ids, body, reply }): Promise<PartnerSaveAnswer> => {
      ownAccount(principal, ids.accountId);
      const row = await createPartner(db, principal, partnerValues(body));
      void reply.code(201);
      return { success: true, ...row };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/b2bPartner/:id',
    ids: ['id'],
    permission: 'partner_manage',
    handler: async ({ principal, ids }) => ({ success: true, ...found(await readPartner(db, principal, ids.id)) }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/b2bPartner/:id',
    ids: ['id'],
    permission: 'partner_manage',
    body: PartnerSaveStruct,
    handler: async ({ principal, ids, body }): Promise<PartnerSaveAnswer> => ({
      success: true,
      ...found(await updatePartner(db, principal, ids.id, partnerValues(body))),
    }),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/b2bPartner/:id/delete',
    ids: ['id'],
    permission: 'partner_manage',
    handler: async ({ principal, ids }): Promise<OriginationDeleteAnswer> => {
      found(await deletePartner(db, principal, ids.id));
      return { success: true };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:accountId/b2bpartnerTrackingCode/search',
    ids: ['accountId'],
    permission: 'partner_manage',
    body: SearchBodyStruct,
    handler: ({ principal, ids, body }) => {
      ownAccount(principal, ids.accountId);
      return searchTrackingCodes(db, principal, body);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:accountId/b2bpartnerTrackingCode',
    ids: ['accountId'],
    permission: 'partner_manage',
    body: TrackingCodeCreateStruct,
    handler: async ({ principal, ids, body, reply }): Promise<TrackingCodeSaveAnswer> => {
      ownAccount(principal, ids.accountId);
      refuseInvalid(validateTrackingCode(body));
      const row = found(
        await createTrackingCode(db, principal, {
          b2bpartner_id: body.b2bpartner_id,
          tracking_code: trim(body.tracking_code),
          active: body.active ?? '1',
        }),
      );
      void reply.code(201);
      return { success: true, ...row };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:accountId/b2bpartnerTrackingCode/:id',
    ids: ['accountId', 'id'],
    permission: 'partner_manage',
    body: TrackingCodeActiveStruct,
    handler: async ({ principal, ids, body }): Promise<TrackingCodeSaveAnswer> => {
      ownAccount(principal, ids.accountId);
      return { success: true, ...found(await setTrackingCodeActive(db, principal, ids.id, body.active)) };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/account/:accountId/b2bpartnerTrackingCode/:id/delete',
    ids: ['accountId', 'id'],
    permission: 'partner_manage',
    handler: async ({ principal, ids }): Promise<OriginationDeleteAnswer> => {
      ownAccount(principal, ids.accountId);
      found(await deleteTrackingCode(db, principal, ids.id));
      return { success: true };
    },
  });
}
