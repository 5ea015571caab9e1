// Single sign-on hand-offs (spec 02 §2.8, §3.11, §4.7, §7.3) and the Plan Explorer access check
// (spec 01 §2, §6). The browser posts what `POST externalSSO/` answers to the partner's address in
// a new tab; the partner checks the signature with the key it shares with this server.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  ExternalSsoRequestStruct,
  type ExternalSsoAnswer,
  type PlanExplorerAccess,
  type SsoTarget,
} from '@meridian/api';
import { checkQuickLinkUrl, isCmsCheckQuickLink } from '@meridian/domain';
import { handOffKey, handOffMac, signHandOff } from '../../auth/hand-off';
import { hasPermission, type Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { isCmsCheckTarget } from './cms-check-targets';
import { accountPlanExplorerUrl, findVisibleLink, loginOf } from './repository';

/** Refusals the spec does not word. */
export const SSO_REFUSALS = {
  planExplorer: 'Plan Explorer is not available for your account. Please contact your account administrator.',
  quickLinkRequired: 'quicklink_id is required.',
  notCmsCheck: 'This quick link does not sign on to the CMS check.',
  notPartner: 'This quick link does not lead to a single sign-on partner.',
  notWebAddress: 'The single sign-on address is not a web address.',
} as const;

/** Seconds a hand-off stays valid: long enough to open a tab, short enough that a copy is useless. */
export const SSO_HAND_OFF_TTL = 120;

/** The order of the fields `hash` signs, joined with newlines. */
export const SSO_HASH_FIELDS = ['user_id', 'login', 'RelayState', 'SAMLResponse'] as const;

/** Plan Explorer's address for this caller: only with the plan_explorer permission, in an account that has one. */
async function planExplorerAddress(
  db: Kysely<DB>,
  config: ServerConfig,
  principal: Principal,
): Promise<string | undefined> {
  if (!hasPermission(principal, 'plan_explorer')) return undefined;
  return (await accountPlanExplorerUrl(db, principal)) ?? config.planExplorerSsoUrl;
}

/** The CMS check's address: a quick link the caller sees, named for the CMS check, leading to an allowed partner. */
async function cmsCheckAddress(
  db: Kysely<DB>,
  config: ServerConfig,
  principal: Principal,
  quicklinkId: number | undefined,
): Promise<string> {
  if (quicklinkId === undefined) throw new HttpError(400, SSO_REFUSALS.quickLinkRequired, { field: 'quicklink_id' });
  const link = await findVisibleLink(db, principal, quicklinkId);
  if (!link) throw notFound();
  if (!isCmsCheckQuickLink(link)) throw new HttpError(400, SSO_REFUSALS.notCmsCheck, { field: 'quicklink_id' });
  if (!(await isCmsCheckTarget(db, config, link.quicklink_url))) throw new HttpError(403, SSO_REFUSALS.notPartner);
  return link.quicklink_url;
}

export async function ssoRoutes(app: FastifyInstance, { db, config }: { db: Kysely<DB>; config: ServerConfig }) {
  // EXTERNAL_SSO_SECRET, else a key derived from the token key (as for Target Leads, with its own label).
  const key = await handOffKey(db, config.tokenSecret, { secret: config.externalSsoSecret, label: 'external-sso' });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/planExplorerAccess',
    ids: ['id'],
    ownUser: 'id',
    handler: async ({ principal }): Promise<PlanExplorerAccess> => ({
      success: true,
      plan_explorer_access: (await planExplorerAddress(db, config, principal)) ? 'True' : 'False',
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/externalSSO/',
    body: ExternalSsoRequestStruct,
    handler: async ({ request, principal, body }): Promise<ExternalSsoAnswer> => {
      const target: SsoTarget = body.target;
      let address: string | undefined;
      if (target === 'plan_explorer') {
        address = await planExplorerAddress(db, config, principal);
        if (!address) throw new HttpError(403, SSO_REFUSALS.planExplorer);
      } else {
        address = await cmsCheckAddress(db, config, principal, body.quicklink_id);
      }
      // Only http(s) addresses with a host ever receive a hand-off.
      const checked = checkQuickLinkUrl(address);
      if (!checked.ok || checked.url !== address) throw new HttpError(409, SSO_REFUSALS.notWebAddress);
      const url = new URL(address);

      const login = await loginOf(db, principal);
      if (login === undefined) throw notFound();

      const issuedAt = Math.floor(Date.now() / 1000);
      const RelayState = url.toString();
      const SAMLResponse = signHandOff(key, {
        iss: 'meridian',
        // The partner accepts only assertions addressed to its own origin.
        aud: url.origin,
        sub: principal.user_id,
        acc: principal.account_id,
        login,
        target,
        iat: issuedAt,
        exp: issuedAt + SSO_HAND_OFF_TTL,
        jti: randomUUID(),
      });
      const fields = { user_id: principal.user_id, login, RelayState, SAMLResponse };
      request.log.info({ target, user_id: principal.user_id, audience: url.origin }, 'single sign-on hand-off');
      return {
        success: true,
        url: url.toString(),
        method: 'POST',
        hash: handOffMac(key, SSO_HASH_FIELDS.map((name) => String(fields[name])).join('\n')),
        ...fields,
      };
    },
  });
}
