import type { Transaction } from 'kysely';
import { DAY_MS, type DemoSeed } from '../../db/demo-seed';
import type { DB } from '../../schema';

interface AccountLookups {
  /** Lead vendors only a super_user is offered (besides the account's own, seeded with the leads). */
  systemVendors: ReadonlyArray<{ code: string; company: string }>;
  partners: ReadonlyArray<{ company: string; active?: '0'; codes: ReadonlyArray<{ code: string; active?: '0' }> }>;
  campaigns: ReadonlyArray<{ code: string; segments: readonly string[] }>;
  /** Which account is the configured partner account, and its tracking code mode. */
  settings: { lead_b2bpartner_fields_enabled: '0' | '1'; lead_manage_tracking_number_feature_enabled: '0' | '1' };
}

/** Demo Agency is the configured partner account: its New Lead form asks for partner and tracking code. */
const DEMO_AGENCY: AccountLookups = {
  systemVendors: [
    { code: 'MERIDIAN-NATL', company: 'Meridian National Lead Exchange' },
    { code: 'CMS-T65-FEED', company: 'Turning 65 Data Feed' },
  ],
  partners: [
    {
      company: 'Heartland Senior Services',
      codes: [{ code: 'HSS-AEP26' }, { code: 'HSS-SEMINAR' }, { code: 'HSS-AEP25', active: '0' }],
    },
    {
      company: 'Lakeshore Pharmacy Group',
      codes: [{ code: 'LPG-COUNTER' }, { code: 'LPG-FLYER' }, { code: 'LPG-2024', active: '0' }],
    },
    { company: 'Riverbend Community Health', codes: [{ code: 'RCH-FAIR26' }, { code: 'RCH-REFERRAL' }] },
    { company: 'Prairie Benefits Advisors', active: '0', codes: [{ code: 'PBA-LEGACY', active: '0' }] },
  ],
  campaigns: [
    { code: 'AEP2026', segments: ['EMAIL-1', 'MAIL-A', 'MAIL-B', 'TV-METRO'] },
    { code: 'DSNP-2026', segments: ['MEDICAID-LIST', 'PHARMACY'] },
    { code: 'OEP2026', segments: ['EMAIL-RENEW', 'PHONE-RENEW'] },
    { code: 'T65-SPRING26', segments: ['MAIL-T65', 'WEB-T65'] },
  ],
  settings: { lead_b2bpartner_fields_enabled: '1', lead_manage_tracking_number_feature_enabled: '1' },
};

const OTHER_AGENCY: AccountLookups = {
  systemVendors: [{ code: 'MERIDIAN-NATL', company: 'Meridian National Lead Exchange' }],
  partners: [
    { company: 'Hill Country Seniors Alliance', codes: [{ code: 'HCSA-2026' }, { code: 'HCSA-2025', active: '0' }] },
    { company: 'Capital Area Health Fair', codes: [{ code: 'CAHF-BOOTH' }] },
  ],
  campaigns: [
    { code: 'AEP2026-TX', segments: ['MAIL-AUSTIN', 'MAIL-SANANTONIO'] },
    { code: 'T65-TX', segments: ['WEB'] },
  ],
  settings: { lead_b2bpartner_fields_enabled: '0', lead_manage_tracking_number_feature_enabled: '0' },
};

/** A few conversation notes on the first leads of each agent, newest last (plain sentences as the rich-text box saves them). */
const NOTES = [
  '<p>Called to introduce myself; asked to call back after the Annual Notice of Change arrives.</p>',
  '<p>Reviewed current <strong>Part D</strong> drugs. Wants the pharmacy on Main Street kept in network.</p>',
  '<p>Left a voicemail about the <em>scope of appointment</em> form.</p>',
] as const;

/**
 * The origination lookups of both demo accounts: system-level lead vendors, partners with tracking
 * codes (some inactive), campaigns with segments, the account settings, and a few conversation
 * notes. Lead types are reference data (migration 0014). Runs after the leads seed.
 */
export async function seedOriginationDemoData({ trx, now, user }: DemoSeed): Promise<void> {
  const admin = user('demoadmin');
  if (admin && user('demoagent') && user('demoagent2')) await seedAccount(trx, admin.account_id, DEMO_AGENCY, now);
  const other = user('otheradmin');
  if (other) await seedAccount(trx, other.account_id, OTHER_AGENCY, now);
}

async function seedAccount(trx: Transaction<DB>, account_id: number, data: AccountLookups, now: Date) {
  await trx.updateTable('account').set(data.settings).where('account_id', '=', account_id).execute();
  await trx
    .insertInto('lead_vendor')
    .values(
      data.systemVendors.map((v) => ({
        account_id,
        lead_vendor_code: v.code,
        company: v.company,
        system_level_lead_vendor: '1' as const,
      })),
    )
    .execute();
  for (const partner of data.partners) {
    const { b2bpartner_id } = await trx
      .insertInto('b2bpartner')
      .values({ account_id, company: partner.company, active: partner.active ?? '1' })
      .returning('b2bpartner_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('tracking_code')
      .values(partner.codes.map((c) => ({ account_id, b2bpartner_id, tracking_code: c.code, active: c.active ?? '1' })))
      .execute();
  }
  for (const campaign of data.campaigns) {
    const { campaign_id } = await trx
      .insertInto('campaign')
      .values({ account_id, campaign_code: campaign.code })
      .returning('campaign_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('campaign_segment')
      .values(campaign.segments.map((campaign_segment_code) => ({ account_id, campaign_id, campaign_segment_code })))
      .execute();
  }
  await seedNotes(trx, account_id, now);
}

/** Three notes each on the five first assigned leads of every agent of the account, written by that agent. */
async function seedNotes(trx: Transaction<DB>, account_id: number, now: Date) {
  const leads = await trx
    .selectFrom('lead')
    .select(['lead_id', 'user_id'])
    .where('account_id', '=', account_id)
    .where('user_id', 'is not', null)
    .orderBy('lead_id')
    .execute();
  const perAgent = new Map<number, number[]>();
  for (const { lead_id, user_id } of leads) {
    const list = perAgent.get(user_id!) ?? [];
    if (list.length < 5) list.push(lead_id);
    perAgent.set(user_id!, list);
  }
  const notes = [...perAgent].flatMap(([user_id, leadIds]) =>
    leadIds.flatMap((lead_id, l) =>
      NOTES.map((note, n) => ({
        account_id,
        lead_id,
        user_id,
        note,
        created_at: new Date(now.getTime() - ((l + 1) * 7 - n * 2) * DAY_MS),
      })),
    ),
  );
  if (notes.length > 0) await trx.insertInto('lead_note').values(notes).execute();
}
