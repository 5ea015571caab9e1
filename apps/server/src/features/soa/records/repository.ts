// SOA records (spec 02 §3.10, §7.2) and the account's SOA report. Every tenant query goes through
// `tenant()`; an SOA is reached only through a lead the caller may see.
import { sql } from 'kysely';
import type { SoaDetail, SoaRecord } from '@meridian/api';
import { DISPLAY_TIME_ZONE } from '@meridian/domain';
import type { Principal } from '../../../auth/principal';
import { tenant, type TenantOwner } from '../../../db/tenant';
import { loadSoaAgent, loadSoaLead } from '../lead-agent.repository';
import { iso, usDate, type Db } from '../queries';

function soaColumns() {
  return [
    's.soa_id',
    's.lead_id',
    's.app_id',
    's.user_id',
    's.process_type',
    's.status',
    's.draft',
    's.client_name',
    's.client_email',
    usDate('s.client_dob').as('client_dob'),
    's.client_zip',
    usDate('s.appointment_date').as('appointment_date'),
    's.contact_method',
    's.agent_signature',
    's.esignature_id',
    's.agent_custom_message',
    's.created_at',
    's.signed_at',
    's.product_types',
    sql<string | null>`s.bulk_send_id::text`.as('bulk_send_id'),
    sql<boolean>`s.pdf IS NOT NULL`.as('has_pdf'),
  ] as const;
}

type SoaRow = {
  soa_id: number;
  lead_id: number;
  app_id: number | null;
  user_id: number | null;
  process_type: SoaRecord['process_type'];
  status: SoaRecord['status'];
  draft: '0' | '1';
  client_name: string;
  client_email: string | null;
  client_dob: string | null;
  client_zip: string | null;
  appointment_date: string | null;
  contact_method: string | null;
  agent_signature: string | null;
  esignature_id: number | null;
  agent_custom_message: string | null;
  created_at: Date;
  signed_at: Date | null;
  product_types: string[] | null;
  bulk_send_id: string | null;
  has_pdf: boolean;
};

function toRecord(row: SoaRow): SoaRecord {
  return {
    soa_id: row.soa_id,
    lead_id: row.lead_id,
    app_id: row.app_id,
    user_id: row.user_id,
    process_type: row.process_type,
    status: row.status,
    draft: row.draft,
    client_name: row.client_name,
    client_email: row.client_email ?? '',
    client_dob: row.client_dob ?? '',
    client_zip: row.client_zip ?? '',
    appointment_date: row.appointment_date ?? '',
    contact_method: row.contact_method ?? '',
    agent_signature: row.agent_signature ?? '',
    esignature_id: row.esignature_id,
    agent_custom_message: row.agent_custom_message ?? '',
    created_at: iso(row.created_at)!,
    signed_at: iso(row.signed_at),
    product_types: Array.isArray(row.product_types) ? row.product_types.map(String) : [],
    bulk_send_id: row.bulk_send_id,
    has_pdf: Boolean(row.has_pdf),
  };
}

/**
 * The SOAs the caller may reach, newest first: of the account's leads, those of leads the caller
 * sees (own leads, or every lead with lead_view_assigned). `processType` narrows to Enhanced sends.
 */
export async function searchSoaRecords(
  db: Db,
  principal: Principal,
  filter: { leadId?: number; processType?: SoaRecord['process_type']; userId?: number; status?: SoaRecord['status'] },
  page: { number: number; size: number },
) {
  const wide = principal.permissions.has('lead_view_assigned');
  let query = tenant(db, principal)
    .selectFrom('soa as s')
    .innerJoin('lead as l', (j) => j.onRef('l.account_id', '=', 's.account_id').onRef('l.lead_id', '=', 's.lead_id'))
    .where('l.deleted', '=', '0');
  if (!wide) query = query.where('l.user_id', '=', principal.user_id);
  if (filter.leadId !== undefined) query = query.where('s.lead_id', '=', filter.leadId);
  if (filter.processType) query = query.where('s.process_type', '=', filter.processType);
  if (filter.userId !== undefined) query = query.where('s.user_id', '=', filter.userId);
  // Drafts were never sent: none waits for a signature.
  if (filter.status) query = query.where('s.status', '=', filter.status).where('s.draft', '=', '0');
  const [{ total }, rows] = await Promise.all([
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    query
      .select([...soaColumns()])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.soa_id', 'desc')
      .limit(page.size)
      .offset((page.number - 1) * page.size)
      .execute(),
  ]);
  return { total: Number(total), rows: (rows as SoaRow[]).map(toRecord) };
}

/** One SOA the caller may reach (its lead visible to them), with its `soa` part; undefined otherwise. */
export async function readSoa(db: Db, principal: Principal, soaId: number): Promise<SoaDetail | undefined> {
  const row = await tenant(db, principal)
    .selectFrom('soa as s')
    .select([...soaColumns(), 's.signer_name', 's.content_sha256'])
    .where('s.soa_id', '=', soaId)
    .executeTakeFirst();
  if (!row) return undefined;
  const lead = await loadSoaLead(db, principal, row.lead_id);
  if (!lead) return undefined;
  // The SOA's agent as their profile reads now (a removed agent leaves user_id null: no agent).
  const agent = row.user_id
    ? await loadSoaAgent(db, { account_id: principal.account_id, user_id: row.user_id })
    : undefined;
  const agentAddress = agent?.address;
  const line = (parts: Array<string | null | undefined>) => parts.filter((p) => p && p.trim()).join(', ');
  const record = toRecord(row as SoaRow);
  return {
    ...record,
    signer_name: row.signer_name,
    content_sha256: row.content_sha256,
    soa: {
      client_name: record.client_name,
      client_phone: lead.phone ?? '',
      client_email: record.client_email,
      client_address: line([lead.address1, lead.city, lead.state_id, lead.zip]),
      agent_name: agent?.name ?? '',
      agent_phone: agent?.phone ?? '',
      agent_email: agent?.email ?? '',
      agent_address: line([agentAddress?.address1, agentAddress?.city, agentAddress?.state_id, agentAddress?.zip]),
      contact_method: record.contact_method,
      appointment_date: record.appointment_date,
      agent_esign_id: record.esignature_id,
    },
  };
}

// ---- Report ------------------------------------------------------------------------------------

export interface SoaReportFilter {
  userId?: number;
  /** YYYY-MM-DD, Central Time, inclusive. */
  from?: string;
  to?: string;
  status?: SoaRecord['status'];
}

/** Rows cap of one report download. */
export const SOA_REPORT_MAX_ROWS = 100_000;

/** The account's SOAs for the report (every agent's), oldest first, with times in Central Time. */
export async function soaReportRows(db: Db, owner: TenantOwner, filter: SoaReportFilter) {
  const zone = DISPLAY_TIME_ZONE;
  let query = tenant(db, owner)
    .selectFrom('soa as s')
    .leftJoin('app_user as u', (j) => j.onRef('u.account_id', '=', 's.account_id').onRef('u.user_id', '=', 's.user_id'))
    .select([
      sql<string>`coalesce(u.fname || ' ' || u.lname, '')`.as('agent'),
      's.client_name as lead_name',
      's.process_type',
      's.status',
      sql<string>`to_char(s.created_at AT TIME ZONE ${zone}, 'MM/DD/YYYY HH12:MI AM')`.as('sent'),
      sql<string | null>`to_char(s.signed_at AT TIME ZONE ${zone}, 'MM/DD/YYYY HH12:MI AM')`.as('signed'),
      usDate('s.appointment_date').as('appointment_date'),
    ]);
  if (filter.userId !== undefined) query = query.where('s.user_id', '=', filter.userId);
  if (filter.status) query = query.where('s.status', '=', filter.status);
  if (filter.from)
    query = query.where('s.created_at', '>=', sql<Date>`(${filter.from}::date::timestamp AT TIME ZONE ${zone})`);
  if (filter.to)
    query = query.where('s.created_at', '<', sql<Date>`((${filter.to}::date + 1)::timestamp AT TIME ZONE ${zone})`);
  return query.orderBy('s.created_at').orderBy('s.soa_id').limit(SOA_REPORT_MAX_ROWS).execute();
}
