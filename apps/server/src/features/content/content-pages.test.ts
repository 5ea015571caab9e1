// Issue 15: the Forms, Help and Privacy Policy calls, on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import {
  FormDocumentAnswerStruct,
  FormSearchAnswerStruct,
  HelpArticleAnswerStruct,
  HelpSearchAnswerStruct,
  PrivacyPolicyAnswerStruct,
} from '@meridian/api';
import { CONTENT_MESSAGES, FORM_PRODUCT_LINES } from '@meridian/domain';
import { loadContent } from '.';
import { backends, DEMO, getAs, signIn, startTestServer, type TestServer } from '../../../test/harness';

describe.each(backends)('given the content pages on %s', (kind) => {
  let server: TestServer;
  let agent: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const [agentTokens, otherTokens] = await Promise.all([
      signIn(server.app, ...DEMO.agent),
      signIn(server.app, ...DEMO.other),
    ]);
    agent = agentTokens.access_token;
    other = otherTokens.access_token;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const get = (token: string, url: string) => getAs(server.app, token, url);
  const forms = async (token: string, productLine: string, text?: string) => {
    // The api client adds a random noCache to every GET.
    const query = new URLSearchParams({
      product_line: productLine,
      noCache: 'x1',
      ...(text === undefined ? {} : { text }),
    });
    const response = await get(token, `/api/forms/search?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    const body: unknown = response.json();
    expect(is(body, FormSearchAnswerStruct)).toBe(true);
    return body as { total_records: number; result: Array<{ form_document_id: number; title: string }> };
  };

  describe('when a signed-out caller asks the signed-in calls', () => {
    it.each([
      '/api/forms/search?product_line=medicare',
      '/api/forms/document/1',
      '/api/help/search',
      '/api/help/article/quick-search',
    ])('then %s answers 401', async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('when an agent reads the quick search Help', () => {
    it('then it names the fields quick search has, and does not promise a Medicare number search', async () => {
      const response = await get(agent, '/api/help/article/quick-search');
      expect(response.statusCode).toBe(200);
      const { summary, html } = (response.json() as { article: { summary: string; html: string } }).article;
      const text = `${summary} ${html}`;
      // Issue 29: Help said quick search finds leads by Medicare number; it has no such field.
      expect(summary).not.toContain('Medicare number');
      expect(html.match(/<li>(?:(?!<\/li>).)*Medicare number/s)).toBeNull();
      expect(text).toContain('does not search by Medicare number');
      for (const label of ['First Name', 'Last Name', 'Phone', 'Email', 'Zip', 'DOB Month', 'Tracking Code', 'Tag'])
        expect(text).toContain(label);
    });
  });

  describe('when an agent lists the Forms tabs', () => {
    it('then every product line has forms and the Medicare tab starts with the Scope of Appointment', async () => {
      for (const line of FORM_PRODUCT_LINES) expect((await forms(agent, line)).total_records).toBeGreaterThan(0);
      const medicare = await forms(agent, 'medicare');
      expect(medicare.result[0]!.title).toBe('Scope of Appointment Confirmation Form');
      expect(medicare.result.map((f) => f.title)).toEqual(
        expect.arrayContaining([
          'Medicare Advantage Enrollment Checklist',
          'Part D Prescription Drug Plan Enrollment Checklist',
          'Medicare Supplement Application Checklist',
          'Client Contact and Consent Form',
        ]),
      );
    });

    it('then another account reads the same shared forms', async () => {
      expect((await forms(other, 'medicare')).result).toEqual((await forms(agent, 'medicare')).result);
    });

    it('then a search finds forms by title and by words only in the body, within the tab', async () => {
      expect((await forms(agent, 'medicare', 'supplement')).result.map((f) => f.title)).toContain(
        'Medicare Supplement Application Checklist',
      );
      // "Extra Help" is written only in the Part D checklist's body.
      const body = await forms(agent, 'medicare', '  extra   HELP ');
      expect(body.result.map((f) => f.title)).toEqual(['Part D Prescription Drug Plan Enrollment Checklist']);
      // Every word must appear; words of other tabs' forms do not leak across tabs.
      expect((await forms(agent, 'medicare', 'extra help zzzz')).total_records).toBe(0);
      expect((await forms(agent, 'medicare', 'casket')).total_records).toBe(0);
      expect((await forms(agent, 'final-expense', 'casket')).result.map((f) => f.title)).toEqual([
        'Final Expense Needs Worksheet',
      ]);
      // LIKE wildcards are searched as text.
      expect((await forms(agent, 'medicare', '%')).total_records).toBe(0);
    });

    it('then an unknown product line or an over-long search is refused with the field named', async () => {
      const unknown = await get(agent, '/api/forms/search?product_line=dental');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain('product_line');
      const long = await get(agent, `/api/forms/search?product_line=medicare&text=${'a'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
    });
  });

  describe('when an agent opens a form', () => {
    it('then its printable body has the signature and agent lines, sanitized', async () => {
      const soa = (await forms(agent, 'medicare', 'scope of appointment')).result[0]!;
      const response = await get(agent, `/api/forms/document/${soa.form_document_id}`);
      expect(response.statusCode).toBe(200);
      const body: unknown = response.json();
      expect(is(body, FormDocumentAnswerStruct)).toBe(true);
      const { html } = (body as { document: { html: string } }).document;
      expect(html).toContain('Medicare Advantage Plans (Part C) and Cost Plans');
      expect(html).toContain('Beneficiary or authorized representative signature');
      expect(html).toContain('National Producer Number');
      expect(html).not.toMatch(/<script|onerror=|style=/i);
    });

    it('then an unknown id answers 404 with the message', async () => {
      const response = await get(agent, '/api/forms/document/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(CONTENT_MESSAGES.documentNotFound);
    });
  });

  describe('when an agent searches help', () => {
    const help = async (text?: string) => {
      const response = await get(
        agent,
        `/api/help/search?noCache=x2${text === undefined ? '' : `&text=${encodeURIComponent(text)}`}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body: unknown = response.json();
      expect(is(body, HelpSearchAnswerStruct)).toBe(true);
      return (body as { result: Array<{ slug: string; title: string }> }).result;
    };

    it('then every feature has an article', async () => {
      const topics = (await help()).map((a) => a.slug);
      for (const slug of [
        'signing-in-and-your-session',
        'quick-search',
        'leads-and-lead-details',
        'adding-a-new-lead',
        'dialer-and-call-recording',
        'notices',
        'quick-links',
        'profile-and-writing-numbers',
        'client-self-service-link',
        'administration',
      ])
        expect(topics).toContain(slug);
    });

    it('then a search finds by title first and by body', async () => {
      expect((await help('writing numbers'))[0]!.slug).toBe('profile-and-writing-numbers');
      // "memory" appears in no title; "locked" only in the sign-in article's body.
      expect((await help('locked')).map((a) => a.slug)).toEqual(['signing-in-and-your-session']);
      expect(await help('no-such-word-anywhere')).toEqual([]);
    });

    it('then an article opens by its slug, and an unknown or malformed slug answers 404', async () => {
      const response = await get(agent, '/api/help/article/dialer-and-call-recording');
      expect(response.statusCode).toBe(200);
      const body: unknown = response.json();
      expect(is(body, HelpArticleAnswerStruct)).toBe(true);
      expect((body as { article: { html: string } }).article.html).toContain('Call recording');
      const missing = await get(agent, '/api/help/article/no-such-article');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(CONTENT_MESSAGES.articleNotFound);
      expect((await get(agent, '/api/help/article/..%2Fetc')).statusCode).toBe(404);
    });
  });

  describe('when anyone reads the privacy policy', () => {
    it('then the public call answers the current version signed out', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/public/privacy_policy' });
      expect(response.statusCode).toBe(200);
      const body: unknown = response.json();
      expect(is(body, PrivacyPolicyAnswerStruct)).toBe(true);
      const policy = body as { version: string; published_at: string; html: string };
      expect(policy.version).toBe('2026-01');
      expect(policy.published_at).toBe('2026-01-01T00:00:00.000Z');
      expect(policy.html).toContain('Medicare Beneficiary Identifiers');
      expect(policy.html).toContain('10 years');
    });

    it('then a newer version becomes current and the previous one is kept', async () => {
      const { db } = server.database;
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('privacy_policy').set({ current: false }).where('current', '=', true).execute();
        await trx
          .insertInto('privacy_policy')
          .values({
            version: 'test-next',
            html: '<p>Next</p>',
            published_at: new Date('2026-06-01T00:00:00Z'),
            current: true,
          })
          .execute();
      });
      try {
        const response = await server.app.inject({ method: 'GET', url: '/api/public/privacy_policy' });
        expect(response.json()).toMatchObject({ version: 'test-next', html: '<p>Next</p>' });
        expect(await db.selectFrom('privacy_policy').select('version').execute()).toHaveLength(2);
      } finally {
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('privacy_policy').where('version', '=', 'test-next').execute();
          await trx.updateTable('privacy_policy').set({ current: true }).where('version', '=', '2026-01').execute();
        });
      }
    });
  });

  // Issue 29 "Retention said two ways": every stored text that states a period reads the soa_rule rows.
  describe('when a text states how long records are kept', () => {
    const texts = async () => {
      const formId = async (slug: string) =>
        (
          await server.database.db
            .selectFrom('form_document')
            .select('form_document_id')
            .where('slug', '=', slug)
            .executeTakeFirstOrThrow()
        ).form_document_id;
      const form = async (slug: string) =>
        (await get(agent, `/api/forms/document/${await formId(slug)}`)).json().document as {
          summary: string;
          html: string;
        };
      return {
        policy: (await server.app.inject({ method: 'GET', url: '/api/public/privacy_policy' })).json().html as string,
        help: (await get(agent, '/api/help/article/dialer-and-call-recording')).json().article.html as string,
        soaForm: await form('scope-of-appointment'),
        consentForm: (await form('client-contact-consent')).html,
      };
    };

    it('then SOA records say 10 years and sales call recordings the 6 of the row in effect since 2026-06-01', async () => {
      const { policy, help, soaForm, consentForm } = await texts();
      expect(policy).toContain('enrollment records: 10 years, as CMS requires.');
      expect(policy).toContain('Recordings of Medicare sales and marketing calls: 6 years, as CMS requires.');
      expect(help).toContain('(6 years for sales and marketing calls; a voice-signature SOA, an SOA record, 10 years)');
      expect(soaForm.summary).toContain('(kept 10 years)');
      expect(soaForm.html).toContain('CMS record retention requirements (10 years)');
      expect(consentForm).toContain('kept for up to 6 years');
      const searched = (await forms(agent, 'medicare', 'scope')).result as Array<{ summary?: string }>;
      expect(searched.some((f) => f.summary?.includes('(kept 10 years)'))).toBe(true);
      expect(JSON.stringify(await texts())).not.toMatch(/_retention_years\}/);
    });

    it('then a new row of the table changes what every text says', async () => {
      const { db } = server.database;
      await db
        .insertInto('soa_rule')
        .values([
          {
            soa_rule_id: 900,
            kind: 'soa_record_retention',
            effective_from: '2026-01-01',
            retention_years: 11,
            note: null,
            source: 'test row',
          },
          {
            soa_rule_id: 901,
            kind: 'marketing_call_retention',
            effective_from: '2026-07-01',
            retention_years: 5,
            note: null,
            source: 'test row',
          },
        ])
        .execute();
      try {
        const { policy, help, soaForm, consentForm } = await texts();
        expect(policy).toContain('enrollment records: 11 years');
        expect(policy).toContain('sales and marketing calls: 5 years');
        expect(help).toContain(
          '(5 years for sales and marketing calls; a voice-signature SOA, an SOA record, 11 years)',
        );
        expect(soaForm.summary).toContain('(kept 11 years)');
        expect(consentForm).toContain('kept for up to 5 years');
      } finally {
        await db.deleteFrom('soa_rule').where('soa_rule_id', 'in', [900, 901]).execute();
      }
    });
  });

  describe('when the content is loaded again', () => {
    it('then an unchanged version is not written twice, and a changed row is restored', async () => {
      expect(await loadContent(server.database)).toMatchObject({ loaded: false });
      const { db } = server.database;
      await db.updateTable('help_article').set({ title: 'Tampered' }).where('slug', '=', 'notices').execute();
      await db.updateTable('reference_data').set({ version: 'old' }).where('name', '=', 'content').execute();
      expect(await loadContent(server.database)).toMatchObject({ loaded: true });
      const row = await db
        .selectFrom('help_article')
        .select('title')
        .where('slug', '=', 'notices')
        .executeTakeFirstOrThrow();
      expect(row.title).toBe('Reading notices');
    });
  });
});
