// SMS accounts (issue 29; spec 02 §6 "manage … SMS accounts", the calls not shown: the server README).
// Every call needs sms_account_manage; each change writes an admin audit row; the server runs the
// domain's validateSmsAccount, and a refused save changes nothing.
import type { Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  SearchBodyStruct,
  SmsAccountSaveStruct,
  SmsTestStruct,
  type SmsAccountAnswer,
  type SmsAccountSave,
  type SmsAccountSearchAnswer,
  type SmsTestAnswer,
} from '@meridian/api';
import {
  SMS_ACCOUNT_MESSAGES as M,
  isCompletePhone,
  stripPhone,
  validateSmsAccount,
  type SmsProvider,
  type SmsSenderScope,
} from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { writeAdminAudit } from '../admin-audit';
import { smsProviders } from './provider';
import {
  findSmsAccount,
  insertSmsAccount,
  searchSmsAccounts,
  senderTaken,
  updateSmsAccount,
  usersOfAccount,
  type SmsAccountValues,
} from './repository';

const MANAGE = 'sms_account_manage' as const;

/** The save as the domain judges it, with the server's own checks (the number free, the users the account's). */
async function checkedValues(
  db: Kysely<DB>,
  principal: Principal,
  body: SmsAccountSave,
  id?: number,
): Promise<SmsAccountValues> {
  const errors = validateSmsAccount(body);
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw new HttpError(400, message, { field, errors });
  const values: SmsAccountValues = {
    sms_account_name: body.sms_account_name.trim(),
    sender_number: stripPhone(body.sender_number),
    provider: body.provider as SmsProvider,
    sender_scope: body.sender_scope as SmsSenderScope,
    user_ids: body.sender_scope === 'users' ? [...new Set(body.user_ids)] : [],
    active: body.active ?? '1',
  };
  if (await senderTaken(db, principal, values.sender_number, id))
    throw new HttpError(409, M.senderTaken, { field: 'sender_number' });
  if ((await usersOfAccount(db, principal, values.user_ids)) !== values.user_ids.length)
    throw new HttpError(400, M.unknownUser, { field: 'user_ids' });
  return values;
}

export async function smsAccountRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  const providers = smsProviders(db);

  defineRoute(app, {
    method: 'POST',
    url: '/api/smsAccount/search',
    permission: MANAGE,
    body: SearchBodyStruct,
    handler: async ({ principal, body }): Promise<SmsAccountSearchAnswer> => {
      const { rows, total, plan } = await searchSmsAccounts(db, principal, body);
      return {
        success: true,
        total_records: total,
        page_number: plan.page,
        records_per_page: plan.pageSize,
        result: rows,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/smsAccount',
    permission: MANAGE,
    body: SmsAccountSaveStruct,
    handler: async ({ principal, body, reply }): Promise<SmsAccountAnswer> => {
      const values = await checkedValues(db, principal, body);
      const saved = await db.transaction().execute(async (trx) => {
        const row = await insertSmsAccount(trx, principal, values);
        await writeAdminAudit(trx, principal, {
          entity: 'sms_account',
          entity_id: row.sms_account_id,
          action: 'created',
          after: row,
        });
        return row;
      });
      void reply.code(201);
      return { success: true, result: saved };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/smsAccount/:id',
    ids: ['id'],
    permission: MANAGE,
    body: SmsAccountSaveStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<SmsAccountAnswer> => {
      const before = await findSmsAccount(db, principal, id);
      if (!before) throw notFound();
      const values = await checkedValues(db, principal, { ...body, active: body.active ?? before.active }, id);
      const saved = await db.transaction().execute(async (trx) => {
        const after = await updateSmsAccount(trx, principal, id, values);
        if (!after) throw notFound();
        const action =
          before.active !== after.active ? (after.active === '1' ? 'activated' : 'deactivated') : 'updated';
        await writeAdminAudit(trx, principal, { entity: 'sms_account', entity_id: id, action, before, after });
        return after;
      });
      return { success: true, result: saved };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/smsAccount/:id/test',
    ids: ['id'],
    permission: MANAGE,
    body: SmsTestStruct,
    handler: async ({ principal, ids: { id }, body }): Promise<SmsTestAnswer> => {
      const account = await findSmsAccount(db, principal, id);
      if (!account) throw notFound();
      if (!isCompletePhone(body.to_number)) throw new HttpError(400, M.testNumberInvalid, { field: 'to_number' });
      if (account.active !== '1') throw new HttpError(409, M.inactive);
      const to = stripPhone(body.to_number);
      const outcome = await providers[account.provider].send({
        account_id: principal.account_id,
        sms_account_id: id,
        from_number: account.sender_number,
        to_number: to,
        body: M.testBody(account.sms_account_name),
        sent_by: principal.user_id,
      });
      if (!outcome.ok) throw new HttpError(502, outcome.message);
      return { success: true, message: M.testSent(to, account.sender_number) };
    },
  });
}
