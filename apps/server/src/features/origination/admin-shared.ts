import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { HttpError } from '../../http/errors';

// What the admin writes of lead sources, campaigns and partners share (issue 16): the refusals, the
// unique-key race, and how many leads name a row.

export type Db = Kysely<DB> | Transaction<DB>;

export const duplicate = (message: string, field: string) => new HttpError(400, message, { field });
export const inUse = (message: string) => new HttpError(409, message);

/** A unique key the check before the write could not see (two saves at once) answers as the check does. */
export async function unique<T>(write: () => Promise<T>, message: string, field: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate(message, field);
    throw error;
  }
}

/** How many leads (deleted ones too: they keep their origination) name the row. */
export async function leadsNaming(
  trx: Db,
  owner: TenantOwner,
  where:
    { lead_vendor_id: number } | { campaign_id: number; campaign_segment_code?: string } | { b2bpartner_id: number },
) {
  let query = tenant(trx, owner)
    .selectFrom('lead')
    .select(sql<string>`count(*)`.as('n'));
  if ('lead_vendor_id' in where) query = query.where('lead_vendor_id', '=', where.lead_vendor_id);
  if ('b2bpartner_id' in where) query = query.where('b2bpartner_id', '=', where.b2bpartner_id);
  if ('campaign_id' in where) {
    query = query.where('campaign_id', '=', where.campaign_id);
    if (where.campaign_segment_code !== undefined)
      query = query.where('campaign_segment_code', '=', where.campaign_segment_code);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}
