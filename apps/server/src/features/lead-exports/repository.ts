import { PRODUCT_TYPE_IDS } from '@meridian/domain';
import { sql, type Kysely } from 'kysely';
import type { ExportType, ExportWithoutData } from '@meridian/api';
import type { Principal } from '../../auth/principal';
import type { DB } from '../../schema';
import { visibleLeads } from '../leads';

/** An export answers at most this many rows (a larger one belongs in a background report). */
export const EXPORT_ROW_LIMIT = 50_000;

type Row = Record<string, unknown>;
export interface ExportDefinition {
  columns: Array<{ key: string; header: string }>;
  rows(db: Kysely<DB>, principal: Principal): Promise<Row[]>;
}

/** The exports with data here: the pharmacy and disruption ones (`EXPORTS_WITHOUT_DATA`) have none to read. */
export type ExportWithData = Exclude<ExportType, ExportWithoutData>;

/** The visible leads joined to their current plans (one row per plan). */
const leadsWithCurrentPlans = (db: Kysely<DB>, principal: Principal) =>
  visibleLeads(db, principal).innerJoin('lead_current_plan as cp', (j) =>
    j.onRef('cp.account_id', '=', 'l.account_id').onRef('cp.lead_id', '=', 'l.lead_id'),
  );

const dob = sql<string | null>`to_char(l.dob, 'MM/DD/YYYY')`.as('dob');

export const EXPORTS: Record<ExportWithData, ExportDefinition> = {
  lead_export: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'dob', header: 'Date of Birth' },
      { key: 'phone', header: 'Phone' },
      { key: 'email', header: 'Email' },
      { key: 'address1', header: 'Address' },
      { key: 'city', header: 'City' },
      { key: 'state_id', header: 'State' },
      { key: 'zip', header: 'Zip' },
      { key: 'county', header: 'County' },
      { key: 'dispo_name', header: 'Disposition' },
      { key: 'lead_date', header: 'Lead Date' },
    ],
    rows: (db, principal) =>
      visibleLeads(db, principal)
        .leftJoin('lead_disposition as d', (j) =>
          j.onRef('d.account_id', '=', 'l.account_id').onRef('d.dispo_id', '=', 'l.lead_dispo_id'),
        )
        .select([
          'l.lead_id',
          'l.fname',
          'l.lname',
          dob,
          'l.phone',
          'l.email',
          'l.address1',
          'l.city',
          'l.state_id',
          'l.zip',
          'l.county',
          'd.dispo_name',
        ])
        .select(sql<string>`to_char(l.lead_date AT TIME ZONE 'America/Chicago', 'MM/DD/YYYY')`.as('lead_date'))
        .orderBy('l.lname')
        .orderBy('l.lead_id')
        .limit(EXPORT_ROW_LIMIT)
        .execute(),
  },
  current_plan: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'phone', header: 'Phone' },
      { key: 'plan_year', header: 'Plan Year' },
      { key: 'carrier_name', header: 'Carrier' },
      { key: 'plan_name', header: 'Plan' },
    ],
    rows: (db, principal) =>
      leadsWithCurrentPlans(db, principal)
        .select(['l.lead_id', 'l.fname', 'l.lname', 'l.phone', 'cp.plan_year', 'cp.carrier_name', 'cp.plan_name'])
        .orderBy('l.lname')
        .orderBy('l.lead_id')
        .orderBy('cp.plan_year')
        .limit(EXPORT_ROW_LIMIT)
        .execute(),
  },
  /**
   * PDP retention: the leads whose current plan is a Medicare Part D (PDP) plan (product type 11,
   * spec 01 §9), one row per such plan, so an agent can reach them before their plan year renews.
   */
  pdp_retention: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'dob', header: 'Date of Birth' },
      { key: 'phone', header: 'Phone' },
      { key: 'email', header: 'Email' },
      { key: 'agent', header: 'Agent' },
      { key: 'plan_year', header: 'Plan Year' },
      { key: 'carrier_name', header: 'Carrier' },
      { key: 'plan_name', header: 'Plan' },
    ],
    rows: (db, principal) =>
      leadsWithCurrentPlans(db, principal)
        .leftJoin('app_user as u', (j) =>
          j.onRef('u.account_id', '=', 'l.account_id').onRef('u.user_id', '=', 'l.user_id'),
        )
        .where('cp.product_type_id', '=', PRODUCT_TYPE_IDS.partD)
        .select([
          'l.lead_id',
          'l.fname',
          'l.lname',
          dob,
          'l.phone',
          'l.email',
          'cp.plan_year',
          'cp.carrier_name',
          'cp.plan_name',
        ])
        .select(sql<string | null>`nullif(trim(concat_ws(' ', u.fname, u.lname)), '')`.as('agent'))
        .orderBy('l.lname')
        .orderBy('l.lead_id')
        .orderBy('cp.plan_year')
        .limit(EXPORT_ROW_LIMIT)
        .execute(),
  },
  multi_client_rx: {
    columns: [
      { key: 'lead_id', header: 'Lead ID' },
      { key: 'fname', header: 'First Name' },
      { key: 'lname', header: 'Last Name' },
      { key: 'phone', header: 'Phone' },
      { key: 'drug_list_updated_date', header: 'Drug List Updated' },
    ],
    rows: (db, principal) =>
      visibleLeads(db, principal)
        .where('l.drug_list_updated_flag', '=', '1')
        .select(['l.lead_id', 'l.fname', 'l.lname', 'l.phone'])
        .select(sql<string | null>`to_char(l.drug_list_updated_date, 'MM/DD/YYYY')`.as('drug_list_updated_date'))
        .orderBy('l.drug_list_updated_date', 'desc')
        .orderBy('l.lead_id')
        .limit(EXPORT_ROW_LIMIT)
        .execute(),
  },
};
