import { sql, type Insertable, type Transaction } from 'kysely';
import { CONTACT_PERMISSION_TYPES, CONTACT_RELATIONSHIPS } from '@meridian/domain';
import { DAY_MS } from '../../../db/demo-seed';
import type { DB } from '../../../schema';
import { DISPOSITION_NOTES, EMERGENCY_NAMES, LEAD_INSTRUCTIONS } from './data';
import { type Random, chance, pad, pick, seededRandom } from './random';

// Medicare number positions (spec 02 §5.1): letters without S, L, O, I, B, Z.
const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY';
const MBI_ALNUM = `${MBI_LETTERS}0123456789`;
function medicareNumber(random: Random): string {
  const from = (chars: string) => chars[Math.floor(random() * chars.length)]!;
  return [
    from('123456789'),
    from(MBI_LETTERS),
    from(MBI_ALNUM),
    from('0123456789'),
    from(MBI_LETTERS),
    from(MBI_ALNUM),
    from('0123456789'),
    from(MBI_LETTERS),
    from(MBI_LETTERS),
    from('0123456789'),
    from('0123456789'),
  ].join('');
}

/**
 * The full lead record for one account's demo leads (issue 13): their phones, emails and addresses
 * as rows (the lead's own default kept as the default row, and extra ones for many), Medicare data
 * for most, height and weight, preferred and emergency contacts for some, contact-permission
 * history, disposition history, a product type for three in four, the account's lead instructions,
 * and for the first three leads of `selfServiceAgent` a pending self-service change (so the ledger
 * shows). Batched: a handful of statements per account. Its own generator, so the leads themselves are as before.
 */
export async function seedLeadRecords(
  trx: Transaction<DB>,
  account_id: number,
  seed: number,
  now: Date,
  selfServiceAgent: number | null,
) {
  // One generator through the steps, in this order, so every seeded value stays as it was.
  const random = seededRandom(seed);
  const leads = await readSeedLeads(trx, account_id);
  if (leads.length === 0) return;
  await seedInstructions(trx, account_id);
  await seedContacts(trx, account_id, leads, random);
  await seedPersonDetails(trx, account_id, leads, random, now);
  await seedProductTypes(trx, account_id);
  await seedDispositionLog(trx, account_id, leads, random);
  if (selfServiceAgent !== null) await seedSelfServiceChanges(trx, account_id, leads, now, selfServiceAgent);
}

function readSeedLeads(trx: Transaction<DB>, account_id: number) {
  return trx
    .selectFrom('lead')
    .select([
      'lead_id',
      'user_id',
      'fname',
      'lname',
      'phone',
      'phone_type',
      'email',
      'address1',
      'city',
      'state_id',
      'zip',
      'county',
      'county_fips',
      'lead_dispo_id',
      'disposition_date',
      'lead_date',
      'deleted',
      sql<number>`extract(year from dob)::integer`.as('birth_year'),
      sql<number>`extract(month from dob)::integer`.as('birth_month'),
    ])
    .where('account_id', '=', account_id)
    .orderBy('lead_id')
    .execute();
}

type SeedLead = Awaited<ReturnType<typeof readSeedLeads>>[number];

async function seedInstructions(trx: Transaction<DB>, account_id: number) {
  await trx
    .insertInto('lead_instruction')
    .values(
      LEAD_INSTRUCTIONS.map((lead_instruction_text, sort_order) => ({ account_id, lead_instruction_text, sort_order })),
    )
    .execute();
}

/** Contacts: the default rows first (so each lead's lowest id is its default), then the extras. */
async function seedContacts(trx: Transaction<DB>, account_id: number, leads: SeedLead[], random: Random) {
  const phones: Array<Insertable<DB['lead_phone']>> = [];
  const emails: Array<Insertable<DB['lead_email']>> = [];
  const addresses: Array<Insertable<DB['lead_address']>> = [];
  for (const l of leads) {
    if (l.phone) phones.push({ account_id, lead_id: l.lead_id, phone: l.phone, phone_type: l.phone_type ?? 'Home' });
    if (l.email) emails.push({ account_id, lead_id: l.lead_id, email: l.email, email_type: 'Home' });
    if (l.zip)
      addresses.push({
        account_id,
        lead_id: l.lead_id,
        address_type_id: 'Home',
        address1: l.address1,
        city: l.city,
        state_id: l.state_id,
        zip: l.zip,
        county: l.county,
        county_fips: l.county_fips,
      });
  }
  const extraPhones: typeof phones = [];
  const extraEmails: typeof emails = [];
  const extraAddresses: typeof addresses = [];
  for (const [i, l] of leads.entries()) {
    if (l.phone && chance(random, 0.45))
      extraPhones.push({
        account_id,
        lead_id: l.lead_id,
        // 555-0200 to 555-0299: fictional too, and never a lead's default number.
        phone: `${l.phone.slice(0, 3)}55502${pad(i % 100)}`,
        phone_type: l.phone_type === 'Mobile' ? pick(random, ['Home', 'Work'] as const) : 'Mobile',
        phone_ext: chance(random, 0.2) ? String(100 + Math.floor(random() * 900)) : null,
      });
    if (l.email && chance(random, 0.2))
      extraEmails.push({
        account_id,
        lead_id: l.lead_id,
        email: `${l.fname}.${l.lname}@work.example.com`.toLowerCase().replace(/'/g, ''),
        email_type: 'Work',
      });
    if (l.zip && chance(random, 0.15))
      extraAddresses.push({
        account_id,
        lead_id: l.lead_id,
        address_type_id: 'Mailing',
        address1: `PO Box ${100 + Math.floor(random() * 900)}`,
        city: l.city,
        state_id: l.state_id,
        zip: l.zip,
        county: l.county,
        county_fips: l.county_fips,
      });
  }
  for (const [table, rows] of [
    ['lead_phone', [...phones, ...extraPhones]],
    ['lead_email', [...emails, ...extraEmails]],
    ['lead_address', [...addresses, ...extraAddresses]],
  ] as const) {
    if (rows.length > 0)
      await trx
        .insertInto(table)
        .values(rows as never)
        .execute();
  }
  await sql`
    UPDATE lead l SET
      default_phone_id = (SELECT min(p.phone_id) FROM lead_phone p WHERE p.account_id = l.account_id AND p.lead_id = l.lead_id),
      default_email_id = (SELECT min(e.email_id) FROM lead_email e WHERE e.account_id = l.account_id AND e.lead_id = l.lead_id),
      default_address_id = (SELECT min(a.address_id) FROM lead_address a WHERE a.account_id = l.account_id AND a.lead_id = l.lead_id)
    WHERE l.account_id = ${account_id}`.execute(trx);
}

type PermissionChange = Insertable<DB['lead_contact_permission_history']>;

/** Medicare for most, body data, Medicaid for some, contacts for some, and the permission flags. */
async function seedPersonDetails(
  trx: Transaction<DB>,
  account_id: number,
  leads: SeedLead[],
  random: Random,
  now: Date,
) {
  const history: PermissionChange[] = [];
  const rows = leads.map((l) => personValues(account_id, l, random, now, history));
  await sql`
    UPDATE lead l SET
      hicn = v.hicn, medicare_parta_date = v.parta, medicare_partb_date = v.partb, height = v.height, weight = v.weight,
      medicaid_number = v.medicaid, medicaid_state = CASE WHEN v.medicaid IS NULL THEN NULL ELSE l.state_id END,
      do_not_call = v.dnc, do_not_email = v.dne, do_not_mail = v.dnm, do_not_text = v.dnt,
      contact_name = v.cname, contact_phone = v.cphone, contact_phone_type = CASE WHEN v.cphone IS NULL THEN NULL ELSE 'Mobile' END,
      contact_relationship = v.crel,
      emergency_name = v.ename, emergency_phone = v.ephone,
      emergency_phone_type = CASE WHEN v.ephone IS NULL THEN NULL ELSE 'Mobile' END, emergency_relationship = v.erel
    FROM (VALUES ${sql.join(rows)}) AS v(lead_id, hicn, parta, partb, height, weight, medicaid, dnc, dne, dnm, dnt,
      cname, cphone, crel, ename, ephone, erel)
    WHERE l.account_id = ${account_id} AND l.lead_id = v.lead_id`.execute(trx);
  if (history.length > 0) await trx.insertInto('lead_contact_permission_history').values(history).execute();
}

/** One lead's VALUES row for the details update; its permission changes are pushed to `history`. */
function personValues(account_id: number, l: SeedLead, random: Random, now: Date, history: PermissionChange[]) {
  const medicare = chance(random, 0.8);
  const turned65 = Date.UTC(l.birth_year + 65, l.birth_month - 1, 1);
  const partA = medicare ? new Date(turned65) : null;
  const partB = medicare
    ? new Date(chance(random, 0.7) ? turned65 : Date.UTC(l.birth_year + 66, l.birth_month - 1, 1))
    : null;
  const flags: Record<(typeof CONTACT_PERMISSION_TYPES)[number], '0' | '1'> = {
    do_not_call: '0',
    do_not_email: '0',
    do_not_mail: '0',
    do_not_text: '0',
  };
  if (chance(random, 0.3)) {
    let at = l.lead_date.getTime() + DAY_MS;
    for (let n = 1 + Math.floor(random() * 3); n > 0; n -= 1) {
      const type = pick(random, CONTACT_PERMISSION_TYPES);
      flags[type] = flags[type] === '1' ? '0' : '1';
      at = Math.min(at + Math.floor(random() * 60) * DAY_MS + 3_600_000, now.getTime() - 3_600_000);
      history.push({
        account_id,
        lead_id: l.lead_id,
        permission_type: type,
        to_contact: flags[type] === '1' ? 1 : 0,
        changed_at: new Date(at),
        changed_by: l.user_id,
      });
    }
  }
  const contact = chance(random, 0.3);
  const sameEmergency = contact && chance(random, 0.6);
  const contactName = contact ? `${pick(random, EMERGENCY_NAMES)} ${l.lname}` : null;
  const contactPhone = contact
    ? `${(l.phone ?? '3125550100').slice(0, 3)}55503${pad(Math.floor(random() * 100))}`
    : null;
  const relationship = contact ? pick(random, CONTACT_RELATIONSHIPS) : null;
  return sql`(${l.lead_id}::integer, ${medicare ? medicareNumber(random) : null}::varchar,
    ${partA ? partA.toISOString().slice(0, 10) : null}::date, ${partB ? partB.toISOString().slice(0, 10) : null}::date,
    ${58 + Math.floor(random() * 19)}::smallint, ${110 + Math.floor(random() * 150)}::smallint,
    ${chance(random, 0.1) ? `M${100000 + Math.floor(random() * 900000)}` : null}::varchar,
    ${flags.do_not_call}::char(1), ${flags.do_not_email}::char(1), ${flags.do_not_mail}::char(1), ${flags.do_not_text}::char(1),
    ${contactName}::varchar, ${contactPhone}::varchar, ${relationship}::varchar,
    ${sameEmergency ? contactName : null}::varchar, ${sameEmergency ? contactPhone : null}::varchar,
    ${sameEmergency ? relationship : null}::varchar)`;
}

/**
 * The product most leads are shopping for (the compliance checklist checks the agent's writing number
 * for it): Medicare Advantage, Part D, Medicare Supplement, or none — by id, so the generator's
 * sequence (and every other seeded value) stays as it was.
 */
async function seedProductTypes(trx: Transaction<DB>, account_id: number) {
  await sql`
    UPDATE lead SET product_type_id = (ARRAY[8, 11, 9, NULL]::smallint[])[lead_id % 4 + 1]
    WHERE account_id = ${account_id}`.execute(trx);
}

/** Dispositions with their history: the latest is the lead's own. */
async function seedDispositionLog(trx: Transaction<DB>, account_id: number, leads: SeedLead[], random: Random) {
  const dispoIds = (
    await trx.selectFrom('lead_disposition').select('dispo_id').where('account_id', '=', account_id).execute()
  ).map((d) => d.dispo_id);
  const log: Array<Insertable<DB['lead_disposition_log']>> = [];
  for (const l of leads) {
    if (!l.lead_dispo_id || !l.disposition_date) continue;
    const earlier = Math.floor(random() * 3);
    for (let n = earlier; n > 0; n -= 1)
      log.push({
        account_id,
        lead_id: l.lead_id,
        dispo_id: pick(random, dispoIds),
        dispo_date: new Date(Math.max(l.lead_date.getTime(), l.disposition_date.getTime() - n * 3 * DAY_MS)),
        dispo_log: pick(random, DISPOSITION_NOTES),
        user_id: l.user_id,
      });
    log.push({
      account_id,
      lead_id: l.lead_id,
      dispo_id: l.lead_dispo_id,
      dispo_date: l.disposition_date,
      dispo_log: pick(random, DISPOSITION_NOTES),
      user_id: l.user_id,
    });
  }
  if (log.length > 0) await trx.insertInto('lead_disposition_log').values(log).execute();
}

/** A few pending self-service corrections of the address (the client's page wrote the lead and the ledger). */
async function seedSelfServiceChanges(
  trx: Transaction<DB>,
  account_id: number,
  leads: SeedLead[],
  now: Date,
  selfServiceAgent: number,
) {
  const pending = leads.filter((l) => l.user_id === selfServiceAgent && l.deleted === '0' && l.address1).slice(0, 3);
  for (const [i, l] of pending.entries()) {
    const street = `${200 + i * 17} Lakeview Ave`;
    await trx
      .updateTable('lead')
      .set({ address1: street, updated_by_client: '1', updated_at: new Date(now.getTime() - (i + 1) * DAY_MS) })
      .where('account_id', '=', account_id)
      .where('lead_id', '=', l.lead_id)
      .execute();
    await trx
      .updateTable('lead_address')
      .set({ address1: street })
      .where('account_id', '=', account_id)
      .where('lead_id', '=', l.lead_id)
      .where('address_type_id', '=', 'Home')
      .execute();
    await trx
      .insertInto('lead_self_service_change')
      .values({
        account_id,
        lead_id: l.lead_id,
        changed_at: new Date(now.getTime() - (i + 1) * DAY_MS),
        field: 'address1',
        old_value: l.address1,
        new_value: street,
      })
      .execute();
  }
}
