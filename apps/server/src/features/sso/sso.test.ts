import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { ExternalSsoAnswerStruct, PlanExplorerAccessStruct } from '@meridian/api';
import { handOffMac, signHandOff, verifyHandOff } from '../../auth/hand-off';
import { SSO_HAND_OFF_TTL, SSO_HASH_FIELDS, SSO_REFUSALS } from '.';
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

type HandOff = {
  url: string;
  method: string;
  hash: string;
  user_id: number;
  login: string;
  RelayState: string;
  SAMLResponse: string;
};

/** What a partner holding EXTERNAL_SSO_SECRET does with a posted hand-off. */
const partnerKey = createHash('sha256').update('sso-partner-secret').digest();
function partnerVerifies(handOff: HandOff) {
  const hash = handOffMac(partnerKey, SSO_HASH_FIELDS.map((name) => String(handOff[name])).join('\n'));
  return { hashOk: hash === handOff.hash, claims: verifyHandOff(partnerKey, handOff.SAMLResponse) };
}

describe.each(backends)('given single sign-on on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let agent: Tokens;
  let agent2: Tokens;
  let other: Tokens;
  let demoAccount: number;
  const linkId = async (who: Tokens, title: string) => {
    const response = await postAs(server.app, who.access_token, `/api/user/${who.user_id}/quickLink/search`, {
      search_type: 'simple',
      criteria: {},
    });
    return (response.json().result as Array<{ quicklink_id: number; quicklink_title: string }>).find(
      (l) => l.quicklink_title === title,
    )!.quicklink_id;
  };
  const sso = (who: Tokens | undefined, body: unknown) =>
    who
      ? postAs(server.app, who.access_token, '/api/externalSSO/', body)
      : server.app.inject({ method: 'POST', url: '/api/externalSSO/', payload: body as object });

  beforeAll(async () => {
    server = await startTestServer(kind, { EXTERNAL_SSO_SECRET: 'sso-partner-secret' });
    [admin, agent, agent2, other] = await Promise.all([
      signIn(server.app, ...DEMO.admin),
      signIn(server.app, ...DEMO.agent),
      signIn(server.app, ...DEMO.agent2),
      signIn(server.app, ...DEMO.other),
    ]);
    demoAccount = (
      await server.database.db
        .selectFrom('app_user')
        .select('account_id')
        .where('user_id', '=', admin.user_id)
        .executeTakeFirstOrThrow()
    ).account_id;
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('the Plan Explorer access check (GET user/{id}/planExplorerAccess)', () => {
    it("when the admin (plan_explorer, Demo Agency has Plan Explorer) asks then it is 'True'; agents and an account without Plan Explorer get 'False'", async () => {
      const answer = async (who: Tokens) => {
        const response = await getAs(server.app, who.access_token, `/api/user/${who.user_id}/planExplorerAccess`);
        expect(response.statusCode, response.body).toBe(200);
        expect(is(response.json(), PlanExplorerAccessStruct)).toBe(true);
        return response.json().plan_explorer_access;
      };
      expect(await answer(admin)).toBe('True');
      expect(await answer(agent)).toBe('False');
      // otheradmin holds plan_explorer, but Other Agency has no Plan Explorer address.
      expect(await answer(other)).toBe('False');
    });

    it('when the path names someone else (another account or a colleague) then it is 404; without a token 401', async () => {
      expect(
        (await getAs(server.app, other.access_token, `/api/user/${admin.user_id}/planExplorerAccess`)).statusCode,
      ).toBe(404);
      expect(
        (await getAs(server.app, admin.access_token, `/api/user/${other.user_id}/planExplorerAccess`)).statusCode,
      ).toBe(404);
      expect(
        (await getAs(server.app, admin.access_token, `/api/user/${agent.user_id}/planExplorerAccess`)).statusCode,
      ).toBe(404);
      expect(
        (await server.app.inject({ method: 'GET', url: `/api/user/${admin.user_id}/planExplorerAccess` })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST externalSSO/', () => {
    it('when the admin asks for Plan Explorer then the answer carries the spec fields, signed for the partner, addressed to its origin, short-lived', async () => {
      const response = await sso(admin, { target: 'plan_explorer' });
      expect(response.statusCode, response.body).toBe(200);
      expect(is(response.json(), ExternalSsoAnswerStruct)).toBe(true);
      const handOff = response.json() as HandOff;
      expect(handOff).toMatchObject({
        url: 'https://planexplorer.example/sso',
        method: 'POST',
        user_id: admin.user_id,
        login: 'demoadmin',
        RelayState: 'https://planexplorer.example/sso',
      });
      const { hashOk, claims } = partnerVerifies(handOff);
      expect(hashOk).toBe(true);
      expect(claims).toMatchObject({
        iss: 'meridian',
        aud: 'https://planexplorer.example',
        sub: admin.user_id,
        acc: demoAccount,
        login: 'demoadmin',
        target: 'plan_explorer',
      });
      expect(Number(claims!.exp) - Number(claims!.iat)).toBe(SSO_HAND_OFF_TTL);
      // Every hand-off is distinct (a partner can refuse a replayed jti).
      const again = (await sso(admin, { target: 'plan_explorer' })).json() as HandOff;
      expect(verifyHandOff(partnerKey, again.SAMLResponse)!.jti).not.toBe(claims!.jti);
    });

    it('when a field is changed on the way then the partner refuses it; a hand-off past its lifetime is refused too', async () => {
      const handOff = (await sso(admin, { target: 'plan_explorer' })).json() as HandOff;
      expect(partnerVerifies({ ...handOff, login: 'demoagent' }).hashOk).toBe(false);
      expect(partnerVerifies({ ...handOff, RelayState: 'https://evil.example/' }).hashOk).toBe(false);
      const [payload, signature] = handOff.SAMLResponse.split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: agent.user_id }),
      ).toString('base64url');
      expect(verifyHandOff(partnerKey, `${forged}.${signature}`)).toBeUndefined();
      expect(verifyHandOff(createHash('sha256').update('another key').digest(), handOff.SAMLResponse)).toBeUndefined();
      expect(
        verifyHandOff(partnerKey, handOff.SAMLResponse, Date.now() + (SSO_HAND_OFF_TTL + 1) * 1000),
      ).toBeUndefined();
      expect(verifyHandOff(partnerKey, signHandOff(partnerKey, { exp: 'never' }))).toBeUndefined();
    });

    it('when an agent without plan_explorer, or an admin of an account without Plan Explorer, asks for it then it is 403', async () => {
      for (const who of [agent, agent2, other]) {
        const response = await sso(who, { target: 'plan_explorer' });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, message: SSO_REFUSALS.planExplorer });
      }
    });

    it('when an agent continues from the CMS Check quick link then the hand-off goes to that link, naming the agent', async () => {
      const response = await sso(agent, { target: 'cms_check', quicklink_id: await linkId(agent, 'CMS Check') });
      expect(response.statusCode, response.body).toBe(200);
      const handOff = response.json() as HandOff;
      expect(handOff).toMatchObject({
        url: 'https://www.cms.gov/medicare/health-drug-plans',
        method: 'POST',
        user_id: agent.user_id,
        login: 'demoagent',
      });
      const { hashOk, claims } = partnerVerifies(handOff);
      expect(hashOk).toBe(true);
      expect(claims).toMatchObject({ aud: 'https://www.cms.gov', sub: agent.user_id, target: 'cms_check' });
    });

    it('when the CMS check names no link, a link not named for the CMS check, or one the caller cannot see then it is refused', async () => {
      const missing = await sso(agent, { target: 'cms_check' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe(SSO_REFUSALS.quickLinkRequired);
      const notCms = await sso(agent, {
        target: 'cms_check',
        quicklink_id: await linkId(agent, 'Medicare Plan Finder'),
      });
      expect(notCms.statusCode).toBe(400);
      expect(notCms.json().message).toBe(SSO_REFUSALS.notCmsCheck);
      // Another account's link, a colleague's own link, and no link at all: the same 404.
      expect(
        (await sso(agent, { target: 'cms_check', quicklink_id: await linkId(other, 'Other Agency Handbook') }))
          .statusCode,
      ).toBe(404);
      expect(
        (await sso(agent, { target: 'cms_check', quicklink_id: await linkId(agent2, 'Carrier Contracting Portal') }))
          .statusCode,
      ).toBe(404);
      expect((await sso(agent, { target: 'cms_check', quicklink_id: 999_999 })).statusCode).toBe(404);
    });

    it("when a user names their own link CMS Check then no hand-off is signed for its address (evil.example, or Plan Explorer's)", async () => {
      for (const quicklink_url of [
        'https://evil.example/phish',
        'check.example.org/start',
        'https://planexplorer.example/sso',
      ]) {
        const created = await postAs(server.app, agent2.access_token, `/api/user/${agent2.user_id}/quicklink/`, {
          quicklink_title: 'CMS Check',
          quicklink_url,
          quicklink_hierarchy_type_id: 3,
        });
        expect(created.statusCode).toBe(201);
        const refused = await sso(agent2, { target: 'cms_check', quicklink_id: created.json().quicklink.quicklink_id });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ success: false, message: SSO_REFUSALS.notPartner });
        expect(refused.body).not.toContain('SAMLResponse');
      }
    });

    it('when the account admin adds an account-wide CMS Check link to another site then no hand-off is signed for it either', async () => {
      const created = await postAs(server.app, admin.access_token, `/api/user/${admin.user_id}/quicklink/`, {
        quicklink_title: 'CMS Check',
        quicklink_url: 'https://evil.example/account-wide',
        quicklink_hierarchy_type_id: 2,
      });
      expect(created.statusCode).toBe(201);
      const refused = await sso(agent, { target: 'cms_check', quicklink_id: created.json().quicklink.quicklink_id });
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('SAMLResponse');
    });

    it('when the body is wrong or there is no token then it is 400 or 401', async () => {
      expect((await sso(agent, { target: 'target_leads' })).statusCode).toBe(400);
      expect((await sso(agent, { target: 'cms_check', quicklink_id: 'x' })).statusCode).toBe(400);
      expect((await sso(undefined, { target: 'plan_explorer' })).statusCode).toBe(401);
      expect(
        (await postAs(server.app, admin.access_token, '/api/externalSSO', { target: 'plan_explorer' })).statusCode,
      ).toBe(200);
    });
  });
});

describe('given the Plan Explorer address in the environment', () => {
  it('when PLAN_EXPLORER_SSO_URL is an http(s) address then it is the default; any other scheme stops the start', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({ PLAN_EXPLORER_SSO_URL: 'https://pe.example/sso' }).planExplorerSsoUrl).toBe(
      'https://pe.example/sso',
    );
    expect(loadConfig({}).planExplorerSsoUrl).toBeUndefined();
    expect(() => loadConfig({ PLAN_EXPLORER_SSO_URL: 'javascript:alert(1)' })).toThrow(/PLAN_EXPLORER_SSO_URL/);
    expect(() => loadConfig({ PLAN_EXPLORER_SSO_URL: 'not a url' })).toThrow(/PLAN_EXPLORER_SSO_URL/);
  });

  it('when CMS_CHECK_SSO_URLS lists partner addresses then they are the configured CMS check targets; any other scheme stops the start', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({}).cmsCheckSsoUrls).toEqual([]);
    expect(loadConfig({ CMS_CHECK_SSO_URLS: 'https://a.example/cms, https://b.example/' }).cmsCheckSsoUrls).toEqual([
      'https://a.example/cms',
      'https://b.example/',
    ]);
    expect(() => loadConfig({ CMS_CHECK_SSO_URLS: 'https://a.example/,javascript:alert(1)' })).toThrow(
      /CMS_CHECK_SSO_URLS/,
    );
  });
});

describe.each(backends)('given a partner CMS check address configured on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {
      EXTERNAL_SSO_SECRET: 'sso-partner-secret',
      CMS_CHECK_SSO_URLS: 'https://cms-partner.example/check',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('when an account link named CMS Check leads to the configured partner then the hand-off is signed for it', async () => {
    const admin = await signIn(server.app, ...DEMO.admin);
    const created = await postAs(server.app, admin.access_token, `/api/user/${admin.user_id}/quicklink/`, {
      quicklink_title: 'CMS Check',
      quicklink_url: 'https://cms-partner.example/check',
      quicklink_hierarchy_type_id: 2,
    });
    expect(created.statusCode).toBe(201);
    const response = await postAs(server.app, admin.access_token, '/api/externalSSO/', {
      target: 'cms_check',
      quicklink_id: created.json().quicklink.quicklink_id,
    });
    expect(response.statusCode).toBe(200);
    const handOff = response.json() as HandOff;
    expect(handOff.url).toBe('https://cms-partner.example/check');
    expect(partnerVerifies(handOff).claims).toMatchObject({ aud: 'https://cms-partner.example', sub: admin.user_id });
  });
});
