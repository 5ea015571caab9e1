// The SOA rule table and the CMS plan disclaimer the invite email carries (spec 02 §3.10).
import { sql } from 'kysely';
import type { SoaRuleRow } from '@meridian/api';
import { DISPLAY_TIME_ZONE } from '@meridian/domain';
import { tenant, type TenantOwner } from '../../db/tenant';
import type { Db } from './queries';

/** The SOA rule table, in kind and date order. */
export async function readSoaRules(db: Db): Promise<SoaRuleRow[]> {
  const rows = await db
    .selectFrom('soa_rule')
    .select([
      'kind',
      sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('effective_from'),
      'waiting_hours',
      'applies_to_unscheduled',
      'retention_years',
      'note',
      'source',
    ])
    .orderBy('kind', 'desc')
    .orderBy('effective_from')
    .execute();
  return rows;
}

/** The plan year of an instant (Central Time), and the next. */
export function planYears(now: Date): [number, number] {
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric' }).format(now));
  return [year, year + 1];
}

/** MA and Part D: the plans the CMS disclaimer counts (product types 8 and 11). */
const DISCLAIMER_PRODUCT_TYPES = [8, 11];

/**
 * The CMS "we do not offer every plan" disclaimer with counts (42 CFR 422.2267(e)(34)), per plan year:
 * the organizations (carriers) and MA/Part D plans the agency offers — the account's product filter
 * when it lists any plan, else every plan — in the current and next plan year.
 */
export async function planDisclaimers(db: Db, owner: TenantOwner, now = new Date()) {
  const years = planYears(now);
  const filtered = await tenant(db, owner).selectFrom('product_filter').select('plan_id').limit(1).executeTakeFirst();
  let query = db
    .selectFrom('plan as p')
    .select([
      'p.plan_year',
      sql<string>`count(DISTINCT p.carrier_id)`.as('organizations'),
      sql<string>`count(*)`.as('plans'),
    ])
    .where('p.plan_year', 'in', years)
    .where('p.product_type_id', 'in', DISCLAIMER_PRODUCT_TYPES)
    .groupBy('p.plan_year')
    .orderBy('p.plan_year');
  if (filtered)
    query = query.where('p.plan_id', 'in', tenant(db, owner).selectFrom('product_filter as f').select('f.plan_id'));
  const rows = await query.execute();
  return rows.map((row) => ({
    plan_year: row.plan_year,
    email_disclaimer_text_with_counts: disclaimerText(Number(row.organizations), Number(row.plans)),
  }));
}

function disclaimerText(organizations: number, plans: number): string {
  const orgs = `${organizations} organization${organizations === 1 ? '' : 's'}`;
  const products = `${plans} product${plans === 1 ? '' : 's'}`;
  return `We do not offer every plan available in your area. Currently we represent ${orgs} which offer ${products} in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.`;
}
