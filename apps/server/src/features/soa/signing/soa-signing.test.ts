import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { SOA_SIGNING_MESSAGES } from '@meridian/domain';
import { verifySoaContentHash, type SoaPdfContent } from './pdf';
import { inviteTokenHash } from '..';
import {
  backends,
  demoAgentsAndLead,
  getAs,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../../test/harness';

const DAY = 24 * 60 * 60 * 1000;

// The client's signature of a scope of appointment (spec 02 §2.5-2.7, §3.10, §9): the public record
// and sign calls by the invite's token, the refusals, and the agent's signed PDF.
describe.each(backends)('given an SOA sent to a lead of demoagent on %s', (kind) => {
  let server: TestServer;
  let agent: Tokens;
  let agent2: Tokens;
  let other: Tokens;
  let accountId: number;
  let leadId: number;
  let address = 0;
  /** A fresh network address per call site, so the per-network limit is only met where a test means to. */
  const ip = () => `198.51.100.${++address}`;

  beforeAll(async () => {
    // 10 requests an hour per network for the public SOA calls (10 × the registration rate).
    server = await startTestServer(kind, { REGISTRATION_RATE_PER_IP: '1' });
    ({ agent, agent2, other, leadId, accountId } = await demoAgentsAndLead(server));
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An SOA and its invite as the send call leaves them; answers the token. */
  const sendSoa = async ({ createdAt = new Date(), revoked = '0' as '0' | '1' } = {}) => {
    const db = server.database.db;
    const soa = await db
      .insertInto('soa')
      .values({
        account_id: accountId,
        lead_id: leadId,
        user_id: agent.user_id,
        process_type: 'SOA',
        client_name: 'Ruth Alvarez',
        client_email: 'ruth.alvarez@example.com',
        client_dob: '1956-04-12',
        appointment_date: '2026-12-15',
        contact_method: 'Email',
        agent_signature: 'Marcus Bell',
      })
      .returning('soa_id')
      .executeTakeFirstOrThrow();
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('client_invite')
      .values({
        account_id: accountId,
        soa_id: soa.soa_id,
        lead_id: leadId,
        token_hash: inviteTokenHash(token),
        mode: 'remote',
        created_by: agent.user_id,
        expires_at: new Date(createdAt.getTime() + 60 * DAY),
        revoked,
      })
      .execute();
    return { token, soaId: soa.soa_id };
  };
  const post = (url: string, payload: object, remoteAddress = ip(), userAgent = 'TestBrowser/1.0') =>
    server.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'user-agent': userAgent } });
  const sign = (token: string, remoteAddress?: string) =>
    post(
      '/api/public/soa/sign',
      { token, product_types: ['medigap', 'part_d'], signer_name: '  Ruth Alvarez ' },
      remoteAddress,
    );

  it('when the client opens the link then the page gets the agency, agent, client and appointment, nothing more', async () => {
    const { token } = await sendSoa();
    const response = await post('/api/public/soa/record', { token });
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      success: true,
      account_business_name: expect.any(String),
      agent_name: 'Marcus Bell',
      client_name: 'Ruth Alvarez',
      appointment_date: '12/15/2026',
      contact_method: 'Email',
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'account_business_name',
        'agent_name',
        'appointment_date',
        'client_name',
        'contact_method',
        'expires_at',
        'success',
      ].sort(),
    );
  });

  it('when the client signs then the SOA is signed with its evidence, PDF and hash, the link is used, and the agent and client are emailed', async () => {
    const { token, soaId } = await sendSoa();
    const before = Date.now();
    const response = await sign(token, '203.0.113.9');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: SOA_SIGNING_MESSAGES.signed });
    const db = server.database.db;
    const soa = await db
      .selectFrom('soa')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('soa_id', '=', soaId)
      .executeTakeFirstOrThrow();
    expect(soa.status).toBe('signed');
    expect(new Date(soa.signed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(soa.signer_name).toBe('Ruth Alvarez');
    expect(soa.signer_ip).toBe('203.0.113.9');
    expect(soa.signer_user_agent).toBe('TestBrowser/1.0');
    expect(soa.product_types).toEqual(['part_d', 'medigap']);
    expect(soa.content_sha256).toMatch(/^[0-9a-f]{64}$/);
    const content = soa.signed_content as SoaPdfContent;
    expect(content).toMatchObject({
      client_name: 'Ruth Alvarez',
      client_dob: '04/12/1956',
      appointment_date: '12/15/2026',
    });
    expect(verifySoaContentHash(content, soa.content_sha256!)).toBe(true);
    // A change to the stored content no longer matches the stored hash.
    expect(verifySoaContentHash({ ...content, product_types: ['part_d'] }, soa.content_sha256!)).toBe(false);
    expect(Buffer.from(soa.pdf!).subarray(0, 5).toString()).toBe('%PDF-');

    const invite = await db
      .selectFrom('client_invite')
      .select(['used_at'])
      .where('account_id', '=', accountId)
      .where('soa_id', '=', soaId)
      .executeTakeFirstOrThrow();
    expect(invite.used_at).not.toBeNull();
    const audit = await db
      .selectFrom('lead_audit')
      .select(['field', 'by_client', 'new_value'])
      .where('account_id', '=', accountId)
      .where('lead_id', '=', leadId)
      .where('field', '=', 'soa_signed')
      .execute();
    expect(audit.some((a) => a.by_client === '1' && a.new_value?.startsWith(`SOA ${soaId}:`))).toBe(true);
    const emails = await db
      .selectFrom('email_outbox')
      .select(['to_address', 'subject', 'body_text', 'kind'])
      .where('kind', 'in', ['soa_signed_agent', 'soa_signed_client'])
      .execute();
    const toAgent = emails.find((e) => e.kind === 'soa_signed_agent')!;
    const agentEmails = await db
      .selectFrom('user_email')
      .select('email')
      .where('account_id', '=', accountId)
      .where('user_id', '=', agent.user_id)
      .execute();
    expect(agentEmails.map((e) => e.email)).toContain(toAgent.to_address);
    expect(toAgent.body_text).toContain('Medicare Supplement (Medigap) Products');
    const toClient = emails.find((e) => e.kind === 'soa_signed_client')!;
    expect(toClient.to_address).toBe('ruth.alvarez@example.com');
    // After signing the link opens nothing, so no email carries it (nor any token).
    expect(toClient.body_text).not.toContain('/client/soa');
    expect(toClient.body_text).not.toContain(token);
  });

  it('when the link is used again then both calls answer the used message, and the SOA stays as first signed', async () => {
    const { token, soaId } = await sendSoa();
    expect((await sign(token)).statusCode).toBe(200);
    const hash = async () =>
      (
        await server.database.db
          .selectFrom('soa')
          .select('content_sha256')
          .where('account_id', '=', accountId)
          .where('soa_id', '=', soaId)
          .executeTakeFirstOrThrow()
      ).content_sha256;
    const first = await hash();
    const again = await post('/api/public/soa/sign', {
      token,
      product_types: ['dental_vision_hearing'],
      signer_name: 'X',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: SOA_SIGNING_MESSAGES.usedLink });
    expect((await post('/api/public/soa/record', { token })).json()).toMatchObject({
      message: SOA_SIGNING_MESSAGES.usedLink,
    });
    expect(await hash()).toBe(first);
  });

  it('when two signatures race then exactly one is stored', async () => {
    const { token } = await sendSoa();
    const answers = await Promise.all([sign(token), sign(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it.each([
    ['expired (past 60 days)', { createdAt: new Date(Date.now() - 61 * DAY) }, 410, SOA_SIGNING_MESSAGES.expiredLink],
    ['revoked', { revoked: '1' as const }, 404, SOA_SIGNING_MESSAGES.invalidLink],
  ])('when the link is %s then record and sign refuse with its message', async (_label, options, status, message) => {
    const { token } = await sendSoa(options);
    for (const response of [await post('/api/public/soa/record', { token }), await sign(token)]) {
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
  });

  it('when the token is unknown then the page is told the link is not valid', async () => {
    const response = await post('/api/public/soa/record', { token: randomBytes(32).toString('base64url') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: SOA_SIGNING_MESSAGES.invalidLink });
  });

  it('when the choice is empty, unknown or the name is missing then the sign is refused and nothing is stored', async () => {
    const { token, soaId } = await sendSoa();
    for (const payload of [
      { token, product_types: [], signer_name: 'Ruth Alvarez' },
      { token, product_types: ['life'], signer_name: 'Ruth Alvarez' },
      { token, product_types: ['part_d'], signer_name: '' },
    ])
      expect((await post('/api/public/soa/sign', payload)).statusCode).toBe(400);
    const soa = await server.database.db
      .selectFrom('soa')
      .select(['status', 'signed_at'])
      .where('account_id', '=', accountId)
      .where('soa_id', '=', soaId)
      .executeTakeFirstOrThrow();
    expect(soa).toEqual({ status: 'sent', signed_at: null });
  });

  it('when one network calls too often then it is refused before any token is looked up', async () => {
    const from = ip();
    const bogus = { token: 'z'.repeat(43) };
    for (let i = 0; i < 10; i++) expect((await post('/api/public/soa/record', bogus, from)).statusCode).toBe(404);
    const limited = await post('/api/public/soa/record', bogus, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ message: SOA_SIGNING_MESSAGES.tooMany });
    // A valid token from the same network is refused too; another network is not.
    const { token } = await sendSoa();
    expect((await sign(token, from)).statusCode).toBe(429);
    expect((await post('/api/public/soa/record', { token })).statusCode).toBe(200);
  });

  it('when the agent downloads the signed PDF then it is the PDF, named without the client, and reads back with their choices', async () => {
    const { token, soaId } = await sendSoa();
    expect((await sign(token)).statusCode).toBe(200);
    const response = await getAs(server.app, agent.access_token, `/api/soa/${soaId}/pdf/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(
      new RegExp(`^attachment; filename="scope-of-appointment-${soaId}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
    );
    expect(disposition).not.toMatch(/Ruth|Alvarez/);
    const doc = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const text = (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
    expect(text).toContain('Beneficiary Name: Ruth Alvarez');
    expect(text).toContain(
      'Products chosen by the beneficiary: Stand-alone Medicare Prescription Drug Plans (Part D); Medicare Supplement (Medigap) Products',
    );
    const stored = await server.database.db
      .selectFrom('soa')
      .select('content_sha256')
      .where('account_id', '=', accountId)
      .where('soa_id', '=', soaId)
      .executeTakeFirstOrThrow();
    expect(text).toContain(`Content SHA-256: ${stored.content_sha256}`);
  });

  it('when another agent, another account or an unsigned SOA is asked for then the PDF answers 404', async () => {
    const signed = await sendSoa();
    expect((await sign(signed.token)).statusCode).toBe(200);
    const unsigned = await sendSoa();
    expect((await getAs(server.app, agent2.access_token, `/api/soa/${signed.soaId}/pdf/`)).statusCode).toBe(404);
    expect((await getAs(server.app, other.access_token, `/api/soa/${signed.soaId}/pdf/`)).statusCode).toBe(404);
    expect((await getAs(server.app, agent.access_token, `/api/soa/${unsigned.soaId}/pdf/`)).statusCode).toBe(404);
    expect((await getAs(server.app, agent.access_token, `/api/soa/999999/pdf/`)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/api/soa/${signed.soaId}/pdf/` })).statusCode).toBe(401);
  });

  it('when the agent reads a sent SOA then its agent part is their profile: the default phone, email and address', async () => {
    const { soaId } = await sendSoa();
    const detail = (await getAs(server.app, agent.access_token, `/api/soa/${soaId}`)).json() as {
      soa: { agent_name: string; agent_phone: string; agent_email: string; agent_address: string };
    };
    const db = server.database.db;
    const ofAgent = { account_id: accountId, user_id: agent.user_id, is_default: true } as const;
    const phone = await db
      .selectFrom('user_phone')
      .select('phone')
      .where((eb) => eb.and(ofAgent))
      .executeTakeFirst();
    const email = await db
      .selectFrom('user_email')
      .select('email')
      .where((eb) => eb.and(ofAgent))
      .executeTakeFirst();
    const address = await db
      .selectFrom('user_address')
      .select(['address1', 'city', 'state_id', 'zip'])
      .where((eb) => eb.and(ofAgent))
      .executeTakeFirstOrThrow();
    expect(detail.soa).toEqual({
      ...detail.soa,
      agent_name: 'Marcus Bell',
      agent_phone: phone!.phone,
      agent_email: email!.email,
      agent_address: [address.address1, address.city, address.state_id, address.zip].join(', '),
    });
  });
});
