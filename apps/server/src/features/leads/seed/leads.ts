import type { Insertable, Transaction } from 'kysely';
import { DAY_MS, type DemoSeed } from '../../../db/demo-seed';
import type { DB } from '../../../schema';
import {
  APPLICATION_DISPOSITIONS,
  CARRIERS,
  FEMALE_NAMES,
  LAST_NAMES,
  LEAD_DISPOSITIONS,
  MALE_NAMES,
  PLACES,
  PRODUCTS,
  STREETS,
  TAGS,
  VENDORS,
} from './data';
import { seedLeadRecords } from './lead-records';
import { type Random, chance, pad, pick, seededRandom } from './random';

/**
 * Demo leads with their dispositions, tags, vendors, applications, drug-list dates and current
 * plans. Deterministic: one seeded generator per account, so every fresh database looks the same
 * (dates are relative to the day it is seeded).
 */
export async function seedLeadsDemoData({ trx, now, user }: DemoSeed): Promise<void> {
  const agent = user('demoagent');
  const agent2 = user('demoagent2');
  const admin = user('demoadmin');
  if (admin && agent && agent2) {
    const owners = [
      { user_id: agent.user_id, weight: 40 },
      { user_id: agent2.user_id, weight: 35 },
      { user_id: null, weight: 25 },
    ];
    await seedLeads(trx, admin.account_id, owners, 320, 20_261_121, now);
    await seedLeadRecords(trx, admin.account_id, 20_261_125, now, agent.user_id);
  }
  const other = user('otheradmin');
  if (other) {
    const owners = [
      { user_id: other.user_id, weight: 70 },
      { user_id: null, weight: 30 },
    ];
    await seedLeads(trx, other.account_id, owners, 300, 19_650_730, now);
    await seedLeadRecords(trx, other.account_id, 19_650_731, now, other.user_id);
  }
}

const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export interface LeadOwner {
  /** null: Unassigned. */
  user_id: number | null;
  /** Relative share of the account's leads. */
  weight: number;
}

/** Builds one account's leads and related rows (batched: a handful of statements). */
export async function seedLeads(
  trx: Transaction<DB>,
  account_id: number,
  owners: readonly LeadOwner[],
  count: number,
  seed: number,
  now = new Date(),
) {
  const random = seededRandom(seed);
  const lookups = await seedLookups(trx, account_id);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const draw: LeadDraw = {
    random,
    account_id,
    today,
    lookups,
    ownerFor: weightedOwner(random, owners),
    usedPhones: new Set(),
  };
  const leads = Array.from({ length: count }, (_, i) => drawLead(draw, i));
  const inserted = await trx.insertInto('lead').values(leads).returning(['lead_id', 'fname', 'lname']).execute();
  // PostgreSQL returns the rows of INSERT … VALUES in their order; the names double-check it.
  if (inserted.some((row, i) => row.fname !== leads[i]!.fname || row.lname !== leads[i]!.lname))
    throw new Error('seed: lead ids came back out of order');
  await seedLeadRelations(
    trx,
    draw,
    now,
    leads.map((lead, i) => ({ ...lead, lead_id: inserted[i]!.lead_id })),
  );
}

/** The account's dispositions, tags and vendors the leads point at. */
async function seedLookups(trx: Transaction<DB>, account_id: number) {
  const dispoIds = await insertNamed(trx, 'lead_disposition', account_id, LEAD_DISPOSITIONS);
  const appDispoIds = await insertNamed(trx, 'application_disposition', account_id, APPLICATION_DISPOSITIONS);
  const tags = await trx
    .insertInto('tag')
    .values(TAGS.map((tag_name) => ({ account_id, tag_name })))
    .returning('tag_id')
    .execute();
  const vendors = await trx
    .insertInto('lead_vendor')
    .values(VENDORS.map((v) => ({ account_id, lead_vendor_code: v.code, company: v.company })))
    .returning('lead_vendor_id')
    .execute();
  return { dispoIds, appDispoIds, tags, vendors };
}

/** What drawing one lead needs: the generator (drawn from in a fixed order), the account's lookups, the day. */
interface LeadDraw {
  random: Random;
  account_id: number;
  today: number;
  lookups: Awaited<ReturnType<typeof seedLookups>>;
  ownerFor: () => number | null;
  usedPhones: Set<string>;
}

function weightedOwner(random: Random, owners: readonly LeadOwner[]) {
  const totalWeight = owners.reduce((sum, o) => sum + o.weight, 0);
  return () => {
    let r = random() * totalWeight;
    for (const owner of owners) if ((r -= owner.weight) < 0) return owner.user_id;
    return owners[owners.length - 1]!.user_id;
  };
}

function drawLead({ random, account_id, today, lookups, ownerFor, usedPhones }: LeadDraw, i: number) {
  const { dispoIds, vendors } = lookups;
  const female = chance(random, 0.55);
  const fname = pick(random, female ? FEMALE_NAMES : MALE_NAMES);
  const lname = pick(random, LAST_NAMES);
  const [zip, city, county, county_fips, state_id, areaCode] = pick(random, PLACES);
  // 555-0100 to 555-0199 are reserved for fiction: never a real subscriber.
  let phone: string;
  do phone = `${areaCode}55501${pad(Math.floor(random() * 100))}`;
  while (usedPhones.has(phone));
  usedPhones.add(phone);
  // Medicare ages: born between 1936 and 1961.
  const dob = isoDay(
    new Date(Date.UTC(1936 + Math.floor(random() * 26), Math.floor(random() * 12), 1 + Math.floor(random() * 28))),
  );
  const vendorIndex = Math.floor(random() * VENDORS.length);
  const drugUpdated = chance(random, 0.35);
  const leadDate = new Date(
    today - Math.floor(random() * 730) * DAY_MS + Math.floor(random() * 10 * 3600_000) + 13 * 3600_000,
  );
  const dispoIndex = Math.floor(random() * LEAD_DISPOSITIONS.length);
  const email = chance(random, 0.85)
    ? `${fname}.${lname}${i % 7 === 0 ? Math.floor(random() * 90 + 10) : ''}@${pick(random, ['example.com', 'example.net', 'example.org'])}`
        .toLowerCase()
        .replace(/'/g, '')
    : null;
  return {
    account_id,
    user_id: ownerFor(),
    fname,
    lname,
    mname: chance(random, 0.4) ? String.fromCharCode(65 + Math.floor(random() * 26)) : null,
    dob,
    gender: (female ? 'F' : 'M') as 'F' | 'M',
    marital_status: pick(random, ['S', 'M', 'M', 'D', 'W'] as const),
    phone: chance(random, 0.95) ? phone : null,
    phone_type: pick(random, ['Home', 'Mobile', 'Mobile'] as const),
    email,
    address1: `${100 + Math.floor(random() * 9800)} ${pick(random, STREETS)}`,
    city,
    state_id,
    zip,
    county,
    county_fips,
    lead_dispo_id: dispoIds[dispoIndex]!,
    disposition_date: new Date(leadDate.getTime() + Math.floor(random() * 20) * DAY_MS),
    lead_date: leadDate,
    lead_vendor_id: vendors[vendorIndex]!.lead_vendor_id,
    lead_vendor_source_code: pick(random, VENDORS[vendorIndex]!.tracking),
    drug_list_updated_flag: (drugUpdated ? '1' : '0') as '0' | '1',
    drug_list_updated_date: drugUpdated ? isoDay(new Date(today - Math.floor(random() * 300) * DAY_MS)) : null,
    has_current_plan_flag: (chance(random, 0.4) ? '1' : '0') as '0' | '1',
    deleted: (chance(random, 0.02) ? '1' : '0') as '0' | '1',
  };
}

/** Tags, applications and current plans for the inserted leads. */
async function seedLeadRelations(
  trx: Transaction<DB>,
  { random, account_id, today, lookups }: LeadDraw,
  now: Date,
  leads: Array<{ lead_id: number; has_current_plan_flag: '0' | '1' }>,
) {
  const { tags, appDispoIds } = lookups;
  const leadTags: Array<Insertable<DB['lead_tag']>> = [];
  const applications: Array<Insertable<DB['application']>> = [];
  const plans: Array<Insertable<DB['lead_current_plan']>> = [];
  for (const lead of leads) {
    const { lead_id } = lead;
    const tagCount = Math.floor(random() * 3);
    const chosen = new Set<number>();
    for (let t = 0; t < tagCount; t += 1) chosen.add(tags[Math.floor(random() * tags.length)]!.tag_id);
    for (const tag_id of chosen) leadTags.push({ account_id, lead_id, tag_id });
    if (chance(random, 0.3)) {
      const product = pick(random, PRODUCTS);
      const carrier = pick(random, CARRIERS);
      const submitted = new Date(today - Math.floor(random() * 365) * DAY_MS);
      applications.push({
        account_id,
        lead_id,
        app_dispo_id: pick(random, appDispoIds),
        product_type_id: product.product_type_id,
        carrier_name: carrier,
        plan_name: `${carrier} ${pick(random, product.plans)}`,
        submitted_date: isoDay(submitted),
        effective_date: isoDay(new Date(Date.UTC(submitted.getUTCFullYear(), submitted.getUTCMonth() + 1, 1))),
      });
    }
    if (lead.has_current_plan_flag === '1') {
      const product = pick(random, PRODUCTS);
      const carrier = pick(random, CARRIERS);
      plans.push({
        account_id,
        lead_id,
        plan_year: now.getUTCFullYear(),
        product_type_id: product.product_type_id,
        carrier_name: carrier,
        plan_name: `${carrier} ${pick(random, product.plans)}`,
      });
    }
  }
  if (leadTags.length > 0) await trx.insertInto('lead_tag').values(leadTags).execute();
  if (applications.length > 0) await trx.insertInto('application').values(applications).execute();
  if (plans.length > 0) await trx.insertInto('lead_current_plan').values(plans).execute();
}

async function insertNamed(
  trx: Transaction<DB>,
  table: 'lead_disposition' | 'application_disposition',
  account_id: number,
  names: readonly string[],
) {
  const rows = await trx
    .insertInto(table)
    .values(names.map((dispo_name, sort_order) => ({ account_id, dispo_name, sort_order })))
    .returning('dispo_id')
    .execute();
  return rows.map((r) => r.dispo_id);
}
