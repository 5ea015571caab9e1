import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MARKETING_CALL_RETENTION_RULES,
  SOA_RECORD_RETENTION_RULES,
  SOA_MESSAGES,
  SOA_WAITING_PERIOD_RULES,
  retainedUntil,
  soaWaitingPeriodRule,
} from '@meridian/domain';
import { inviteTokenHash } from '.';
import {
  backends,
  DEMO,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const today = () => {
  const d = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const local = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  }).format(d);
  return local; // MM/DD/YYYY, three days ahead
};

// Scope of appointment (spec 02 §2.5-2.7, §3.10, §4.3, §5.3, §7.2, §8, §9).
describe.each(backends)('given agents, their leads and the SOA calls on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let admin: Tokens;
  let other: Tokens;
  let accountId: number;
  let leadId: number;
  let leadNoEmail: number;
  let leadIncomplete: number;
  let agent2Lead: number;
  let otherLead: number;

  /** A lead complete for an SOA (name, DOB, phone, address), with `emails` emails. */
  const makeLead = async (userId: number, account: number, emails: string[], complete = true) => {
    const db = server.database.db;
    const { lead_id } = await db
      .insertInto('lead')
      .values({
        account_id: account,
        user_id: userId,
        fname: 'Ruth',
        lname: complete ? 'Alvarez' : 'Incomplete',
        dob: '1956-04-12',
        phone: '3125550142',
        phone_type: 'Home',
        address1: complete ? '12 Elm St' : null,
        city: 'Chicago',
        state_id: 'IL',
        zip: '60601',
        county: 'Cook',
      })
      .returning('lead_id')
      .executeTakeFirstOrThrow();
    for (const email of emails) {
      const { email_id } = await db
        .insertInto('lead_email')
        .values({ account_id: account, lead_id, email, email_type: 'Home' })
        .returning('email_id')
        .executeTakeFirstOrThrow();
      if (email === emails[0])
        await db
          .updateTable('lead')
          .set({ email, default_email_id: email_id })
          .where('account_id', '=', account)
          .where('lead_id', '=', lead_id)
          .execute();
    }
    return lead_id;
  };

  const counts = async () => {
    const db = server.database.db;
    const one = async (table: 'soa' | 'client_invite' | 'esignature' | 'email_outbox' | 'admin_audit' | 'lead_email') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select(sql<string>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      soa: await one('soa'),
      client_invite: await one('client_invite'),
      esignature: await one('esignature'),
      email_outbox: await one('email_outbox'),
      admin_audit: await one('admin_audit'),
      lead_email: await one('lead_email'),
    };
  };

  const remote = (overrides: Record<string, unknown> = {}) => ({
    lead_id: leadId,
    mode: 'remote',
    aptDate: today(),
    contactMethod: 'Phone',
    agentSignature: 'Marcus Bell',
    ...overrides,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    agent = await signIn(server.app, ...DEMO.agent);
    agent2 = await signIn(server.app, ...DEMO.agent2);
    admin = await signIn(server.app, ...DEMO.admin);
    other = await signIn(server.app, ...DEMO.other);
    const db = server.database.db;
    accountId = (
      await db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', agent.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
    const otherAccount = (
      await db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', other.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
    leadId = await makeLead(agent.user_id, accountId, ['ruth@example.com']);
    leadNoEmail = await makeLead(agent.user_id, accountId, []);
    leadIncomplete = await makeLead(agent.user_id, accountId, ['inc@example.com'], false);
    agent2Lead = await makeLead(agent2.user_id, accountId, ['priya.lead@example.com']);
    otherLead = await makeLead(other.user_id, otherAccount, ['owen.lead@example.com']);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('when a remote SOA is sent then the SOA, a hashed invite, an audit row and the invite email are written together', async () => {
    const before = await counts();
    const response = await postAs(server.app, agent.access_token, '/api/clientInvite', remote());
    expect(response.statusCode).toBe(200);
    const answer = response.json() as {
      success: string;
      message: string;
      soa_id: number;
      client_invite_id: number;
      remote_invite_url?: string;
    };
    expect(answer).toMatchObject({ success: '1', message: SOA_MESSAGES.emailed });
    expect(answer.remote_invite_url).toBeUndefined();
    const after = await counts();
    expect(after.soa - before.soa).toBe(1);
    expect(after.client_invite - before.client_invite).toBe(1);
    expect(after.email_outbox - before.email_outbox).toBe(1);
    expect(after.admin_audit - before.admin_audit).toBe(2); // the new eSignature and the send

    const db = server.database.db;
    const mail = await db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'soa_invite')
      .orderBy('email_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe('ruth@example.com');
    expect(mail.subject).toBe(
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ruth Alvarez from Marcus Bell',
    );
    const link = /https?:\/\/\S+\/client\/soa\/#([A-Za-z0-9_-]{43})/.exec(mail.body_text)!;
    expect(link).not.toBeNull();
    expect(mail.body_html).toContain(`/client/soa/#${link[1]}`);
    expect(mail.body_text).toContain('TTY 711');
    expect(mail.body_text).toMatch(/\d{4} Plan Year/);
    const invite = await db
      .selectFrom('client_invite')
      .selectAll()
      .where('client_invite_id', '=', answer.client_invite_id)
      .executeTakeFirstOrThrow();
    expect(invite.token_hash).toBe(inviteTokenHash(link[1]!));
    expect(invite.token_hash).not.toContain(link[1]!);
    expect(invite.mode).toBe('remote');
    const days = (new Date(invite.expires_at).getTime() - new Date(invite.created_at).getTime()) / (24 * 3600 * 1000);
    expect(Math.round(days)).toBe(60);
    const soa = await db.selectFrom('soa').selectAll().where('soa_id', '=', answer.soa_id).executeTakeFirstOrThrow();
    expect(soa).toMatchObject({
      process_type: 'SOA',
      status: 'sent',
      contact_method: 'Phone',
      client_email: 'ruth@example.com',
    });
  });

  it('when the SOA is sent face to face then the signing link is answered and nothing is emailed', async () => {
    const before = await counts();
    const response = await postAs(
      server.app,
      agent.access_token,
      '/api/clientInvite',
      remote({ mode: 'f2f', contactMethod: 'Walk in' }),
    );
    const answer = response.json() as { success: string; remote_invite_url: string; soa_id: number };
    expect(answer.success).toBe('1');
    expect(answer.remote_invite_url).toMatch(/^https?:\/\/[^#]+\/client\/soa\/#[A-Za-z0-9_-]{43}$/);
    const after = await counts();
    expect(after.email_outbox).toBe(before.email_outbox);
    expect(after.esignature).toBe(before.esignature); // the same signature name is found, not recorded again
    const token = answer.remote_invite_url.split('#')[1]!;
    const invite = await server.database.db
      .selectFrom('client_invite')
      .select(['mode', 'soa_id'])
      .where('token_hash', '=', inviteTokenHash(token))
      .executeTakeFirstOrThrow();
    expect(invite).toEqual({ mode: 'f2f', soa_id: answer.soa_id });
  });

  it.each([
    [{ aptDate: '01/01/2020' }, SOA_MESSAGES.appointmentDateInvalid],
    [{ aptDate: '13/45/2026' }, SOA_MESSAGES.appointmentDateInvalid],
    [{ agentSignature: '  ' }, 'Agent Signature is required'],
    [{ contactMethod: 'Fax' }, 'Initial Method of Contact is required'],
    [{ email: 'someone.else@example.com' }, 'Email is required'],
  ])('when the form has %j then it is refused with its message and nothing changes', async (change, message) => {
    const before = await counts();
    const response = await postAs(server.app, agent.access_token, '/api/clientInvite', remote(change));
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { success: string; message: string };
    expect(answer.success).toBe('0');
    expect(answer.message.toLowerCase()).toContain(message.toLowerCase().replace(/ is required$/, ''));
    expect(await counts()).toEqual(before);
  });

  it('when lead details are missing then the send is refused with their list and nothing changes', async () => {
    const before = await counts();
    const answer = (
      await postAs(server.app, agent.access_token, '/api/clientInvite', remote({ lead_id: leadIncomplete }))
    ).json() as { success: string; missing: string[] };
    expect(answer.success).toBe('0');
    expect(answer.missing).toEqual(['Street Address']);
    expect(await counts()).toEqual(before);
  });

  it('when the agent has no phone then success is 0 with the agent-phone message and nothing changes', async () => {
    const db = server.database.db;
    const phones = await db.selectFrom('user_phone').selectAll().where('user_id', '=', agent.user_id).execute();
    await db.deleteFrom('user_phone').where('user_id', '=', agent.user_id).execute();
    try {
      const before = await counts();
      const answer = (await postAs(server.app, agent.access_token, '/api/clientInvite', remote())).json() as {
        success: string;
        message: string;
        agent_phone_missing: boolean;
      };
      expect(answer).toMatchObject({
        success: '0',
        message: SOA_MESSAGES.agentPhoneMissing,
        agent_phone_missing: true,
      });
      expect(await counts()).toEqual(before);
    } finally {
      await db.insertInto('user_phone').values(phones).execute();
    }
  });

  it('when a lead without email gets a draft then the email becomes its default, with a history row', async () => {
    const response = await postAs(server.app, agent.access_token, `/api/lead/${leadNoEmail}/soaEmailDraft/`, {
      email: 'new.client@example.com',
      email_type: 'Home',
      default_email: 'true',
    });
    expect(response.json()).toMatchObject({ success: '1' });
    const db = server.database.db;
    const lead = await db
      .selectFrom('lead')
      .select(['email', 'default_email_id'])
      .where('lead_id', '=', leadNoEmail)
      .executeTakeFirstOrThrow();
    expect(lead.email).toBe('new.client@example.com');
    expect(lead.default_email_id).not.toBeNull();
    const history = await db
      .selectFrom('lead_audit')
      .selectAll()
      .where('lead_id', '=', leadNoEmail)
      .where('field', '=', 'email')
      .execute();
    expect(history).toHaveLength(1);
    const bad = await postAs(server.app, agent.access_token, `/api/lead/${leadNoEmail}/soaEmailDraft/`, {
      email: 'not-an-email',
      email_type: 'Home',
    });
    expect(bad.json()).toMatchObject({ success: '0' });
  });

  it('when an Enhanced SOA is sent for one lead then it is recorded and emailed; the bulk flag refuses it', async () => {
    const sig = (
      await postAs(server.app, agent.access_token, '/api/esignature/byName', { signature_name: 'Marcus Bell' })
    ).json() as {
      esignature_id: number;
    };
    const body = {
      self_service_email_requestor_user_id: agent.user_id,
      lead_id_list: [leadId],
      self_service_email_template_type_id: 5,
      self_service_email_process_type_id: 5,
      esignature_id: sig.esignature_id,
      agent_custom_message: 'Looking forward to our call.',
    };
    const sent = (await postAs(server.app, agent.access_token, '/api/SelfServiceEmailControl/send', body)).json() as {
      success: string;
      message: string;
      soa_ids: number[];
    };
    expect(sent).toMatchObject({ success: '1', message: SOA_MESSAGES.sent });
    const db = server.database.db;
    const mail = await db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'soa_enhanced_invite')
      .executeTakeFirstOrThrow();
    expect(mail.body_text).toContain('Looking forward to our call.');
    const listed = (
      await postAs(server.app, agent.access_token, '/api/SelfServiceEmailControl/search', {
        criteria: { lead_id: { type: 'simple', value: [leadId] } },
      })
    ).json() as { result: Array<{ soa_id: number; process_type: string }> };
    expect(listed.result.map((r) => r.soa_id)).toEqual(sent.soa_ids);
    expect(listed.result[0]!.process_type).toBe('Enhanced');

    await db
      .updateTable('feature_flag')
      .set({ enabled: true })
      .where('flag_name', '=', 'disable_bulk_soa_email')
      .execute();
    try {
      expect((await getAs(server.app, agent.access_token, '/api/soa/bulkEmailDisabled')).json()).toEqual({
        disable_bulk_soa_email: true,
      });
      const before = await counts();
      const refused = (await postAs(server.app, agent.access_token, '/api/SelfServiceEmailControl/send', body)).json();
      expect(refused).toMatchObject({ success: '0', message: SOA_MESSAGES.bulkEmailDisabled });
      expect(await counts()).toEqual(before);
    } finally {
      await db
        .updateTable('feature_flag')
        .set({ enabled: false })
        .where('flag_name', '=', 'disable_bulk_soa_email')
        .execute();
    }
    expect((await getAs(server.app, agent.access_token, '/api/soa/bulkEmailDisabled')).json()).toEqual({
      disable_bulk_soa_email: false,
    });
  });

  it("when an agent names a colleague's eSignature then every send answers 403 and nothing is saved or emailed", async () => {
    // Issue 29: an eSignature belongs to one user; a colleague's id of the same account was accepted.
    const colleagues = (
      await postAs(server.app, agent2.access_token, '/api/esignature/byName', { signature_name: 'Priya Shah' })
    ).json() as { esignature_id: number };
    const before = await counts();
    const bulkBefore = await server.database.db.selectFrom('bulk_soa_send').select('bulk_send_id').execute();
    const sends: Array<[string, Record<string, unknown>]> = [
      ['/api/clientInvite', remote({ esignature_id: colleagues.esignature_id })],
      ['/api/clientInvite', remote({ mode: 'f2f', contactMethod: 'Walk in', esignature_id: colleagues.esignature_id })],
      [
        '/api/SelfServiceEmailControl/send',
        {
          self_service_email_requestor_user_id: agent.user_id,
          lead_id_list: [leadId],
          self_service_email_template_type_id: 5,
          self_service_email_process_type_id: 5,
          esignature_id: colleagues.esignature_id,
          agent_custom_message: '',
        },
      ],
      [
        '/api/SelfServiceEmailControl/send',
        {
          self_service_email_requestor_user_id: agent.user_id,
          lead_id_list: [leadId, leadNoEmail],
          self_service_email_template_type_id: 5,
          esignature_id: colleagues.esignature_id,
          agent_custom_message: '',
        },
      ],
    ];
    for (const [url, body] of sends) {
      const response = await postAs(server.app, agent.access_token, url, body);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ success: false, message: SOA_MESSAGES.esignatureNotYours });
    }
    expect(await counts()).toEqual(before);
    const bulkSends = () => server.database.db.selectFrom('bulk_soa_send').select('bulk_send_id').execute();
    expect(await bulkSends()).toEqual(bulkBefore);
    // The owner may still sign with it.
    const own = await postAs(server.app, agent2.access_token, '/api/clientInvite', {
      ...remote({ lead_id: agent2Lead, esignature_id: colleagues.esignature_id }),
      agentSignature: 'Priya Shah',
    });
    expect(own.json()).toMatchObject({ success: '1' });
  });

  it('when the lead SOAs, one SOA and the invites are read then they list what was sent; a revoke cancels the unsigned SOA', async () => {
    const search = (
      await postAs(server.app, agent.access_token, '/api/soa/search', {
        criteria: { lead_id: { type: 'simple', value: [leadId] } },
      })
    ).json() as { total_records: number; result: Array<{ soa_id: number; status: string }> };
    expect(search.total_records).toBeGreaterThanOrEqual(3);
    const soaId = search.result.at(-1)!.soa_id;
    const detail = (await getAs(server.app, agent.access_token, `/api/soa/${soaId}`)).json() as {
      soa: { agent_name: string; client_name: string; agent_esign_id: number };
      appointment_date: string;
    };
    expect(detail.soa).toMatchObject({ agent_name: 'Marcus Bell', client_name: 'Ruth Alvarez' });
    expect(detail.appointment_date).toBe(today());

    const invites = (
      await postAs(server.app, agent.access_token, '/api/clientInvite/search/', {
        criteria: { lead_id: { type: 'simple', value: [leadId] } },
      })
    ).json() as { result: Array<{ client_invite_id: number; soa_id: number; state: string }> };
    expect(invites.result.length).toBe(search.total_records);
    expect(invites.result.every((i) => i.state === 'active')).toBe(true);
    const invite = invites.result.find((i) => i.soa_id === soaId)!;
    expect(
      (await getAs(server.app, agent.access_token, `/api/clientInvite/${invite.client_invite_id}`)).json(),
    ).toMatchObject({
      soa_id: soaId,
      state: 'active',
    });
    const revoked = (
      await getAs(server.app, agent.access_token, `/api/clientInvite/${invite.client_invite_id}/delete`)
    ).json();
    expect(revoked).toMatchObject({ success: '1' });
    expect(
      (await getAs(server.app, agent.access_token, `/api/clientInvite/${invite.client_invite_id}`)).json(),
    ).toMatchObject({
      state: 'revoked',
    });
    expect((await getAs(server.app, agent.access_token, `/api/soa/${soaId}`)).json()).toMatchObject({
      status: 'cancelled',
    });
    const audit = await server.database.db
      .selectFrom('admin_audit')
      .select('action')
      .where('entity', '=', 'client_invite')
      .where('entity_id', '=', invite.client_invite_id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['revoke']);

    await server.database.db.updateTable('soa').set({ app_id: 777 }).where('soa_id', '=', soaId).execute();
    const byApp = (await getAs(server.app, agent.access_token, '/api/clientInvite/searchByApp/777')).json() as {
      result: Array<{ soa_id: number }>;
    };
    expect(byApp.result.map((r) => r.soa_id)).toEqual([soaId]);
  });

  it("when the SOAs awaiting signature are searched then only the agent's sent ones come, newest first; a status not known answers 400", async () => {
    const awaiting = async (tokens: Tokens, userId: number, status = 'sent') =>
      postAs(server.app, tokens.access_token, '/api/soa/search', {
        criteria: { user_id: { type: 'simple', value: [userId] }, status: { type: 'simple', value: [status] } },
      });
    const sent = (await awaiting(agent, agent.user_id)).json() as {
      total_records: number;
      result: Array<{ soa_id: number; status: string; user_id: number; draft: string; created_at: string }>;
    };
    expect(sent.total_records).toBeGreaterThan(0);
    expect(sent.result.every((r) => r.status === 'sent' && r.user_id === agent.user_id && r.draft === '0')).toBe(true);
    const times = sent.result.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The one revoked in the test before is cancelled: not waiting.
    const all = (
      await postAs(server.app, agent.access_token, '/api/soa/search', {
        criteria: { user_id: { type: 'simple', value: [agent.user_id] } },
      })
    ).json() as { total_records: number; result: Array<{ status: string }> };
    expect(all.result.some((r) => r.status === 'cancelled')).toBe(true);
    expect(all.total_records).toBeGreaterThan(sent.total_records);
    // Another agent's search reaches only their own leads' SOAs; another account sees none.
    expect((await awaiting(agent2, agent.user_id)).json().total_records).toBe(0);
    expect((await awaiting(other, agent.user_id)).json().total_records).toBe(0);
    const bad = await awaiting(agent, agent.user_id, 'waiting');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status is invalid: one of sent, signed, expired, cancelled.');
  });

  it('when another account or another agent reaches for a lead, SOA or invite then the answer is 404 and nothing changes', async () => {
    const mine = (
      await postAs(server.app, agent.access_token, '/api/soa/search', {
        criteria: { lead_id: { type: 'simple', value: [leadId] } },
      })
    ).json() as { result: Array<{ soa_id: number }> };
    const soaId = mine.result[0]!.soa_id;
    const inviteId = (
      await server.database.db
        .selectFrom('client_invite')
        .select('client_invite_id')
        .where('soa_id', '=', soaId)
        .executeTakeFirstOrThrow()
    ).client_invite_id;
    const before = await counts();
    for (const [who, lead] of [
      [other, leadId],
      [agent2, leadId],
      [agent, otherLead],
      [agent, agent2Lead],
    ] as const) {
      expect(
        (await postAs(server.app, who.access_token, '/api/clientInvite', remote({ lead_id: lead }))).statusCode,
      ).toBe(404);
      expect(
        (
          await postAs(server.app, who.access_token, `/api/lead/${lead}/soaEmailDraft/`, {
            email: 'x@example.com',
            email_type: 'Home',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await postAs(server.app, who.access_token, '/api/carrierPlanGeography/search/', {
            criteria: { lead_id: { type: 'simple', value: [lead] } },
          })
        ).statusCode,
      ).toBe(404);
    }
    for (const who of [other, agent2]) {
      expect((await getAs(server.app, who.access_token, `/api/soa/${soaId}`)).statusCode).toBe(404);
      expect((await getAs(server.app, who.access_token, `/api/clientInvite/${inviteId}`)).statusCode).toBe(404);
      expect((await getAs(server.app, who.access_token, `/api/clientInvite/${inviteId}/delete`)).statusCode).toBe(404);
      const listed = (
        await postAs(server.app, who.access_token, '/api/soa/search', {
          criteria: { lead_id: { type: 'simple', value: [leadId] } },
        })
      ).json() as { total_records: number };
      expect(listed.total_records).toBe(0);
    }
    expect(await counts()).toEqual(before);
    // The account's admin sees every agent's leads (lead_view_assigned): the SOA reads.
    expect((await getAs(server.app, admin.access_token, `/api/soa/${soaId}`)).statusCode).toBe(200);
  });

  it('when the disclaimers are asked for then each plan year holds the counted disclaimer', async () => {
    const answer = (
      await postAs(server.app, agent.access_token, '/api/carrierPlanGeography/search/', {
        criteria: {
          user_id: { type: 'simple', value: [agent.user_id] },
          lead_id: { type: 'simple', value: [leadId] },
          zip: { type: 'simple', value: ['60601'] },
          county: { type: 'simple', value: ['Cook'] },
        },
      })
    ).json() as Record<string, unknown>;
    expect(answer.success).toBe('1');
    const years = Object.keys(answer).filter((k) => /^\d{4}$/.test(k));
    expect(years.length).toBeGreaterThanOrEqual(1);
    for (const year of years)
      expect((answer[year] as { email_disclaimer_text_with_counts: string }).email_disclaimer_text_with_counts).toMatch(
        /^We do not offer every plan available in your area\. Currently we represent \d+ organizations? which offer \d+ products? in your area\./,
      );
    expect(
      (await postAs(server.app, agent.access_token, '/api/carrierPlanGeography/search/', { criteria: {} })).json(),
    ).toMatchObject({
      success: '0',
    });
  });

  it('when eSignatures and templates are read then names are recorded once by name and the template is type 5', async () => {
    const a = (
      await postAs(server.app, agent.access_token, '/api/esignature/byName', { signature_name: 'M. Bell' })
    ).json() as {
      esignature_id: number;
    };
    const b = (
      await postAs(server.app, agent.access_token, '/api/esignature/byName', { signature_name: 'm. bell' })
    ).json() as {
      esignature_id: number;
    };
    expect(b.esignature_id).toBe(a.esignature_id);
    const c = (
      await postAs(server.app, agent.access_token, '/api/esignature', { signature_name: 'M. Bell' })
    ).json() as {
      esignature_id: number;
    };
    expect(c.esignature_id).not.toBe(a.esignature_id);
    const templates = (
      await getAs(server.app, agent.access_token, '/api/SelfServiceEmailControl/templates')
    ).json() as {
      templates: Array<{ self_service_email_template_type_id: number; subject: string }>;
    };
    expect(templates.templates[0]).toMatchObject({
      self_service_email_template_type_id: 5,
      subject: 'Medicare Health Plans - Scope of Appointment eSignature Request: for {lead} from {agent}',
    });
  });

  it('when the rule table is read then it equals the domain rows, and the rules by date follow it', async () => {
    const { rules } = (await getAs(server.app, agent.access_token, '/api/soa/rules')).json() as {
      rules: Array<{
        kind: string;
        effective_from: string;
        waiting_hours: number | null;
        applies_to_unscheduled: boolean | null;
        retention_years: number | null;
        note: string | null;
        source: string;
      }>;
    };
    const waiting = rules
      .filter((r) => r.kind === 'waiting_period')
      .map(({ effective_from, waiting_hours, applies_to_unscheduled, note, source }) => ({
        effective_from,
        waiting_hours: waiting_hours!,
        applies_to_unscheduled: applies_to_unscheduled!,
        note: note!,
        source,
      }));
    const retentionOf = (kind: string) =>
      rules
        .filter((r) => r.kind === kind)
        .map(({ effective_from, retention_years, note, source }) => ({
          effective_from,
          retention_years: retention_years!,
          note: note!,
          source,
        }));
    const marketingCalls = retentionOf('marketing_call_retention');
    const soaRecords = retentionOf('soa_record_retention');
    expect(waiting).toEqual(SOA_WAITING_PERIOD_RULES);
    expect(marketingCalls).toEqual(MARKETING_CALL_RETENTION_RULES);
    expect(soaRecords).toEqual(SOA_RECORD_RETENTION_RULES);
    expect(soaWaitingPeriodRule(new Date('2025-07-01T12:00:00Z'), waiting).waiting_hours).toBe(48);
    expect(soaWaitingPeriodRule(new Date('2026-11-26T12:00:00Z'), waiting).waiting_hours).toBe(0);
    expect(retainedUntil('2025-07-01T12:00:00Z', marketingCalls)?.toISOString()).toBe('2035-07-01T12:00:00.000Z');
    expect(retainedUntil('2026-11-26T12:00:00Z', marketingCalls)?.toISOString()).toBe('2032-11-26T12:00:00.000Z');
    // A VSIG SOA is an SOA record: the CY2027 change does not shorten it.
    expect(retainedUntil('2026-11-26T12:00:00Z', soaRecords)?.toISOString()).toBe('2036-11-26T12:00:00.000Z');
  });

  it('when a role lacks soa_send then the SOA calls answer 403', async () => {
    const db = server.database.db;
    const { role_id } = await db
      .selectFrom('app_user')
      .select('role_id')
      .where('user_id', '=', agent2.user_id)
      .executeTakeFirstOrThrow();
    await db
      .deleteFrom('role_permission')
      .where('role_id', '=', role_id)
      .where('permission_name', '=', 'soa_send')
      .execute();
    try {
      const fresh = await signIn(server.app, ...DEMO.agent2);
      expect(
        (await postAs(server.app, fresh.access_token, '/api/clientInvite', remote({ lead_id: agent2Lead }))).statusCode,
      ).toBe(403);
    } finally {
      await db
        .insertInto('role_permission')
        .values({ account_id: accountId, role_id, permission_name: 'soa_send' })
        .execute();
    }
  });

  it('when an admin downloads the SOA report then it is the account CSV, filtered, with formula cells guarded', async () => {
    const db = server.database.db;
    const { soa_id } = await db
      .selectFrom('soa')
      .select('soa_id')
      .where('lead_id', '=', leadId)
      .where('process_type', '=', 'SOAF2F')
      .executeTakeFirstOrThrow();
    await db.updateTable('soa').set({ client_name: '=HYPERLINK("http://x")' }).where('soa_id', '=', soa_id).execute();
    const report = (await postAs(server.app, admin.access_token, '/api/soa/report', {})).json() as {
      csv: string;
      file_name: string;
      total_records: number;
    };
    const lines = report.csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Agent,Lead Name,Process Type,Status,Sent,Signed,Appointment Date');
    expect(lines).toHaveLength(report.total_records + 1);
    expect(report.total_records).toBe((await counts()).soa); // every SOA of the account (the other account has none)
    expect(report.csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(report.csv).not.toMatch(/(^|,)=HYPERLINK/m);
    // Demo Agency's agents only (the demo seed gives demoagent and demoagent2 past SOAs too).
    expect(lines.slice(1).every((l) => l.startsWith('Marcus Bell,') || l.startsWith('Priya Raman,'))).toBe(true);
    expect(report.file_name).toMatch(/\.csv$/);

    const cancelled = (
      await postAs(server.app, admin.access_token, '/api/soa/report', { status: 'cancelled', user_id: agent.user_id })
    ).json() as { total_records: number; csv: string };
    expect(cancelled.total_records).toBe(1);
    expect(cancelled.csv).toContain(',cancelled,');

    const future = (
      await postAs(server.app, admin.access_token, '/api/soa/report', {
        date_from: '01/01/2099',
        date_to: '01/02/2099',
      })
    ).json() as { total_records: number; csv?: string; message: string };
    expect(future).toMatchObject({ total_records: 0, message: 'No SOAs match these filters.' });
    expect(future.csv).toBeUndefined();
    expect(
      (await postAs(server.app, admin.access_token, '/api/soa/report', { date_from: '02/30/2026' })).statusCode,
    ).toBe(400);
    expect((await postAs(server.app, agent.access_token, '/api/soa/report', {})).statusCode).toBe(403);
    // Another account's admin sees only their own account's SOAs: none.
    expect((await postAs(server.app, other.access_token, '/api/soa/report', {})).json()).toMatchObject({
      total_records: 0,
    });
  });
});
