import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  QuickLinkDisplaySaveStruct,
  QuickLinkPayloadStruct,
  SearchBodyStruct,
  type QuickLinkPayload,
  type QuickLinkActionAnswer,
  type QuickLinkSaveAnswer,
  type QuickLinkSearchAnswer,
  type TargetLeadsSso,
} from '@meridian/api';
import { QUICK_LINK_HIERARCHY_TYPES, QUICK_LINK_MESSAGES } from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import { handOffKey, signHandOff } from '../../auth/hand-off';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { pathId } from '../../http/path-id';
import { checkPayload, QUICK_LINK_REFUSALS } from './quick-link';
import {
  changeableLink,
  createLink,
  deleteLink,
  findLink,
  isAccountAdmin,
  loadVisibleLink,
  saveUserDisplay,
  searchLinks,
  setAccountDisplay,
  targetLeadsSsoUrl,
  updateLink,
} from './repository';

export { QUICK_LINK_REFUSALS } from './quick-link';

/** Seconds a Target Leads hand-off stays valid. */
const TARGET_LEADS_TOKEN_TTL = 120;

/** The signed Target Leads hand-off: who, for which account, until when. */
export function targetLeadsToken(key: Buffer, principal: Principal, nowMs = Date.now()): string {
  return signHandOff(key, {
    sub: principal.user_id,
    acc: principal.account_id,
    exp: Math.floor(nowMs / 1000) + TARGET_LEADS_TOKEN_TTL,
  });
}

/** Account-wide links need an account admin (the path's account must be the caller's: `ownAccount`). */
const accountAdmin = (principal: Principal) => {
  if (!isAccountAdmin(principal)) throw new HttpError(403, QUICK_LINK_REFUSALS.accountLink);
};

export async function quickLinkRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  // The path's user must be the caller (`ownUser`), or the link is as missing.
  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/quickLink/search',
    ids: ['id'],
    ownUser: 'id',
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<QuickLinkSearchAnswer> => {
      // criteria.user_id names whose links: only the caller's own are answerable.
      const { user_id: owner, ...criteria } = body.criteria;
      if (owner && owner.value.some((v) => String(v) !== String(principal.user_id))) throw notFound();
      const { total, plan, result } = await searchLinks(db, principal, { ...body, criteria });
      return {
        success: true,
        total_records: total,
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result,
      };
    },
  });

  async function create(body: QuickLinkPayload, principal: Principal, hierarchy: 2 | 3): Promise<QuickLinkSaveAnswer> {
    const { title, url } = checkPayload(body);
    if (hierarchy === QUICK_LINK_HIERARCHY_TYPES.account && !isAccountAdmin(principal))
      throw new HttpError(403, QUICK_LINK_REFUSALS.accountLink);
    const quicklink_id = await createLink(db, principal, { hierarchy, title, url });
    return {
      success: true,
      message: QUICK_LINK_MESSAGES.created,
      quicklink: await loadVisibleLink(db, principal, quicklink_id),
    };
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/quicklink/',
    ids: ['id'],
    ownUser: 'id',
    body: QuickLinkPayloadStruct,
    handler: async ({ reply, principal, body }) => {
      const hierarchy = body.quicklink_hierarchy_type_id ?? QUICK_LINK_HIERARCHY_TYPES.user;
      return reply.code(201).send(await create(body, principal, hierarchy));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/quicklink/',
    ids: ['id'],
    ownAccount: 'id',
    authorize: accountAdmin,
    body: QuickLinkPayloadStruct,
    handler: async ({ reply, principal, body }) => {
      const hierarchy = body.quicklink_hierarchy_type_id ?? QUICK_LINK_HIERARCHY_TYPES.account;
      if (hierarchy !== QUICK_LINK_HIERARCHY_TYPES.account)
        throw new HttpError(400, 'An account quick link has hierarchy type 2.', {
          field: 'quicklink_hierarchy_type_id',
        });
      return reply.code(201).send(await create(body, principal, hierarchy));
    },
  });

  async function update(id: number, body: QuickLinkPayload, principal: Principal): Promise<QuickLinkSaveAnswer> {
    const link = await changeableLink(db, principal, id);
    if (
      body.quicklink_hierarchy_type_id !== undefined &&
      body.quicklink_hierarchy_type_id !== link.quicklink_hierarchy_type_id
    ) {
      throw new HttpError(400, QUICK_LINK_REFUSALS.hierarchyChange, { field: 'quicklink_hierarchy_type_id' });
    }
    await updateLink(db, principal, id, checkPayload(body));
    return { success: true, message: QUICK_LINK_MESSAGES.updated, quicklink: await loadVisibleLink(db, principal, id) };
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/quicklink/:linkId/',
    ids: ['id', 'linkId'],
    ownUser: 'id',
    body: QuickLinkPayloadStruct,
    handler: ({ principal, ids, body }) => update(ids.linkId, body, principal),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/quicklink/:linkId/',
    ids: ['id', 'linkId'],
    ownAccount: 'id',
    body: QuickLinkPayloadStruct,
    handler: ({ principal, ids, body }) => update(ids.linkId, body, principal),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/quicklink/:linkId/delete/',
    ids: ['id', 'linkId'],
    ownUser: 'id',
    handler: async ({ principal, ids: { linkId: id } }): Promise<QuickLinkActionAnswer> => {
      await deleteLink(db, principal, id);
      return { success: true, message: QUICK_LINK_MESSAGES.deleted };
    },
  });

  /** accountHide / accountReveal: an account admin hides a system or account link for every user of the account. */
  for (const [action, display] of [
    ['accountHide', '0'],
    ['accountReveal', '1'],
  ] as const) {
    defineRoute(app, {
      method: 'GET',
      url: `/api/account/:id/quicklink/:linkId/${action}/`,
      ids: ['id'],
      ownAccount: 'id',
      authorize: accountAdmin,
      handler: async ({ request, principal }): Promise<QuickLinkActionAnswer> => {
        // The link id is read after the admin check: a non-admin is refused whatever the id.
        const id = pathId(request, 'linkId');
        const found = await findLink(db, principal, id);
        if (found.kind === 'tenant' && found.link.quicklink_hierarchy_type_id !== QUICK_LINK_HIERARCHY_TYPES.account)
          throw notFound();
        await setAccountDisplay(db, principal, id, display);
        return { success: true, message: QUICK_LINK_MESSAGES.updated };
      },
    });
  }

  await userDisplayAndSsoRoutes(app, { db, config });
}

/** The user's choice of links shown, and the Target Leads hand-off. */
async function userDisplayAndSsoRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  // TARGET_LEADS_SSO_SECRET, else a key derived from the token key.
  const targetLeadsKey = await handOffKey(db, config.tokenSecret, {
    secret: config.targetLeadsSsoSecret,
    label: 'target-leads-sso',
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/user/:id/quicklink/displaySave/',
    ids: ['id'],
    ownUser: 'id',
    body: QuickLinkDisplaySaveStruct,
    handler: async ({ principal, body: { quicklink_id_active_list: list } }): Promise<QuickLinkActionAnswer> => {
      const wanted = new Map(list.map((item) => [item.quicklink_id, item.active]));
      // The whole batch or nothing: one unknown id refuses it.
      await saveUserDisplay(db, principal, wanted);
      return { success: true, message: QUICK_LINK_MESSAGES.updated };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/quicklink/targetLeadsSSO',
    handler: async ({ principal }): Promise<TargetLeadsSso> => {
      const address = await targetLeadsSsoUrl(db, principal);
      if (!address) return { success: true, url: null };
      const url = new URL(address);
      url.searchParams.set('token', targetLeadsToken(targetLeadsKey, principal));
      return { success: true, url: url.toString() };
    },
  });
}
