import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import {
  SearchBodyStruct,
  WritingNumberAddStruct,
  WritingNumberDeleteStruct,
  type CarrierProductType,
  type SearchBody,
  type WritingNumberAdd,
  type WritingNumberAddAnswer,
  type WritingNumberDeleteAnswer,
} from '@meridian/api';
import {
  isPlanYearOffered,
  PROFILE_MESSAGES,
  validateWritingNumber,
  validateWritingNumberDeletion,
} from '@meridian/domain';
import { integer, min, object } from 'superstruct';
import { hasPermission, type Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';
import { defineRoute } from '../../http/define-route';
import { HttpError, notFound } from '../../http/errors';
import { applySearch, pickFields, type SearchEntity } from '../../search/generic';

/** Refusals the spec words no message for. */
export const WRITING_NUMBER_REFUSALS = {
  unknownCarrier: 'Carrier contains invalid data.',
  unknownProductType: 'Product Type contains invalid data.',
} as const;

const CarrierIdStruct = object({ carrier_id: min(integer(), 1) });

/** Whether the caller may change this user's writing numbers: their own, or any of the account with user_manage. */
export function mayManage(principal: Principal, userId: number): boolean {
  return userId === principal.user_id || hasPermission(principal, 'user_manage');
}

const carrierSearch: SearchEntity = {
  name: 'carrier',
  fields: {
    carrier_id: { column: 'c.carrier_id', kind: 'integer' },
    carrier_name: { column: 'c.carrier_name', kind: 'text', match: 'prefix' },
    carrier_full_name: { column: 'c.carrier_full_name', kind: 'text', match: 'prefix' },
  },
  defaultOrder: { field: 'carrier_full_name', direction: 'asc' },
  defaultPageSize: 1000,
  maxPageSize: 1000,
};

async function searchCarriers(db: Kysely<DB>, body: SearchBody) {
  const base = db.selectFrom('carrier as c').select(['c.carrier_id', 'c.carrier_name', 'c.carrier_full_name']);
  const { query, count, plan } = applySearch(base, carrierSearch, body);
  const [rows, total] = await Promise.all([
    query.execute(),
    count
      .clearSelect()
      .select(sql<string>`count(*)`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    success: true as const,
    total_records: Number(total.total),
    page_number: plan.page,
    records_per_page: plan.pageSize,
    result: pickFields(rows, plan.fields),
  };
}

/** Every product type, the carrier's active ones first; active '1' when the carrier offers it now. */
async function listCarrierProductTypes(db: Kysely<DB>, carrierId: number): Promise<CarrierProductType[]> {
  const rows = await db
    .selectFrom('product_type as p')
    .leftJoin('carrier_product_type as cp', (join) =>
      join.onRef('cp.product_type_id', '=', 'p.product_type_id').on('cp.carrier_id', '=', carrierId),
    )
    .select([
      'p.product_type_id',
      'p.product_type_name',
      'p.product_type_desc',
      sql<'0' | '1'>`coalesce(cp.active, '0')`.as('active'),
    ])
    .orderBy(sql`coalesce(cp.active, '0')`, 'desc')
    .orderBy('p.product_type_name')
    .execute();
  return rows;
}

/** Adds one writing number and its audit row in one transaction; answers the new id, or 'duplicate'. */
async function addWritingNumber(
  db: Kysely<DB>,
  principal: Principal,
  row: WritingNumberAdd & { certification_year: number | null },
): Promise<number | 'duplicate'> {
  try {
    return await db.transaction().execute(async (trx) => {
      const t = tenant(trx, principal);
      const same = await t
        .selectFrom('user_carrier')
        .select('user_carrier_id')
        .where('user_id', '=', row.user_id)
        .where('carrier_id', '=', row.carrier_id)
        .where('product_type_id', '=', row.product_type_id)
        .where(sql<number>`coalesce(certification_year, 0)`, '=', row.certification_year ?? 0)
        .executeTakeFirst();
      if (same) return 'duplicate' as const;
      const { user_carrier_id } = await t
        .insertInto('user_carrier', {
          user_id: row.user_id,
          carrier_id: row.carrier_id,
          product_type_id: row.product_type_id,
          agent_writing_number: row.agent_writing_number,
          certification_year: row.certification_year,
        })
        .returning('user_carrier_id')
        .executeTakeFirstOrThrow();
      await t
        .insertInto('user_audit', {
          user_id: row.user_id,
          changed_by: principal.user_id,
          action: 'writing_number_added',
          record_id: user_carrier_id,
          new_value: describe(row),
        })
        .execute();
      return user_carrier_id;
    });
  } catch (error) {
    // Two adds at once: the unique index refuses the second.
    if ((error as { code?: string }).code === '23505') return 'duplicate';
    throw error;
  }
}

/** 'carrier 1, product type 8, number HUM-1, plan year 2026' for the audit. */
function describe(row: {
  carrier_id: number;
  product_type_id: number;
  agent_writing_number: string;
  certification_year: number | null;
}): string {
  return JSON.stringify({
    carrier_id: row.carrier_id,
    product_type_id: row.product_type_id,
    agent_writing_number: row.agent_writing_number,
    certification_year: row.certification_year,
  });
}

/**
 * Deletes the writing numbers (all or none) with an audit row each. Answers false when one is not
 * the account's, or belongs to another user and the caller lacks user_manage.
 */
async function deleteWritingNumbers(db: Kysely<DB>, principal: Principal, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (trx) => {
    const t = tenant(trx, principal);
    const rows = await t
      .selectFrom('user_carrier')
      .select([
        'user_carrier_id',
        'user_id',
        'carrier_id',
        'product_type_id',
        'agent_writing_number',
        'certification_year',
      ])
      .where('user_carrier_id', 'in', unique)
      .forUpdate()
      .execute();
    if (rows.length !== unique.length || rows.some((r) => !mayManage(principal, r.user_id))) return false;
    await t.deleteFrom('user_carrier').where('user_carrier_id', 'in', unique).execute();
    await t
      .insertInto(
        'user_audit',
        rows.map((r) => ({
          user_id: r.user_id,
          changed_by: principal.user_id,
          action: 'writing_number_deleted' as const,
          record_id: r.user_carrier_id,
          old_value: describe(r),
        })),
      )
      .execute();
    return true;
  });
}

/** Whether the account has this user. */
export async function userExists(db: Kysely<DB>, principal: Principal, userId: number): Promise<boolean> {
  const row = await tenant(db, principal)
    .selectFrom('app_user')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Agent writing numbers added and deleted (spec 02 §2.10, §2.11, §5.4, §7.4), and the carrier and
 * product-type lookups of the Add Agent Writing Number dialog.
 */
export async function writingNumberRoutes(app: FastifyInstance, { db }: { db: Kysely<DB> }) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/carrier/search/',
    body: SearchBodyStruct,
    handler: ({ body }) => searchCarriers(db, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/productType/listActiveByCarrier',
    body: CarrierIdStruct,
    handler: async ({ body }) => {
      const carrier = await db
        .selectFrom('carrier')
        .select('carrier_id')
        .where('carrier_id', '=', body.carrier_id)
        .executeTakeFirst();
      if (!carrier) throw notFound();
      return listCarrierProductTypes(db, body.carrier_id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/usercarrier',
    body: WritingNumberAddStruct,
    handler: async ({ principal, body }): Promise<WritingNumberAddAnswer> => {
      if (!mayManage(principal, body.user_id) || !(await userExists(db, principal, body.user_id))) throw notFound();
      const errors = validateWritingNumber(body, new Date());
      const [field, message] = Object.entries(errors)[0] ?? [];
      if (field && message) throw new HttpError(400, message, { field });
      const [carrier, productType] = await Promise.all([
        db.selectFrom('carrier').select('carrier_id').where('carrier_id', '=', body.carrier_id).executeTakeFirst(),
        db
          .selectFrom('product_type')
          .select('product_type_id')
          .where('product_type_id', '=', body.product_type_id)
          .executeTakeFirst(),
      ]);
      if (!carrier) throw new HttpError(400, WRITING_NUMBER_REFUSALS.unknownCarrier, { field: 'carrier_id' });
      if (!productType)
        throw new HttpError(400, WRITING_NUMBER_REFUSALS.unknownProductType, { field: 'product_type_id' });
      const added = await addWritingNumber(db, principal, {
        ...body,
        agent_writing_number: body.agent_writing_number.trim(),
        certification_year: isPlanYearOffered(body.product_type_id) ? Number(body.certification_year) : null,
      });
      if (added === 'duplicate')
        throw new HttpError(409, PROFILE_MESSAGES.writingNumberDuplicate, { field: 'agent_writing_number' });
      return { success: true, message: PROFILE_MESSAGES.writingNumberAdded, user_carrier_id: added };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/usercarrier/deleteSelected',
    body: WritingNumberDeleteStruct,
    handler: async ({ principal, body }): Promise<WritingNumberDeleteAnswer> => {
      const refusal = validateWritingNumberDeletion(body.user_carrier_ids);
      if (refusal) throw new HttpError(400, refusal, { field: 'user_carrier_ids' });
      if (!(await deleteWritingNumbers(db, principal, body.user_carrier_ids))) throw notFound();
      return { success: true, deleted: new Set(body.user_carrier_ids).size };
    },
  });
}
