// A lead's coverage (spec 02 §3.1 "lead other data"): the plans it has now (lead_current_plan) and
// its applications (application, with their application disposition), read-only. Every query goes
// through `tenant(db, owner)`; the routes check that the caller reaches the lead first.
import { sql, type Kysely } from 'kysely';
import type { LeadApplication, LeadCurrentPlan } from '@meridian/api';
import type { DB } from '../../schema';
import { tenant, type TenantOwner } from '../../db/tenant';

const usDate = (column: string) => sql<string>`coalesce(to_char(${sql.ref(column)}, 'MM/DD/YYYY'), '')`;

/** The lead's current plans, newest plan year first. */
export function listCurrentPlans(db: Kysely<DB>, owner: TenantOwner, leadId: number): Promise<LeadCurrentPlan[]> {
  return tenant(db, owner)
    .selectFrom('lead_current_plan as p')
    .leftJoin('product_type as pt', 'pt.product_type_id', 'p.product_type_id')
    .select([
      'p.lead_current_plan_id',
      'p.lead_id',
      'p.plan_year',
      'p.product_type_id',
      sql<string>`coalesce(pt.product_type_name, '')`.as('product_type_name'),
      'p.carrier_name',
      'p.plan_name',
    ])
    .where('p.lead_id', '=', leadId)
    .orderBy('p.plan_year', 'desc')
    .orderBy('p.lead_current_plan_id', 'desc')
    .execute();
}

/** The lead's applications, newest submitted first (those without a date last). */
export function listApplications(db: Kysely<DB>, owner: TenantOwner, leadId: number): Promise<LeadApplication[]> {
  return tenant(db, owner)
    .selectFrom('application as a')
    .leftJoin('product_type as pt', 'pt.product_type_id', 'a.product_type_id')
    .leftJoin('application_disposition as d', (j) =>
      j.onRef('d.account_id', '=', 'a.account_id').onRef('d.dispo_id', '=', 'a.app_dispo_id'),
    )
    .select([
      'a.application_id',
      'a.lead_id',
      sql<string>`coalesce(a.carrier_name, '')`.as('carrier_name'),
      sql<string>`coalesce(a.plan_name, '')`.as('plan_name'),
      sql<number | null>`extract(year from a.effective_date)::integer`.as('plan_year'),
      'a.product_type_id',
      sql<string>`coalesce(pt.product_type_name, '')`.as('product_type_name'),
      usDate('a.submitted_date').as('submitted_date'),
      usDate('a.effective_date').as('effective_date'),
      'a.app_dispo_id',
      sql<string>`coalesce(d.dispo_name, '')`.as('app_dispo_name'),
    ])
    .where('a.lead_id', '=', leadId)
    .orderBy(sql`a.submitted_date DESC NULLS LAST`)
    .orderBy('a.application_id', 'desc')
    .execute();
}
