import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  StateLicenseAddStruct,
  StateLicenseExpireStruct,
  type StateLicense,
  type StateLicenseChangeAnswer,
  type StateLicenseRow,
} from '@meridian/api';
import {
  findUsState,
  isStateLicenseActive,
  STATE_LICENSE_MESSAGES,
  stateLicenseDuplicateMessage,
  stateLicenseExpiredDate,
  validateStateLicense,
} from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { mayManage, userExists } from './writing-numbers';

/** MM/DD/YYYY (validated) as a date, null as null. */
const usDate = (value: string | null) => (value === null ? null : sql<string>`to_date(${value}, 'MM/DD/YYYY')`);

/** The expiration date as MM/DD/YYYY (null without one), whichever driver reads it. */
const usExpiration = sql<string | null>`to_char(expiration_date, 'MM/DD/YYYY')`;

/** A path's state: a two-letter state, District or territory abbreviation, else undefined (answered 404). */
function pathState(request: { params: unknown }): string | undefined {
  const { state = '' } = request.params as { state?: string };
  const found = findUsState(state);
  return found && state.trim().length === 2 ? found.abbreviation : undefined;
}

async function listLicenses(db: Kysely<DB>, principal: Principal, userId: number, now: Date) {
  const rows = await tenant(db, principal)
    .selectFrom('user_state_license')
    .select(['state_id', 'license_number', usExpiration.as('expiration_date')])
    .where('user_id', '=', userId)
    .execute();
  return rows
    .map((row): StateLicenseRow => ({
      state_id: row.state_id,
      state_name: findUsState(row.state_id)?.name ?? row.state_id,
      license_number: row.license_number,
      expiration_date: row.expiration_date,
      active: isStateLicenseActive(row, now),
    }))
    .sort((a, b) => a.state_name.localeCompare(b.state_name));
}

/** The audit's value: state, number and end date. */
function describe(row: { state_id: string; license_number: string; expiration_date: string | null }): string {
  return JSON.stringify({
    state_id: row.state_id,
    license_number: row.license_number,
    expiration_date: row.expiration_date,
  });
}

/**
 * The agent's state licenses (spec 02 §7.4 `GET stateLicenseNumber/{state}`; the list, add and
 * expire calls are not shown in the spec — docs/decisions/0003-state-licenses.md). A user reads and
 * changes their own; one with user_manage those of any user of the account. Every change writes
 * a user_audit row in the same transaction.
 */
export async function stateLicenseRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/stateLicenseNumber/:state',
    handler: async ({ principal, request }): Promise<StateLicense> => {
      const state = pathState(request);
      if (!state) throw notFound();
      const row = await tenant(db, principal)
        .selectFrom('user_state_license')
        .select(['license_number', usExpiration.as('expiration_date')])
        .where('user_id', '=', principal.user_id)
        .where('state_id', '=', state)
        .executeTakeFirst();
      // The license in force: an expired one is on file but cannot be used to quote or enroll.
      const active = row !== undefined && isStateLicenseActive(row, new Date());
      return {
        state_id: state,
        license_number: active ? row.license_number : null,
        expiration_date: active ? row.expiration_date : null,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/user/:id/stateLicenseNumber',
    ids: ['id'],
    handler: async ({ principal, ids }) => {
      if (!mayManage(principal, ids.id) || !(await userExists(db, principal, ids.id))) throw notFound();
      return { success: true as const, result: await listLicenses(db, principal, ids.id, new Date()) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/stateLicenseNumber',
    body: StateLicenseAddStruct,
    handler: async ({ principal, body }): Promise<StateLicenseChangeAnswer> => {
      if (!mayManage(principal, body.user_id) || !(await userExists(db, principal, body.user_id))) throw notFound();
      const now = new Date();
      const [field, message] = Object.entries(validateStateLicense(body, now))[0] ?? [];
      if (field && message) throw new HttpError(400, message, { field });
      const state = findUsState(body.state_id)!;
      const row = {
        state_id: state.abbreviation,
        license_number: body.license_number.trim(),
        expiration_date: body.expiration_date?.trim() ? body.expiration_date.trim() : null,
      };
      const added = await db.transaction().execute(async (trx) => {
        const t = tenant(trx, principal);
        const onFile = await t
          .selectFrom('user_state_license')
          .select(['license_number', usExpiration.as('expiration_date')])
          .where('user_id', '=', body.user_id)
          .where('state_id', '=', row.state_id)
          .forUpdate()
          .executeTakeFirst();
        if (onFile && isStateLicenseActive(onFile, now)) return false;
        const values = { ...row, expiration_date: usDate(row.expiration_date) };
        if (onFile)
          await t
            .updateTable('user_state_license')
            .set({ ...values, updated_at: now })
            .where('user_id', '=', body.user_id)
            .where('state_id', '=', row.state_id)
            .execute();
        else await t.insertInto('user_state_license', { user_id: body.user_id, ...values }).execute();
        await t
          .insertInto('user_audit', {
            user_id: body.user_id,
            changed_by: principal.user_id,
            action: 'state_license_added',
            old_value: onFile ? describe({ state_id: row.state_id, ...onFile }) : null,
            new_value: describe(row),
          })
          .execute();
        return true;
      });
      if (!added) throw new HttpError(409, stateLicenseDuplicateMessage(state.name), { field: 'state_id' });
      return { success: true, message: STATE_LICENSE_MESSAGES.added };
    },
  });

  await stateLicenseExpireRoute(app, { db });
}

/** Expiring a license: it ends yesterday (Central Time), audited in the same transaction. */
async function stateLicenseExpireRoute(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/stateLicenseNumber/:state/expire',
    body: StateLicenseExpireStruct,
    handler: async ({ principal, request, body }): Promise<StateLicenseChangeAnswer> => {
      const state = pathState(request);
      if (!state || !mayManage(principal, body.user_id)) throw notFound();
      const now = new Date();
      const lastDay = stateLicenseExpiredDate(now);
      const found = await db.transaction().execute(async (trx) => {
        const t = tenant(trx, principal);
        const onFile = await t
          .selectFrom('user_state_license')
          .select(['license_number', usExpiration.as('expiration_date')])
          .where('user_id', '=', body.user_id)
          .where('state_id', '=', state)
          .forUpdate()
          .executeTakeFirst();
        if (!onFile) return false;
        // Expiring an expired license changes nothing (a repeat answers the same).
        if (!isStateLicenseActive(onFile, now)) return true;
        await t
          .updateTable('user_state_license')
          .set({ expiration_date: usDate(lastDay), updated_at: now })
          .where('user_id', '=', body.user_id)
          .where('state_id', '=', state)
          .execute();
        await t
          .insertInto('user_audit', {
            user_id: body.user_id,
            changed_by: principal.user_id,
            action: 'state_license_expired',
            old_value: describe({ state_id: state, ...onFile }),
            new_value: describe({ state_id: state, license_number: onFile.license_number, expiration_date: lastDay }),
          })
          .execute();
        return true;
      });
      if (!found) throw notFound();
      return { success: true, message: STATE_LICENSE_MESSAGES.expired };
    },
  });
}
