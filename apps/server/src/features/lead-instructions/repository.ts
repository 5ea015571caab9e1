import type { Kysely, Transaction } from 'kysely';
import type { LeadInstruction, LeadInstructionSave, LeadInstructionUpdate, SearchBody } from '@meridian/api';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { applySearch, type SearchEntity } from '../../search/generic';

/** The lead instruction search's fields (`POST LeadInstructions/search`). */
export const leadInstructionSearch: SearchEntity = {
  name: 'lead_instruction',
  fields: {
    lead_instruction_id: { column: 'lead_instruction_id', kind: 'integer' },
    lead_instruction_text: { column: 'lead_instruction_text', kind: 'text', match: 'contains' },
    sort_order: { column: 'sort_order', kind: 'integer' },
    active: { column: 'active', kind: 'flag' },
  },
  defaultOrder: { field: 'sort_order', direction: 'asc' },
  defaultPageSize: 50,
  maxPageSize: 500,
};

const COLUMNS = ['lead_instruction_id', 'lead_instruction_text', 'sort_order', 'active'] as const;

/** A page of the account's instructions; `activeOnly` for callers who cannot manage them (agents). */
export async function searchLeadInstructions(
  db: Kysely<DB>,
  owner: TenantOwner,
  body: SearchBody,
  { activeOnly }: { activeOnly: boolean },
) {
  let base = tenant(db, owner).selectFrom('lead_instruction').select(COLUMNS);
  if (activeOnly) base = base.where('active', '=', '1');
  const { query, count, plan } = applySearch(base, leadInstructionSearch, body);
  const [rows, total] = await Promise.all([query.execute(), count.executeTakeFirst()]);
  return {
    rows: rows as LeadInstruction[],
    total: Number((total as { total?: string } | undefined)?.total ?? 0),
    plan,
  };
}

export function findLeadInstruction(db: Kysely<DB> | Transaction<DB>, owner: TenantOwner, id: number) {
  return tenant(db, owner)
    .selectFrom('lead_instruction')
    .select(COLUMNS)
    .where('lead_instruction_id', '=', id)
    .executeTakeFirst();
}

/** Adds an instruction; without a sort order it goes last. */
export async function insertLeadInstruction(trx: Transaction<DB>, owner: TenantOwner, save: LeadInstructionSave) {
  const t = tenant(trx, owner);
  const last = await t
    .selectFrom('lead_instruction')
    .select((eb) => eb.fn.max('sort_order').as('max'))
    .executeTakeFirst();
  return t
    .insertInto('lead_instruction', {
      lead_instruction_text: save.lead_instruction_text.trim(),
      sort_order: save.sort_order ?? Number(last?.max ?? -1) + 1,
      active: save.active ?? '1',
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export function updateLeadInstruction(
  trx: Transaction<DB>,
  owner: TenantOwner,
  id: number,
  changes: LeadInstructionUpdate,
) {
  const set = {
    ...(changes.lead_instruction_text !== undefined
      ? { lead_instruction_text: changes.lead_instruction_text.trim() }
      : {}),
    ...(changes.sort_order !== undefined ? { sort_order: changes.sort_order } : {}),
    ...(changes.active !== undefined ? { active: changes.active } : {}),
  };
  return tenant(trx, owner)
    .updateTable('lead_instruction')
    .set(Object.keys(set).length > 0 ? set : { lead_instruction_id: id })
    .where('lead_instruction_id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}
