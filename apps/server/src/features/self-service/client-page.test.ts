import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_PAGE_MESSAGES, LEAD_MESSAGES, SELF_SERVICE_OPTION_TYPES } from '@meridian/domain';
import { clientTokenHash } from './repository';
import {
  backends,
  bearer,
  demoAgentsAndLead,
  getAs,
  postAs,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const DAY = 24 * 60 * 60 * 1000;

// The client's self-service page (issue 13): an agent makes a link, the client corrects their
// information through it, the agent sees the change in the ledger until their next save.
describe.each(backends)('given an agent and a lead of theirs on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let other: Tokens;
  let leadId: number;
  let accountId: number;
  let log = '';

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk);
        done();
      },
    });
    server = await startTestServer(kind, {}, sink);
    ({ agent, agent2, other, leadId, accountId } = await demoAgentsAndLead(server));
    // The demo seed turns the option off for this agent; these tests start with it on.
    await personalInformationUpdate('1');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** The agent's option "Allow personal information update". */
  const personalInformationUpdate = async (bit: '0' | '1') => {
    await server.database.db
      .insertInto('self_service_config')
      .values({
        account_id: accountId,
        user_id: agent.user_id,
        self_service_config_option_type_id: SELF_SERVICE_OPTION_TYPES.personalInformationUpdate,
        self_service_config_option_bit: bit,
        self_service_config_option_varchar: null,
      })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'user_id', 'self_service_config_option_type_id'])
          .doUpdateSet({ self_service_config_option_bit: bit }),
      )
      .execute();
  };
  const makeLink = async () => {
    const response = await postAs(server.app, agent.access_token, `/api/lead/${leadId}/clientLink/`, {});
    expect(response.statusCode).toBe(200);
    const body = response.json() as { url: string; expires_at: string };
    return { ...body, token: decodeURIComponent(body.url.split('#')[1]!) };
  };
  const publicPost = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
  const record = (token: string) => publicPost('/api/public/client/record', { token });
  const readLead = async () =>
    (await getAs(server.app, agent.access_token, `/api/lead/${leadId}/`)).json() as {
      fname: string;
      lname: string;
      addresses: Array<{
        address_id: number;
        address1: string;
        city: string;
        zip: string;
        state_id: string;
        isSelected: boolean;
      }>;
      title: string;
    };
  const ledger = async () =>
    (await getAs(server.app, agent.access_token, `/api/lead/${leadId}/lastUpdated/`)).json() as {
      lead_last_updated_by: string | null;
      Updated: Array<Record<string, { old: string | null; new: string | null }>>;
    };

  it('when the agent makes a link then it opens the client page for 60 days, and only its hash is stored', async () => {
    const link = await makeLink();
    expect(link.url).toMatch(/\/client\/#[A-Za-z0-9_-]{43}$/);
    const days = (new Date(link.expires_at).getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    const stored = await server.database.db.selectFrom('client_link').select('token_hash').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((s) => s.token_hash)).not.toContain(link.token);

    const answer = await record(link.token);
    expect(answer.statusCode).toBe(200);
    const lead = await readLead();
    expect(answer.json()).toMatchObject({
      success: true,
      agent_name: 'Marcus Bell',
      can_update: true,
      lead: { fname: lead.fname, lname: lead.lname },
    });
  });

  it('when another agent or another account asks for a link to the lead then they get 404', async () => {
    expect((await postAs(server.app, agent2.access_token, `/api/lead/${leadId}/clientLink/`, {})).statusCode).toBe(404);
    expect((await postAs(server.app, other.access_token, `/api/lead/${leadId}/clientLink/`, {})).statusCode).toBe(404);
    expect(
      (await server.app.inject({ method: 'POST', url: `/api/lead/${leadId}/clientLink/`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('when a token is wrong or expired then the page says so and answers nothing of the lead', async () => {
    const wrong = await record('x'.repeat(43));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: CLIENT_PAGE_MESSAGES.invalidLink });

    const link = await makeLink();
    await server.database.db
      .updateTable('client_link')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', clientTokenHash(link.token))
      .execute();
    const expired = await record(link.token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: CLIENT_PAGE_MESSAGES.expiredLink });
    expect(JSON.stringify(expired.json())).not.toContain('fname');
  });

  it('when a new link is made then the old one answers the expired-link page, and a revoked link does too', async () => {
    // Issue 29: a link lived 60 days and a new one left the old one working, reading and editing the record.
    const first = await makeLink();
    const second = await makeLink();
    const replaced = await record(first.token);
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json()).toMatchObject({ message: CLIENT_PAGE_MESSAGES.expiredLink });
    const update = await publicPost('/api/public/client/update', { token: first.token, fname: 'Mallory' });
    expect(update.statusCode).toBe(410);
    expect((await readLead()).fname).not.toBe('Mallory');
    expect((await record(second.token)).statusCode).toBe(200);

    // The lead page reads the live link (never its token), and revokes it.
    const live = (await getAs(server.app, agent.access_token, `/api/lead/${leadId}/clientLink/`)).json() as {
      link: { client_link_id: number; expires_at: string; created_by_name: string } | null;
    };
    expect(live.link).toMatchObject({ expires_at: second.expires_at, created_by_name: 'Marcus Bell' });
    expect(JSON.stringify(live)).not.toContain(second.token);
    const id = live.link!.client_link_id;
    expect(
      (await getAs(server.app, agent2.access_token, `/api/lead/${leadId}/clientLink/${id}/delete`)).statusCode,
    ).toBe(404);
    expect((await getAs(server.app, other.access_token, `/api/lead/${leadId}/clientLink/`)).statusCode).toBe(404);
    expect((await record(second.token)).statusCode).toBe(200);
    const revoke = await getAs(server.app, agent.access_token, `/api/lead/${leadId}/clientLink/${id}/delete`);
    expect(revoke.json()).toEqual({ success: true });
    const revoked = await record(second.token);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ message: CLIENT_PAGE_MESSAGES.expiredLink });
    expect((await getAs(server.app, agent.access_token, `/api/lead/${leadId}/clientLink/`)).json()).toEqual({
      success: true,
      link: null,
    });
    expect(
      (await getAs(server.app, agent.access_token, `/api/lead/${leadId}/clientLink/${id}/delete`)).statusCode,
    ).toBe(404);
    const audits = await server.database.db
      .selectFrom('admin_audit')
      .select(['entity_id', 'action'])
      .where('entity', '=', 'client_link')
      .where('entity_id', '=', id)
      .orderBy('audit_id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual(['create', 'revoke']);
  });

  it("when the client corrects their address then the lead has it, the ledger lists it, and the agent's next save ends the ledger", async () => {
    const link = await makeLink();
    const mine = (await record(link.token)).json() as { lead: { addresses: Array<Record<string, unknown>> } };
    const addresses = mine.lead.addresses.length
      ? mine.lead.addresses.map((a, i) =>
          i === 0 ? { ...a, address1: '42 Client Lane', city: 'Dallas', state_id: 'TX', zip: '75201' } : a,
        )
      : [
          {
            address_type_id: 'Home',
            address1: '42 Client Lane',
            city: 'Dallas',
            state_id: 'TX',
            zip: '75201',
            isSelected: true,
          },
        ];
    const saved = await publicPost('/api/public/client/update', { token: link.token, addresses });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { lead: { addresses: Array<{ address1: string }> } }).lead.addresses[0]!.address1).toBe(
      '42 Client Lane',
    );

    const lead = await readLead();
    expect(lead.addresses.map((a) => a.address1)).toContain('42 Client Lane');
    const before = await ledger();
    expect(before.lead_last_updated_by).toBe('Client');
    expect(before.Updated.map((u) => Object.keys(u)[0])).toContain('addresses');
    expect(JSON.stringify(before.Updated)).toContain('42 Client Lane');

    const put = await server.app.inject({
      method: 'PUT',
      url: `/api/lead/${leadId}/`,
      headers: bearer(agent.access_token),
      payload: { title: 'Mr' },
    });
    expect(put.statusCode).toBe(200);
    const after = await ledger();
    expect(after.Updated).toEqual([]);
    expect(after.lead_last_updated_by).toBe('Marcus Bell');
  });

  it("when the client sends a birthdate in the future then it is refused with the rule's message and nothing changes", async () => {
    const link = await makeLink();
    const before = await readLead();
    const refused = await publicPost('/api/public/client/update', {
      token: link.token,
      fname: 'Changed',
      dob: '01/01/2999',
    });
    expect(refused.statusCode).toBe(400);
    // The Lead Details summary line (spec 02 §5.1), and the field's own message beside it.
    expect(refused.json()).toMatchObject({ message: 'Birthdate contains invalid data.' });
    expect(JSON.stringify(refused.json())).toContain(LEAD_MESSAGES.dateInvalid);
    expect((await readLead()).fname).toBe(before.fname);
  });

  it('when the agent turned personal information updates off then the page is read-only and a save is refused', async () => {
    const link = await makeLink();
    await personalInformationUpdate('0');
    expect((await record(link.token)).json()).toMatchObject({ can_update: false });
    const before = await readLead();
    const refused = await publicPost('/api/public/client/update', { token: link.token, fname: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: CLIENT_PAGE_MESSAGES.updatesOff });
    expect((await readLead()).fname).toBe(before.fname);
  });

  it('then no token ever reached the server log', async () => {
    const link = await makeLink();
    await record(link.token);
    expect(log.length).toBeGreaterThan(0);
    expect(log).not.toContain(link.token);
  });
});
