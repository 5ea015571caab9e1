// The lead import's queries: imports, their rows, the remembered mapping per lead source, and reads
// for the preview, the list and the error report (the rows' validation is validation.ts). Every query
// goes through `tenant()`.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { LeadImport, LeadImportAnswer, LeadImportPreviewRow } from '@meridian/api';
import {
  autoMapLeadImport,
  canSeeAllLeads,
  isLeadImportField,
  readLeadImportRow,
  type LeadImportMapping,
} from '@meridian/domain';
import type { Principal } from '../../auth/principal';
import type { DB, LeadImportTable } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';
import { notFound } from '../../http/errors';
import type { ReadFile } from './file-reader';

type Db = Kysely<DB> | Transaction<DB>;
export type LeadImportRow = Selectable<LeadImportTable>;

const ROWS_PER_INSERT = 1_000;

/** The imports the caller reads: their own, or every one of the account with lead_view_assigned. */
function visible(db: Db, principal: Principal) {
  const query = tenant(db, principal).selectFrom('lead_import as i');
  return canSeeAllLeads(principal.permissions) ? query : query.where('i.created_by', '=', principal.user_id);
}

/** The caller's import row (for update: locked); undefined when another's or missing (404). */
export async function findImport(db: Db, principal: Principal, id: number, { lock = false } = {}) {
  let query = visible(db, principal).selectAll('i').where('i.lead_import_id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** An import as the calls answer it, with its lead source's and campaign's names and who created it; 404 when not the caller's. */
export async function importAnswer(db: Db, principal: Principal, id: number): Promise<LeadImportAnswer> {
  const [row] = await importsWithNames(db, principal, (q) => q.where('i.lead_import_id', '=', id));
  if (!row) throw notFound();
  return { success: true, ...row };
}

type VisibleQuery = ReturnType<typeof visible>;

async function importsWithNames(
  db: Db,
  principal: Principal,
  narrow: (query: VisibleQuery) => VisibleQuery,
  page?: { limit: number; offset: number },
): Promise<LeadImport[]> {
  let query = narrow(visible(db, principal))
    .leftJoin('lead_vendor as v', (join) =>
      join.onRef('v.account_id', '=', 'i.account_id').onRef('v.lead_vendor_id', '=', 'i.lead_vendor_id'),
    )
    .leftJoin('campaign as c', (join) =>
      join.onRef('c.account_id', '=', 'i.account_id').onRef('c.campaign_id', '=', 'i.campaign_id'),
    )
    .innerJoin('app_user as u', (join) =>
      join.onRef('u.account_id', '=', 'i.account_id').onRef('u.user_id', '=', 'i.created_by'),
    )
    .leftJoin('job as j', (join) => join.on(sql<boolean>`j.job_id = i.job_id AND j.account_id = i.account_id`))
    .selectAll('i')
    .select([
      'v.company as lead_vendor_name',
      'c.campaign_code',
      'u.fname as creator_fname',
      'u.lname as creator_lname',
      'j.status as job_status',
      'j.last_error as job_error',
    ])
    .orderBy('i.lead_import_id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query.execute();
  return rows.map((r) => {
    // A run whose job failed (retries spent) is a failed import, with the job's last error.
    const failed = (r.status === 'queued' || r.status === 'running') && r.job_status === 'failed';
    return {
      lead_import_id: r.lead_import_id,
      file_name: r.file_name,
      status: failed ? 'failed' : r.status,
      file_type: r.file_type,
      lead_vendor_id: r.lead_vendor_id,
      lead_vendor_name: r.lead_vendor_name ?? '',
      campaign_id: r.campaign_id,
      campaign_code: r.campaign_code ?? '',
      user_id: r.agent_user_id ?? 0,
      created_by: r.created_by,
      created_by_name: `${r.creator_fname ?? ''} ${r.creator_lname ?? ''}`.trim(),
      created_at: new Date(r.created_at).toISOString(),
      started_at: r.started_at ? new Date(r.started_at).toISOString() : null,
      finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
      duplicate_action: r.duplicate_action,
      headers: r.headers,
      mapping: r.mapping,
      total_rows: r.total_rows,
      valid_rows: r.valid_rows,
      invalid_rows: r.invalid_rows,
      duplicate_rows: r.duplicate_rows,
      rows_done: r.rows_done,
      imported: r.imported,
      updated: r.updated,
      skipped: r.skipped,
      refused: r.refused,
      error: failed ? (r.job_error ?? null) : r.error,
    };
  });
}

/** A page of the caller's imports, newest first, with their total. */
export async function searchImports(db: Db, principal: Principal, page: { limit: number; offset: number }) {
  const { total } = await visible(db, principal)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { total: Number(total), rows: await importsWithNames(db, principal, (q) => q, page) };
}

/** Whether the lead source and campaign are the account's. */
export async function originationExists(
  db: Db,
  owner: TenantOwner,
  ids: { leadVendorId: number | null; campaignId: number | null },
) {
  const t = tenant(db, owner);
  const vendor =
    ids.leadVendorId === null ||
    (await t
      .selectFrom('lead_vendor')
      .select('lead_vendor_id')
      .where('lead_vendor_id', '=', ids.leadVendorId)
      .executeTakeFirst()) !== undefined;
  const campaign =
    ids.campaignId === null ||
    (await t
      .selectFrom('campaign')
      .select('campaign_id')
      .where('campaign_id', '=', ids.campaignId)
      .executeTakeFirst()) !== undefined;
  return { vendor, campaign };
}

/** The mapping last used for a lead source (empty when none). */
export async function rememberedMapping(
  db: Db,
  owner: TenantOwner,
  leadVendorId: number | null,
): Promise<LeadImportMapping> {
  if (leadVendorId === null) return {};
  const row = await tenant(db, owner)
    .selectFrom('lead_import_mapping')
    .select('mapping')
    .where('lead_vendor_id', '=', leadVendorId)
    .executeTakeFirst();
  return (row?.mapping ?? {}) as LeadImportMapping;
}

/** Remembers a mapping for the lead source's next file. */
export async function rememberMapping(
  db: Db,
  owner: TenantOwner,
  leadVendorId: number | null,
  mapping: LeadImportMapping,
) {
  if (leadVendorId === null) return;
  await tenant(db, owner)
    .insertInto('lead_import_mapping', { lead_vendor_id: leadVendorId, mapping: JSON.stringify(mapping) })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'lead_vendor_id'])
        .doUpdateSet({ mapping: JSON.stringify(mapping), updated_at: new Date() }),
    )
    .execute();
}

/**
 * Keeps a file's rows for the import (replacing any earlier upload's), with its headers and mapping:
 * the remembered mapping of the lead source first, then the automatic one.
 */
export async function storeFile(
  trx: Transaction<DB>,
  owner: TenantOwner,
  current: LeadImportRow,
  file: ReadFile,
  fileType: 'csv' | 'xlsx',
): Promise<LeadImportMapping> {
  const t = tenant(trx, owner);
  const id = current.lead_import_id;
  await t.deleteFrom('lead_import_row').where('lead_import_id', '=', id).execute();
  for (let i = 0; i < file.rows.length; i += ROWS_PER_INSERT) {
    await t
      .insertInto(
        'lead_import_row',
        file.rows.slice(i, i + ROWS_PER_INSERT).map((cells, j) => ({
          lead_import_id: id,
          row_num: i + j + 1,
          cells: JSON.stringify(cells),
        })),
      )
      .execute();
  }
  const mapping = autoMapLeadImport(file.headers, await rememberedMapping(trx, owner, current.lead_vendor_id));
  await t
    .updateTable('lead_import')
    .set({
      status: 'uploaded',
      file_type: fileType,
      headers: JSON.stringify(file.headers),
      mapping: JSON.stringify(mapping),
      total_rows: file.rows.length,
    })
    .where('lead_import_id', '=', id)
    .execute();
  return mapping;
}

/** A page of the preview: each row's mapped values, status and messages, with the totals. */
export async function previewRows(
  db: Db,
  owner: TenantOwner,
  imp: LeadImportRow,
  page: { limit: number; offset: number; status?: 'valid' | 'invalid' | 'duplicate' },
): Promise<{ total: number; rows: LeadImportPreviewRow[] }> {
  let query = tenant(db, owner).selectFrom('lead_import_row').where('lead_import_id', '=', imp.lead_import_id);
  if (page.status) query = query.where('status', '=', page.status);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['row_num', 'cells', 'status', 'errors', 'duplicate_of_row', 'duplicate_of_leads'])
    .orderBy('row_num')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return {
    total: Number(total),
    rows: rows.map((r) => {
      const { values } = readLeadImportRow(imp.headers, r.cells, imp.mapping as LeadImportMapping);
      const mapped: Record<string, string> = {};
      for (const field of Object.keys(imp.mapping)) if (isLeadImportField(field)) mapped[field] = values[field];
      return {
        row_num: r.row_num,
        status: r.status ?? 'invalid',
        values: mapped,
        errors: r.errors,
        duplicate_of_row: r.duplicate_of_row,
        duplicate_of_leads: r.duplicate_of_leads,
      };
    }),
  };
}

/** The refused rows of an import (status invalid), in file order, for the error report. */
export async function refusedRows(db: Db, owner: TenantOwner, id: number) {
  return tenant(db, owner)
    .selectFrom('lead_import_row')
    .select(['row_num', 'cells', 'errors'])
    .where('lead_import_id', '=', id)
    .where('status', '=', 'invalid')
    .orderBy('row_num')
    .execute();
}
