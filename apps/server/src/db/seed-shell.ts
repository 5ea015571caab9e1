import type { Insertable, Transaction } from 'kysely';
import { DEFAULT_PHONE_DIALER_HOST } from '../config';
import type { DB } from './schema';

/**
 * Demo data of the workspace shell: leads (with dispositions, tags, vendors, applications,
 * drug-list dates and current plans), notices, quick links, dialer settings and feature flags.
 * Deterministic: one seeded generator per account, so every fresh database looks the same
 * (dates are relative to the day it is seeded).
 */

/** Mulberry32: a small, fast, seedable generator (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (random: Random, p: number) => random() < p;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const DAY_MS = 86_400_000;

export const MALE_NAMES = ['James', 'Robert', 'John', 'Michael', 'William', 'David', 'Richard', 'Charles', 'Joseph', 'Thomas', 'Ronald', 'Donald', 'Gary', 'Larry', 'Kenneth', 'Dennis', 'Jerry', 'Frank', 'Raymond', 'Walter', 'Harold', 'Roger', 'Carl', 'Gerald', 'Wayne', 'Ralph', 'Roy', 'Eugene', 'Jose', 'Juan'] as const;
export const FEMALE_NAMES = ['Mary', 'Patricia', 'Linda', 'Barbara', 'Carol', 'Sandra', 'Nancy', 'Sharon', 'Judith', 'Susan', 'Betty', 'Margaret', 'Shirley', 'Dorothy', 'Joyce', 'Carolyn', 'Judy', 'Donna', 'Brenda', 'Janet', 'Diane', 'Gloria', 'Martha', 'Beverly', 'Peggy', 'Frances', 'Maria', 'Rosa', 'Evelyn', 'Joan'] as const;
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson',
  'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker',
  'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell',
  'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy',
  'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson',
  'Watson', 'Brooks', 'Chavez', 'Wood', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long',
  'Ross', 'Foster', 'Jimenez', "O'Brien", 'McAllister', 'Schmidt', 'Kowalski', 'Nakamura',
] as const;
export const STREETS = ['Oak St', 'Maple Ave', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Ave', 'Lakeview Dr', 'Park Blvd', 'Sunset Blvd', 'Main St', 'Church St', 'Highland Ave', 'Meadow Ln', 'Hillcrest Dr', 'Willow Way', 'Cherry St', 'Magnolia Dr', 'Ridge Rd'] as const;

/** Real ZIP codes with their city, county (name and FIPS), state and a local area code. */
export const PLACES = [
  ['60614', 'Chicago', 'Cook', '17031', 'IL', '773'],
  ['60601', 'Chicago', 'Cook', '17031', 'IL', '312'],
  ['60540', 'Naperville', 'DuPage', '17043', 'IL', '630'],
  ['62704', 'Springfield', 'Sangamon', '17167', 'IL', '217'],
  ['30097', 'Duluth', 'Gwinnett', '13135', 'GA', '770'],
  ['30305', 'Atlanta', 'Fulton', '13121', 'GA', '404'],
  ['33133', 'Miami', 'Miami-Dade', '12086', 'FL', '305'],
  ['33606', 'Tampa', 'Hillsborough', '12057', 'FL', '813'],
  ['32801', 'Orlando', 'Orange', '12095', 'FL', '407'],
  ['34236', 'Sarasota', 'Sarasota', '12115', 'FL', '941'],
  ['32162', 'The Villages', 'Sumter', '12119', 'FL', '352'],
  ['75201', 'Dallas', 'Dallas', '48113', 'TX', '214'],
  ['77002', 'Houston', 'Harris', '48201', 'TX', '713'],
  ['78701', 'Austin', 'Travis', '48453', 'TX', '512'],
  ['78205', 'San Antonio', 'Bexar', '48029', 'TX', '210'],
  ['85004', 'Phoenix', 'Maricopa', '04013', 'AZ', '602'],
  ['85351', 'Sun City', 'Maricopa', '04013', 'AZ', '623'],
  ['85701', 'Tucson', 'Pima', '04019', 'AZ', '520'],
  ['90012', 'Los Angeles', 'Los Angeles', '06037', 'CA', '213'],
  ['92101', 'San Diego', 'San Diego', '06073', 'CA', '619'],
  ['92262', 'Palm Springs', 'Riverside', '06065', 'CA', '760'],
  ['10001', 'New York', 'New York', '36061', 'NY', '212'],
  ['11201', 'Brooklyn', 'Kings', '36047', 'NY', '718'],
  ['14604', 'Rochester', 'Monroe', '36055', 'NY', '585'],
  ['19103', 'Philadelphia', 'Philadelphia', '42101', 'PA', '215'],
  ['15222', 'Pittsburgh', 'Allegheny', '42003', 'PA', '412'],
  ['43215', 'Columbus', 'Franklin', '39049', 'OH', '614'],
  ['44113', 'Cleveland', 'Cuyahoga', '39035', 'OH', '216'],
  ['48226', 'Detroit', 'Wayne', '26163', 'MI', '313'],
  ['49503', 'Grand Rapids', 'Kent', '26081', 'MI', '616'],
  ['27601', 'Raleigh', 'Wake', '37183', 'NC', '919'],
  ['28202', 'Charlotte', 'Mecklenburg', '37119', 'NC', '704'],
  ['29401', 'Charleston', 'Charleston', '45019', 'SC', '843'],
  ['37203', 'Nashville', 'Davidson', '47037', 'TN', '615'],
  ['38103', 'Memphis', 'Shelby', '47157', 'TN', '901'],
  ['40202', 'Louisville', 'Jefferson', '21111', 'KY', '502'],
  ['46204', 'Indianapolis', 'Marion', '18097', 'IN', '317'],
  ['53202', 'Milwaukee', 'Milwaukee', '55079', 'WI', '414'],
  ['55401', 'Minneapolis', 'Hennepin', '27053', 'MN', '612'],
  ['63101', 'St. Louis', 'St. Louis City', '29510', 'MO', '314'],
  ['64105', 'Kansas City', 'Jackson', '29095', 'MO', '816'],
  ['80202', 'Denver', 'Denver', '08031', 'CO', '303'],
  ['89101', 'Las Vegas', 'Clark', '32003', 'NV', '702'],
  ['98101', 'Seattle', 'King', '53033', 'WA', '206'],
  ['97201', 'Portland', 'Multnomah', '41051', 'OR', '503'],
  ['02108', 'Boston', 'Suffolk', '25025', 'MA', '617'],
  ['70112', 'New Orleans', 'Orleans', '22071', 'LA', '504'],
  ['35203', 'Birmingham', 'Jefferson', '01073', 'AL', '205'],
  ['73102', 'Oklahoma City', 'Oklahoma', '40109', 'OK', '405'],
  ['84101', 'Salt Lake City', 'Salt Lake', '49035', 'UT', '801'],
] as const;

export const LEAD_DISPOSITIONS = ['New', 'Attempted Contact', 'Contacted', 'Appointment Set', 'Quoted', 'Application Submitted', 'Enrolled', 'Not Interested', 'Do Not Call', 'Bad Number'] as const;
export const APPLICATION_DISPOSITIONS = ['Pending', 'Submitted', 'Approved', 'Declined', 'Withdrawn', 'Effectuated'] as const;
export const TAGS = ['Turning 65', 'AEP 2026', 'Referral', 'Spanish Speaking', 'Dual Eligible', 'Follow Up', 'Seminar', 'Web Lead', 'Hot Lead'] as const;
export const VENDORS = [
  { code: 'MEDLEADS', company: 'MedLeads Direct', tracking: ['ML-AEP26', 'ML-T65-0412'] },
  { code: 'SENIOR365', company: 'Senior365 Marketing', tracking: ['S365-WEB', 'S365-MAIL'] },
  { code: 'TV65', company: 'TV65 Response', tracking: ['TV-SPR26', 'TV-FALL25'] },
  { code: 'REFERRAL', company: 'Client Referral Program', tracking: ['REF-CLIENT'] },
  { code: 'WEBFORM', company: 'Agency Web Form', tracking: ['WEB-ORGANIC', 'WEB-PPC'] },
] as const;
export const CARRIERS = ['Humana', 'UnitedHealthcare', 'Aetna', 'Cigna', 'Wellcare', 'Mutual of Omaha', 'Blue Cross Blue Shield'] as const;
/** Product type ids of spec 01 §9 with plan name endings. */
const PRODUCTS = [
  { product_type_id: 8, plans: ['Choice PPO', 'Value HMO', 'Gold Plus HMO'] },
  { product_type_id: 11, plans: ['Basic (PDP)', 'Plus (PDP)'] },
  { product_type_id: 9, plans: ['Plan G', 'Plan N'] },
] as const;

export interface LeadOwner {
  /** null: Unassigned. */
  user_id: number | null;
  /** Relative share of the account's leads. */
  weight: number;
}

/** Builds one account's leads and related rows (batched: a handful of statements). */
export async function seedLeads(trx: Transaction<DB>, account_id: number, owners: readonly LeadOwner[], count: number, seed: number, now = new Date()) {
  const random = seededRandom(seed);
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

  const totalWeight = owners.reduce((sum, o) => sum + o.weight, 0);
  const ownerFor = () => {
    let r = random() * totalWeight;
    for (const owner of owners) if ((r -= owner.weight) < 0) return owner.user_id;
    return owners[owners.length - 1]!.user_id;
  };
  const usedPhones = new Set<string>();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const leads = Array.from({ length: count }, (_, i) => {
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
    const dob = isoDay(new Date(Date.UTC(1936 + Math.floor(random() * 26), Math.floor(random() * 12), 1 + Math.floor(random() * 28))));
    const vendorIndex = Math.floor(random() * VENDORS.length);
    const drugUpdated = chance(random, 0.35);
    const leadDate = new Date(today - Math.floor(random() * 730) * DAY_MS + Math.floor(random() * 10 * 3600_000) + 13 * 3600_000);
    const dispoIndex = Math.floor(random() * LEAD_DISPOSITIONS.length);
    const email = chance(random, 0.85)
      ? `${fname}.${lname}${i % 7 === 0 ? Math.floor(random() * 90 + 10) : ''}@${pick(random, ['example.com', 'example.net', 'example.org'])}`.toLowerCase().replace(/'/g, '')
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
  });
  const inserted = await trx.insertInto('lead').values(leads).returning(['lead_id', 'fname', 'lname']).execute();
  // PostgreSQL returns the rows of INSERT … VALUES in their order; the names double-check it.
  if (inserted.some((row, i) => row.fname !== leads[i]!.fname || row.lname !== leads[i]!.lname)) throw new Error('seed: lead ids came back out of order');

  const leadTags: Array<Insertable<DB['lead_tag']>> = [];
  const applications: Array<Insertable<DB['application']>> = [];
  const plans: Array<Insertable<DB['lead_current_plan']>> = [];
  for (const [i, lead] of leads.entries()) {
    const lead_id = inserted[i]!.lead_id;
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
      plans.push({ account_id, lead_id, plan_year: now.getUTCFullYear(), product_type_id: product.product_type_id, carrier_name: carrier, plan_name: `${carrier} ${pick(random, product.plans)}` });
    }
  }
  if (leadTags.length > 0) await trx.insertInto('lead_tag').values(leadTags).execute();
  if (applications.length > 0) await trx.insertInto('application').values(applications).execute();
  if (plans.length > 0) await trx.insertInto('lead_current_plan').values(plans).execute();
}

async function insertNamed(trx: Transaction<DB>, table: 'lead_disposition' | 'application_disposition', account_id: number, names: readonly string[]) {
  const rows = await trx
    .insertInto(table)
    .values(names.map((dispo_name, sort_order) => ({ account_id, dispo_name, sort_order })))
    .returning('dispo_id')
    .execute();
  return rows.map((r) => r.dispo_id);
}

/** The download tag a notice may carry (the client turns it into an export link). */
export const downloadTag = (type: string, label: string) => `<download type="${type}">${label}</download>`;

async function seedNotices(trx: Transaction<DB>, account_id: number, reader: number | undefined, now: Date) {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const notices = [
    {
      notice_title: 'Action required: complete your 2027 Medicare certification',
      notice_text:
        '<p>Carrier certifications for the 2027 plan year are open. <strong>Complete your AHIP certification before October 1</strong> so you can sell Medicare Advantage and Part D plans during the Annual Enrollment Period.</p>',
      start_date: at(-1),
      end_date: at(60),
      important_popup: '1' as const,
    },
    {
      notice_title: 'Your current plan report is ready',
      notice_text: `<p>The report of your clients' current plans has been refreshed.</p><p>${downloadTag('current_plan', 'Download the current plan report (CSV)')}</p>`,
      start_date: at(-3),
      end_date: at(30),
      important_popup: '0' as const,
    },
    {
      notice_title: 'New quick links for the Annual Enrollment Period',
      notice_text: '<p>Medicare Plan Finder and the CMS carrier check are now in your <em>Quick Links</em>. Use Edit to show or hide links.</p>',
      start_date: at(-10),
      end_date: null,
      important_popup: '0' as const,
    },
    {
      notice_title: 'Welcome to Meridian',
      notice_text: '<p>Welcome! Your leads, calendar and quotes are all in one place. Open <em>Help</em> in the sidebar for guides.</p>',
      start_date: at(-40),
      end_date: null,
      important_popup: '0' as const,
    },
    {
      notice_title: 'Scheduled maintenance completed',
      notice_text: '<p>Maintenance finished on Sunday. No action is needed.</p>',
      start_date: at(-20),
      end_date: at(-5),
      important_popup: '0' as const,
    },
  ];
  const ids = await trx
    .insertInto('notice')
    .values(notices.map((n) => ({ account_id, ...n })))
    .returning(['notice_id', 'notice_title'])
    .execute();
  const welcome = ids.find((n) => n.notice_title === 'Welcome to Meridian');
  if (reader !== undefined && welcome) {
    await trx.insertInto('user_notice').values({ account_id, user_id: reader, notice_id: welcome.notice_id, dismissed_date: at(-39) }).execute();
  }
}

export const SYSTEM_QUICK_LINKS = [
  { quicklink_title: 'Medicare Plan Finder', quicklink_url: 'https://www.medicare.gov/plan-compare/' },
  { quicklink_title: 'CMS Check', quicklink_url: 'https://www.cms.gov/medicare/health-drug-plans' },
  { quicklink_title: 'Target Leads', quicklink_url: 'https://targetleads.example/' },
  { quicklink_title: 'NIPR NPN Lookup', quicklink_url: 'https://nipr.com/help/look-up-your-npn' },
] as const;

/** Seeds the shell's demo data into the demo accounts (see DEMO_ACCOUNTS), inside the seed's transaction. */
export async function seedShellDemoData(trx: Transaction<DB>, now = new Date()): Promise<void> {
  const users = await trx
    .selectFrom('user_credentials as c')
    .innerJoin('account as a', 'a.account_id', 'c.account_id')
    .select(['c.login', 'c.user_id', 'c.account_id', 'a.account_name'])
    .execute();
  const user = (login: string) => users.find((u) => u.login === login);
  const dialerHost = process.env.PHONE_DIALER_HOST || DEFAULT_PHONE_DIALER_HOST;

  if (!(await trx.selectFrom('system_quicklink').select('quicklink_id').limit(1).executeTakeFirst())) {
    await trx
      .insertInto('system_quicklink')
      .values(SYSTEM_QUICK_LINKS.map((l, sort_order) => ({ ...l, sort_order })))
      .execute();
  }

  const admin = user('demoadmin');
  const agent = user('demoagent');
  const agent2 = user('demoagent2');
  if (admin && agent && agent2) {
    const account_id = admin.account_id;
    await seedLeads(
      trx,
      account_id,
      [
        { user_id: agent.user_id, weight: 40 },
        { user_id: agent2.user_id, weight: 35 },
        { user_id: null, weight: 25 },
      ],
      320,
      20_261_121,
      now,
    );
    await seedNotices(trx, account_id, agent.user_id, now);
    await trx
      .insertInto('quicklink')
      .values([
        { account_id, quicklink_hierarchy_type_id: 2, user_id: null, quicklink_title: 'Agency Intranet', quicklink_url: 'https://intranet.demo-agency.example/', sort_order: 1, created_by_user_id: admin.user_id },
        { account_id, quicklink_hierarchy_type_id: 2, user_id: null, quicklink_title: 'Call Recording History', quicklink_url: `https://${dialerHost}/calls`, sort_order: 2, created_by_user_id: admin.user_id },
        { account_id, quicklink_hierarchy_type_id: 3, user_id: agent.user_id, quicklink_title: 'My Booking Page', quicklink_url: 'https://booking.example.com/marcus-bell', sort_order: 3, created_by_user_id: agent.user_id },
        { account_id, quicklink_hierarchy_type_id: 3, user_id: agent2.user_id, quicklink_title: 'Carrier Contracting Portal', quicklink_url: 'https://contracting.example.com/', sort_order: 4, created_by_user_id: agent2.user_id },
        { account_id, quicklink_hierarchy_type_id: 3, user_id: admin.user_id, quicklink_title: 'Commission Statements', quicklink_url: 'https://commissions.example.com/', sort_order: 5, created_by_user_id: admin.user_id },
      ])
      .execute();
    // The dialer is on for the account; demoagent is asked each time, demoadmin uses the browser, demoagent2 has it off.
    // Demo Agency has Target Leads and Plan Explorer (shown to roles with plan_explorer: demoadmin, not the agents).
    await trx
      .updateTable('account')
      .set({ phone_dialer_provider_active: '1', target_leads_sso_url: 'https://targetleads.example/sso', plan_explorer_sso_url: 'https://planexplorer.example/sso' })
      .where('account_id', '=', account_id)
      .execute();
    await trx.updateTable('app_user').set({ phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 3 }).where('account_id', '=', account_id).where('user_id', '=', agent.user_id).execute();
    await trx.updateTable('app_user').set({ phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 1 }).where('account_id', '=', account_id).where('user_id', '=', admin.user_id).execute();
    await trx.insertInto('feature_flag_override').values({ account_id, flag_name: 'configurable_settings', user_id: null, enabled: true }).execute();
  }

  const other = user('otheradmin');
  if (other) {
    const account_id = other.account_id;
    await seedLeads(
      trx,
      account_id,
      [
        { user_id: other.user_id, weight: 70 },
        { user_id: null, weight: 30 },
      ],
      300,
      19_650_730,
      now,
    );
    await seedNotices(trx, account_id, undefined, now);
    await trx
      .insertInto('quicklink')
      .values({ account_id, quicklink_hierarchy_type_id: 2, user_id: null, quicklink_title: 'Other Agency Handbook', quicklink_url: 'https://handbook.other-agency.example/', sort_order: 1, created_by_user_id: other.user_id })
      .execute();
  }

  // The demo is not production: show the orange banner.
  await trx.updateTable('feature_flag').set({ enabled: true }).where('flag_name', '=', 'environment_warning_banner').execute();
}
