import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { object, optional, string } from 'superstruct';
import {
  ACCOUNT_ADMIN_MESSAGES,
  COBRAND_LOGO_SLOTS,
  detectLogoType,
  validateAccountName,
  validateLogoBytes,
} from '@meridian/domain';
import {
  AccountUpdateStruct,
  CobrandLogoUploadStruct,
  SearchBodyStruct,
  type AdminSuccess,
  type CobrandLogoAnswer,
  type TotalAgents,
} from '@meridian/api';
import type { Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import {
  countAgents,
  deleteUnusedCobrandLogos,
  findAccountIdentity,
  findCobrandLogo,
  insertCobrandLogo,
  isActiveUser,
  updateAccountRow,
} from './repository';
import {
  AccountCreateStruct,
  createAccount,
  deactivateAccount,
  isPlatformStaff,
  PLATFORM_MESSAGES,
  searchAccounts,
} from './platform';

/** Another account's id answers 404, after the permission (an agent gets 403 whatever the id). */
const ownAccountOnly = (principal: Principal, { id }: { id: number }) => {
  if (id !== principal.account_id) throw notFound();
};

/** The address `GET cobrand/load/{account_id}` serves an uploaded logo at (a new upload: a new address). */
export const cobrandLogoUrl = (accountId: number, logoId: number) => `/api/cobrand/load/${accountId}?logo_id=${logoId}`;
const LOGO_URL = /^\/api\/cobrand\/load\/\d+\?logo_id=(\d+)$/;

/** The base64 body as bytes; anything but base64 is refused as not an image. */
function decodeBase64(data: string): Uint8Array {
  const text = data.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text))
    throw new HttpError(400, ACCOUNT_ADMIN_MESSAGES.logoWrongType, { field: 'data' });
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/**
 * The account's administration (spec 02 §3.12, §7.7), with `account_settings_edit`: the business name
 * and owner, the number of agents, and the co-brand logos — PNG or JPEG by their bytes, at most
 * 512 KB, kept in the database and served by `GET cobrand/load/{account_id}` with their own type.
 */
export async function accountAdminRoutes(
  app: FastifyInstance,
  { db, config }: { db: Kysely<DB>; config: Pick<ServerConfig, 'platformAccountId'> },
) {
  const staff = (principal: Principal) => isPlatformStaff(principal, config.platformAccountId);

  // Declared before `POST account/:id`, whose `:id` would otherwise read "search" as an id.
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/search',
    permission: 'account_settings_edit',
    body: SearchBodyStruct,
    handler: ({ principal, body }) => searchAccounts(db, principal, body, staff(principal)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/',
    permission: 'account_settings_edit',
    body: AccountCreateStruct,
    handler: async ({ principal, body, reply }) => {
      if (!staff(principal)) throw new HttpError(403, PLATFORM_MESSAGES.staffOnly);
      const account = await createAccount(db, principal, body.account_name);
      void reply.code(201);
      return { success: true, ...account };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/:id/delete',
    ids: ['id'],
    permission: 'account_settings_edit',
    handler: async ({ principal, ids: { id } }): Promise<AdminSuccess> => {
      if (!staff(principal)) {
        // An agency's admin learns nothing about other accounts; of their own, that only staff may do it.
        if (id !== principal.account_id) throw notFound();
        throw new HttpError(403, PLATFORM_MESSAGES.staffOnly);
      }
      if (id === principal.account_id) throw new HttpError(400, PLATFORM_MESSAGES.ownAccount, { field: 'id' });
      if (!(await deactivateAccount(db, principal, id))) throw notFound();
      return { success: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id',
    ids: ['id'],
    permission: 'account_settings_edit',
    authorize: ownAccountOnly,
    body: AccountUpdateStruct,
    handler: async ({ principal, body }): Promise<AdminSuccess> => {
      const name = body.account_name?.trim();
      if (name !== undefined) {
        const message = validateAccountName(name);
        if (message) throw new HttpError(400, message, { field: 'account_name' });
      }
      await db.transaction().execute(async (trx) => {
        if (
          body.account_owner_user_id !== undefined &&
          !(await isActiveUser(trx, principal, body.account_owner_user_id))
        )
          throw new HttpError(400, ACCOUNT_ADMIN_MESSAGES.ownerInvalid, { field: 'account_owner_user_id' });
        const { account_name, account_owner_user_id } = await findAccountIdentity(trx, principal);
        const changes = {
          ...(name !== undefined ? { account_name: name } : {}),
          ...(body.account_owner_user_id !== undefined ? { account_owner_user_id: body.account_owner_user_id } : {}),
        };
        if (Object.keys(changes).length === 0) return;
        await updateAccountRow(trx, principal, changes);
        await writeAdminAudit(trx, principal, {
          entity: 'account',
          entity_id: principal.account_id,
          action: 'updated',
          before: { account_name, account_owner_user_id },
          after: { account_name, account_owner_user_id, ...changes },
        });
      });
      return { success: true };
    },
  });

  await accountCobrandRoutes(app, { db });
}

/** The account's agent count and its co-brand logos, for the account's own administrators. */
async function accountCobrandRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/account/:id/totalAgents',
    ids: ['id'],
    permission: 'account_settings_edit',
    authorize: ownAccountOnly,
    handler: async ({ principal }): Promise<TotalAgents> => countAgents(db, principal),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/:id/cobrand',
    ids: ['id'],
    permission: 'account_settings_edit',
    authorize: ownAccountOnly,
    body: CobrandLogoUploadStruct,
    handler: async ({ principal, body }): Promise<CobrandLogoAnswer> => {
      let logo: { content_type: NonNullable<ReturnType<typeof detectLogoType>>; bytes: Uint8Array } | undefined;
      if (body.data !== null) {
        const bytes = decodeBase64(body.data);
        const message = validateLogoBytes(bytes);
        if (message)
          throw new HttpError(message === ACCOUNT_ADMIN_MESSAGES.logoTooLarge ? 413 : 400, message, { field: 'data' });
        logo = { content_type: detectLogoType(bytes)!, bytes };
      }
      const url = await db.transaction().execute(async (trx) => {
        const before = await findAccountIdentity(trx, principal);
        const saved = logo
          ? cobrandLogoUrl(principal.account_id, (await insertCobrandLogo(trx, principal, logo)).logo_id)
          : null;
        await updateAccountRow(trx, principal, { [body.logo]: saved });
        const slots = { ...before, [body.logo]: saved };
        const keep = COBRAND_LOGO_SLOTS.map((slot) => LOGO_URL.exec(slots[slot] ?? '')?.[1])
          .filter((id): id is string => id !== undefined)
          .map(Number);
        await deleteUnusedCobrandLogos(trx, principal, keep);
        await writeAdminAudit(trx, principal, {
          entity: 'account',
          entity_id: principal.account_id,
          action: saved ? 'logo_uploaded' : 'logo_removed',
          before: { [body.logo]: before[body.logo] },
          after: { [body.logo]: saved, ...(logo ? { content_type: logo.content_type, bytes: logo.bytes.length } : {}) },
        });
        return saved;
      });
      return { success: true, logo: body.logo, url };
    },
  });
}

/**
 * `GET cobrand/load/{account_id}?logo_id=…`: an uploaded co-brand logo, public because the
 * registration page shows it before sign-in and an `<img>` carries no bearer token. Only the stored
 * PNG or JPEG bytes with their own type (and nosniff, set on every answer) are ever served.
 */
export async function publicCobrandRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/cobrand/load/:id',
    auth: false,
    ids: ['id'],
    query: object({ logo_id: optional(string()) }),
    handler: async ({ ids: { id }, query, reply }) => {
      const logoId = Number(query.logo_id);
      if (!Number.isSafeInteger(logoId) || logoId <= 0) throw notFound();
      const logo = await findCobrandLogo(db, { account_id: id }, logoId);
      if (!logo) throw notFound();
      reply.header('Content-Type', logo.content_type);
      reply.header('Content-Disposition', 'inline; filename="logo"');
      return reply.send(Buffer.from(logo.bytes));
    },
  });
}
