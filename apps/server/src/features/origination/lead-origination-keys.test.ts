import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  bearer,
  DEMO,
  getAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

// A lead's origination ids name the lookup rows of its account (migrations 0013-0015): a save naming
// one that does not exist is refused with a message naming the field, and the database holds the key.
describe.each(backends)("given a lead and its account's campaigns on %s", (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let leadId: number;
  let accountId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signIn(server.app, ...DEMO.admin);
    const lead = await server.database.db
      .selectFrom('lead')
      .innerJoin('app_user', (j) => j.onRef('app_user.account_id', '=', 'lead.account_id'))
      .select(['lead.lead_id', 'lead.account_id'])
      .where('app_user.user_id', '=', admin.user_id)
      .orderBy('lead.lead_id')
      .executeTakeFirstOrThrow();
    leadId = lead.lead_id;
    accountId = lead.account_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  const save = (payload: object) =>
    server.app.inject({ method: 'PUT', url: `/api/lead/${leadId}/`, headers: bearer(admin.access_token), payload });
  const read = async () =>
    (await getAs(server.app, admin.access_token, `/api/lead/${leadId}/`)).json() as {
      campaign_id: number | null;
      campaign_segment_code: string;
      b2bpartner_id: number | null;
    };

  it('when a save names a campaign and a segment of the account then both are kept', async () => {
    const segment = await server.database.db
      .selectFrom('campaign_segment')
      .select(['campaign_id', 'campaign_segment_code'])
      .where('account_id', '=', accountId)
      .orderBy('campaign_id')
      .executeTakeFirstOrThrow();
    const saved = await save({
      campaign_id: segment.campaign_id,
      campaign_segment_code: segment.campaign_segment_code,
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toMatchObject({
      campaign_id: segment.campaign_id,
      campaign_segment_code: segment.campaign_segment_code,
    });
  });

  it('when a save names a campaign, segment or partner the account does not have then it is refused by name and nothing changes', async () => {
    const before = await read();
    const foreign = await server.database.db
      .selectFrom('campaign')
      .select('campaign_id')
      .where('account_id', '!=', accountId)
      .executeTakeFirstOrThrow();
    for (const [payload, message] of [
      [{ campaign_id: foreign.campaign_id }, 'The campaign was not found.'],
      [{ campaign_segment_code: 'NO-SUCH-SEGMENT' }, 'The segment was not found for this campaign.'],
      [{ b2bpartner_id: 999_999 }, 'The client/partner/affiliate was not found.'],
      [{ lead_type_id: 999 }, 'The lead type was not found.'],
      [{ product_type_id: 999 }, 'The product type was not found.'],
    ] as const) {
      const refused = await save(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ message });
    }
    expect(await read()).toEqual(before);
  });

  it("when a row names another account's campaign then the database refuses it", async () => {
    const foreign = await server.database.db
      .selectFrom('campaign')
      .select('campaign_id')
      .where('account_id', '!=', accountId)
      .executeTakeFirstOrThrow();
    await expect(
      server.database.db
        .updateTable('lead')
        .set({ campaign_id: foreign.campaign_id })
        .where('account_id', '=', accountId)
        .where('lead_id', '=', leadId)
        .execute(),
    ).rejects.toThrow(/foreign key/);
  });
});
