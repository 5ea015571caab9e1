import type { Kysely, Transaction } from 'kysely';
import type { SearchBody, SmsAccount } from '@meridian/api';
import { maySendFrom, type SmsProvider, type SmsSenderScope } from '@meridian/domain';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { applySearch, type SearchEntity } from '../../search/generic';

type Db = Kysely<DB> | Transaction<DB>;

/** The SMS account search's fields (`POST smsAccount/search`). */
export const smsAccountSearch: SearchEntity = {
  name: 'sms_account',
  fields: {
    sms_account_id: { column: 'sms_account_id', kind: 'integer' },
    sms_account_name: { column: 'sms_account_name', kind: 'text', match: 'contains' },
    sender_number: { column: 'sender_number', kind: 'text', match: 'contains' },
    provider: { column: 'provider', kind: 'text' },
    active: { column: 'active', kind: 'flag' },
  },
  defaultOrder: { field: 'sms_account_name', direction: 'asc' },
  defaultPageSize: 50,
  maxPageSize: 500,
};

const COLUMNS = [
  'sms_account_id',
  'sms_account_name',
  'sender_number',
  'provider',
  'sender_scope',
  'active',
  'updated_at',
] as const;

interface SmsAccountRow {
  sms_account_id: number;
  sms_account_name: string;
  sender_number: string;
  provider: SmsProvider;
  sender_scope: SmsSenderScope;
  active: '0' | '1';
  updated_at: Date;
}

/** The rows with the users chosen for each. */
async function withUsers(db: Db, owner: TenantOwner, rows: readonly SmsAccountRow[]): Promise<SmsAccount[]> {
  const ids = rows.map((r) => r.sms_account_id);
  const chosen =
    ids.length === 0
      ? []
      : await tenant(db, owner)
          .selectFrom('sms_account_user')
          .select(['sms_account_id', 'user_id'])
          .where('sms_account_id', 'in', ids)
          .orderBy('user_id')
          .execute();
  return rows.map((row) => ({
    ...row,
    updated_at: new Date(row.updated_at).toISOString(),
    user_ids: chosen.filter((c) => c.sms_account_id === row.sms_account_id).map((c) => c.user_id),
  }));
}

export async function searchSmsAccounts(db: Kysely<DB>, owner: TenantOwner, body: SearchBody) {
  const base = tenant(db, owner).selectFrom('sms_account').select(COLUMNS);
  const { query, count, plan } = applySearch(base, smsAccountSearch, body);
  const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
  return {
    rows: await withUsers(db, owner, rows as SmsAccountRow[]),
    total: Number((total as { total?: string } | undefined)?.total ?? 0),
    plan,
  };
}

export async function findSmsAccount(db: Db, owner: TenantOwner, id: number): Promise<SmsAccount | undefined> {
  const row = await tenant(db, owner)
    .selectFrom('sms_account')
    .select(COLUMNS)
    .where('sms_account_id', '=', id)
    .executeTakeFirst();
  return row ? (await withUsers(db, owner, [row as SmsAccountRow]))[0] : undefined;
}

export interface SmsAccountValues {
  sms_account_name: string;
  sender_number: string;
  provider: SmsProvider;
  sender_scope: SmsSenderScope;
  user_ids: readonly number[];
  active: '0' | '1';
}

/** Whether another SMS account of the account sends from this number. */
export async function senderTaken(db: Db, owner: TenantOwner, sender: string, exceptId?: number) {
  let query = tenant(db, owner).selectFrom('sms_account').select('sms_account_id').where('sender_number', '=', sender);
  if (exceptId !== undefined) query = query.where('sms_account_id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** How many of these users are users of the account. */
export async function usersOfAccount(db: Db, owner: TenantOwner, userIds: readonly number[]) {
  if (userIds.length === 0) return 0;
  const rows = await tenant(db, owner)
    .selectFrom('app_user')
    .select('user_id')
    .where('user_id', 'in', userIds)
    .execute();
  return rows.length;
}

async function replaceUsers(trx: Transaction<DB>, owner: TenantOwner, id: number, values: SmsAccountValues) {
  const t = tenant(trx, owner);
  await t.deleteFrom('sms_account_user').where('sms_account_id', '=', id).execute();
  const users = values.sender_scope === 'users' ? [...new Set(values.user_ids)] : [];
  for (const user_id of users) await t.insertInto('sms_account_user', { sms_account_id: id, user_id }).execute();
}

export async function insertSmsAccount(trx: Transaction<DB>, owner: TenantOwner, values: SmsAccountValues) {
  const { user_ids: _users, ...row } = values;
  const { sms_account_id } = await tenant(trx, owner)
    .insertInto('sms_account', row)
    .returning('sms_account_id')
    .executeTakeFirstOrThrow();
  await replaceUsers(trx, owner, sms_account_id, values);
  return (await findSmsAccount(trx, owner, sms_account_id))!;
}

export async function updateSmsAccount(trx: Transaction<DB>, owner: TenantOwner, id: number, values: SmsAccountValues) {
  const { user_ids: _users, ...row } = values;
  const updated = await tenant(trx, owner)
    .updateTable('sms_account')
    .set({ ...row, updated_at: new Date() })
    .where('sms_account_id', '=', id)
    .returning('sms_account_id')
    .executeTakeFirst();
  if (!updated) return undefined;
  await replaceUsers(trx, owner, id, values);
  return findSmsAccount(trx, owner, id);
}

/** The first active SMS account (by name) the user may send from; undefined when none. */
export async function senderFor(db: Db, owner: TenantOwner, userId: number): Promise<SmsAccount | undefined> {
  const rows = await tenant(db, owner)
    .selectFrom('sms_account')
    .select(COLUMNS)
    .where('active', '=', '1')
    .orderBy('sms_account_name')
    .orderBy('sms_account_id')
    .execute();
  const accounts = await withUsers(db, owner, rows as SmsAccountRow[]);
  return accounts.find((account) => maySendFrom(account, userId));
}
