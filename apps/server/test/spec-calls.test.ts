// Issue 29, "Calls that answer 404": every path that §7 of spec 01 and spec 02 names, with its method, is
// asked of the real server as a caller the spec permits. None may meet "No such call" (the 404 of a path
// no route answers) or a 5xx; the reads of seeded records must succeed. Paths the spec leaves "not shown"
// are not listed. The platform accounts calls (super users only) are held to their rules below.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../src/schema';
import { PLATFORM_MESSAGES } from '../src/features/account/platform';
import {
  accountOf,
  backends,
  bearer,
  DEMO,
  firstLeadOf,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from './harness';

type Caller = 'admin' | 'agent';
interface Ids {
  account: number;
  admin: number;
  agent: number;
  lead: number;
  leadPhone: number;
  leadEmail: number;
  leadAddress: number;
  userPhone: number;
  userEmail: number;
  userAddress: number;
  accountQuicklink: number;
  userQuicklink: number;
  notice: number;
  role: number;
  appointment: number;
  soa: number;
  leadVendor: number;
  partner: number;
  trackingCode: number;
  leadInstruction: number;
  credentials: number;
}
interface SpecCall {
  /** The spec's words: method and path as §7 writes them. */
  spec: string;
  caller: Caller;
  url: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** A read of a seeded record, or a search: it must answer 2xx. */
  ok?: boolean;
  multipart?: boolean;
}

const search = { criteria: {}, page_number: 1, records_per_page: 10 };
const call = (spec: string, caller: Caller, url: SpecCall['url'], extra: Partial<SpecCall> = {}): SpecCall => ({
  spec,
  caller,
  url,
  ...extra,
});

/** Spec 01 §7, in its order. */
const SPEC_01: SpecCall[] = [
  call('POST user/{userId}/quickLink/search', 'agent', (i) => `user/${i.agent}/quickLink/search`, {
    body: (i) => ({ search_type: 'simple', criteria: { user_id: { type: 'simple', value: [i.agent] } } }),
    ok: true,
  }),
  call('POST account/{accountId}/quicklink/', 'admin', (i) => `account/${i.account}/quicklink/`, {
    body: () => ({
      quicklink_title: 'Spec link',
      quicklink_url: 'https://example.com/a',
      quicklink_hierarchy_type_id: 1,
    }),
  }),
  call('POST user/{userId}/quicklink/', 'agent', (i) => `user/${i.agent}/quicklink/`, {
    body: () => ({
      quicklink_title: 'Spec link',
      quicklink_url: 'https://example.com/u',
      quicklink_hierarchy_type_id: 3,
    }),
  }),
  call(
    'POST account/{accountId}/quicklink/{id}/',
    'admin',
    (i) => `account/${i.account}/quicklink/${i.accountQuicklink}/`,
    {
      body: () => ({ quicklink_title: 'Spec link 2', quicklink_url: 'https://example.com/b' }),
    },
  ),
  call('POST user/{userId}/quicklink/{id}/', 'agent', (i) => `user/${i.agent}/quicklink/${i.userQuicklink}/`, {
    body: () => ({ quicklink_title: 'Spec link 3', quicklink_url: 'https://example.com/c' }),
  }),
  call(
    'GET account/{accountId}/quicklink/{id}/accountHide/',
    'admin',
    (i) => `account/${i.account}/quicklink/${i.accountQuicklink}/accountHide/`,
  ),
  call(
    'GET account/{accountId}/quicklink/{id}/accountReveal/',
    'admin',
    (i) => `account/${i.account}/quicklink/${i.accountQuicklink}/accountReveal/`,
  ),
  call('POST user/{userId}/quicklink/displaySave/', 'agent', (i) => `user/${i.agent}/quicklink/displaySave/`, {
    body: () => ({ quicklink_id_active_list: [] }),
  }),
  call('GET quicklink/targetLeadsSSO', 'agent', () => 'quicklink/targetLeadsSSO'),
  call('POST lead search (quick search)', 'agent', () => 'lead/search/', {
    body: (i) => ({
      search_type: 'simple',
      criteria: { user_id: { type: 'simple', value: [i.agent] } },
      field_list: [],
      page_number: 1,
      records_per_page: 200,
      include_deleted: 0,
    }),
    ok: true,
  }),
  call('GET search/populateDropDowns', 'agent', () => 'search/populateDropDowns', { ok: true }),
  call('GET noticeOutstandingCount/{id}', 'agent', (i) => `noticeOutstandingCount/${i.agent}`, { ok: true }),
  call('POST user/{id}/userNotice/search', 'agent', (i) => `user/${i.agent}/userNotice/search`, {
    body: () => ({ mode: 'openNotify', page_number: 0 }),
    ok: true,
  }),
  call('POST user/{id}/userNotice/dismiss', 'agent', (i) => `user/${i.agent}/userNotice/dismiss`, {
    body: (i) => ({ notice_ids: [i.notice] }),
  }),
  call('GET PhoneDialerProvider/listBehaviorTypes/', 'agent', () => 'PhoneDialerProvider/listBehaviorTypes/', {
    ok: true,
  }),
  call(
    'GET PhoneDialerProvider/authSettings',
    'agent',
    () => 'PhoneDialerProvider/authSettings?laweb_current_route=%2F',
    {
      ok: true,
    },
  ),
  call('POST PhoneDialerProvider/phoneCall', 'agent', () => 'PhoneDialerProvider/phoneCall', {
    body: (i) => ({ callee_phone_number: '5035550100', lead_id: i.lead, user_id: i.agent }),
  }),
  call('GET user/{id}/settings', 'agent', (i) => `user/${i.agent}/settings`, { ok: true }),
  call('POST user/{id}', 'agent', (i) => `user/${i.agent}`, { body: () => ({ phone_dialer_provider_active: '1' }) }),
  call('POST {registrationApi}registration', 'agent', () => 'public/registration', { body: () => ({}) }),
  call('GET {registrationApi}agreement', 'agent', () => 'public/agreement', { ok: true }),
  call('POST {registrationApi}validateUrl', 'agent', () => 'public/validateUrl', { body: () => ({ token: 'x' }) }),
  call('GET geo/countiesByZip/{zip}', 'agent', () => 'geo/countiesByZip/97201', { ok: true }),
  call('GET email/types', 'agent', () => 'email/types', { ok: true }),
  call('GET phone/types', 'agent', () => 'phone/types', { ok: true }),
  call('GET address/types', 'agent', () => 'address/types', { ok: true }),
];

/** Spec 02 §7.1–§7.7, in its order (calls §7 names twice are listed once). */
const SPEC_02: SpecCall[] = [
  call('POST LeadVendor/search', 'admin', () => 'LeadVendor/search', {
    body: (i) => ({ search_type: 'simple', criteria: { account_id: { type: 'simple', value: [i.account] } } }),
    ok: true,
  }),
  call('GET lead/types', 'agent', () => 'lead/types', { ok: true }),
  call('POST account/campaign/search/', 'admin', () => 'account/campaign/search/', { body: () => search, ok: true }),
  call('POST productType/search', 'agent', () => 'productType/search', {
    body: () => ({ criteria: { product_type_id: { type: 'range', value: [1, '*'] } } }),
    ok: true,
  }),
  call('POST tag/search/', 'agent', () => 'tag/search/', { body: () => search, ok: true }),
  call('GET account/{id}/settings', 'agent', (i) => `account/${i.account}/settings`, { ok: true }),
  call('POST contactPermissionHistory/search', 'agent', () => 'contactPermissionHistory/search', {
    body: (i) => ({ criteria: { lead_id: { type: 'simple', value: [i.lead] } }, page_number: 1 }),
  }),
  call('POST lead', 'agent', () => 'lead', { body: () => ({}) }),
  call('GET SelfServiceEmailControl/templates', 'agent', () => 'SelfServiceEmailControl/templates', { ok: true }),
  call('POST SelfServiceEmailControl/search', 'agent', () => 'SelfServiceEmailControl/search', { body: () => search }),
  call('POST SelfServiceEmailControl/send', 'agent', () => 'SelfServiceEmailControl/send', { body: () => ({}) }),
  call('POST clientInvite', 'agent', () => 'clientInvite', { body: () => ({}) }),
  call('POST clientInvite/search/', 'agent', () => 'clientInvite/search/', { body: () => search }),
  call('GET clientInvite/searchByApp/{id}', 'agent', () => 'clientInvite/searchByApp/1'),
  call('POST soa/search', 'agent', () => 'soa/search', { body: () => search, ok: true }),
  call('GET soa/{id}', 'agent', (i) => `soa/${i.soa}`, { ok: true }),
  call('GET soa/{id}/pdf/', 'agent', (i) => `soa/${i.soa}/pdf/`),
  call('POST soa/report', 'admin', () => 'soa/report', { body: () => search }),
  call('POST esignature', 'agent', () => 'esignature', { body: () => ({}) }),
  call('POST carrierPlanGeography/search/', 'agent', () => 'carrierPlanGeography/search/', {
    body: (i) => ({ criteria: { user_id: i.agent, lead_id: i.lead, zip: '97201', county: 'Multnomah' } }),
  }),
  call('POST externalSSO/', 'agent', () => 'externalSSO/', { body: () => ({}) }),
  call('GET user/{id}', 'agent', (i) => `user/${i.agent}?return_acl=1`, { ok: true }),
  call('POST user', 'admin', () => 'user', { body: () => ({}) }),
  call('POST userCredentials/{id}/changePassword', 'agent', (i) => `userCredentials/${i.credentials}/changePassword`, {
    body: () => ({}),
  }),
  call('POST userCredentials/search', 'agent', () => 'userCredentials/search', { body: () => search, ok: true }),
  call('GET account/{id}/role/search', 'admin', (i) => `account/${i.account}/role/search`, { ok: true }),
  call('POST account/{id}/role/search', 'admin', (i) => `account/${i.account}/role/search`, {
    body: () => search,
    ok: true,
  }),
  call('POST carrier/search/', 'agent', () => 'carrier/search/', { body: () => search, ok: true }),
  call('GET account/{id}', 'admin', (i) => `account/${i.account}`, { ok: true }),
  call('POST usercarrier/search/', 'agent', () => 'usercarrier/search/', { body: () => search, ok: true }),
  call('POST user/usercarrier/search/', 'agent', () => 'user/usercarrier/search/', { body: () => search, ok: true }),
  call('POST usercarrier', 'agent', () => 'usercarrier', { body: () => ({}) }),
  call('POST usercarrier/deleteSelected', 'agent', () => 'usercarrier/deleteSelected', {
    body: () => ({ user_carrier_ids: [] }),
  }),
  call('POST productType/listActiveByCarrier', 'agent', () => 'productType/listActiveByCarrier', {
    body: () => ({ carrier_id: 1 }),
  }),
  call('GET stateLicenseNumber/{state}', 'agent', () => 'stateLicenseNumber/OR'),
  call('GET user/{id}/userAccess', 'admin', (i) => `user/${i.agent}/userAccess`, { ok: true }),
  call('POST user/search', 'admin', () => 'user/search', { body: () => search, ok: true }),
  call('POST user/bulkDelete', 'admin', () => 'user/bulkDelete', { body: () => ({ user_ids: [] }) }),
  call('POST user/{id}/appointment/search', 'agent', (i) => `user/${i.agent}/appointment/search`, { body: () => ({}) }),
  call('POST user/{id}/appointment/', 'agent', (i) => `user/${i.agent}/appointment/`, { body: () => ({}) }),
  call('POST lead/{id}/appointment/', 'agent', (i) => `lead/${i.lead}/appointment/`, { body: () => ({}) }),
  call('GET appointment/{id}', 'agent', (i) => `appointment/${i.appointment}`, { ok: true }),
  call('POST appointment/{id}', 'agent', (i) => `appointment/${i.appointment}`, { body: () => ({}) }),
  call('POST selfServiceConfig/search/', 'agent', () => 'selfServiceConfig/search/', {
    body: (i) => ({ criteria: { user_id: { type: 'simple', value: [i.agent] } } }),
    ok: true,
  }),
  call('GET CommunicationPreference/canSendText', 'agent', () => 'CommunicationPreference/canSendText', { ok: true }),
  call('POST notice/search', 'admin', () => 'notice/search', { body: () => search, ok: true }),
  call('POST notice', 'admin', () => 'notice', { body: () => ({}) }),
  call('POST notice/{id}', 'admin', (i) => `notice/${i.notice}`, { body: () => ({}) }),
  call('GET account/{id}/totalAgents/', 'admin', (i) => `account/${i.account}/totalAgents/`, { ok: true }),
  call('GET cobrand/load/{id}', 'agent', (i) => `cobrand/load/${i.account}?noCache=abc`),
  call('POST account/{id}/settings', 'admin', (i) => `account/${i.account}/settings`, { body: () => ({}) }),
  call('POST account/{id}', 'admin', (i) => `account/${i.account}`, { body: () => ({}) }),
  call('POST account/search', 'admin', () => 'account/search', { body: () => search, ok: true }),
  call('POST account/', 'admin', () => 'account/', { body: () => ({ account_name: 'Spec Agency' }) }),
  call(
    'GET registration/buildLink/account/{id}/role/{role}',
    'admin',
    (i) => `registration/buildLink/account/${i.account}/role/${i.role}`,
  ),
  call('GET role/{id}', 'admin', (i) => `role/${i.role}`, { ok: true }),
  call('POST role/{id}', 'admin', (i) => `role/${i.role}`, { body: () => ({}) }),
  call('POST role/', 'admin', () => 'role/', { body: () => ({}) }),
  call('GET role/{id}/permissions', 'admin', (i) => `role/${i.role}/permissions`, { ok: true }),
  call('POST role/{id}/permissions', 'admin', (i) => `role/${i.role}/permissions`, { body: () => ({}) }),
  call('POST leadExport', 'admin', () => 'leadExport', { body: () => ({}) }),
  call('POST leadExport/', 'admin', () => 'leadExport/', { body: () => ({}) }),
  call('GET leadExport/{id}', 'admin', () => 'leadExport/1'),
  call('POST LeadVendor', 'admin', () => 'LeadVendor', { body: () => ({}) }),
  call('POST LeadVendor/{id}', 'admin', (i) => `LeadVendor/${i.leadVendor}`, { body: () => ({}) }),
  call('POST account/{id}/b2bpartner', 'admin', (i) => `account/${i.account}/b2bpartner`, { body: () => ({}) }),
  call('POST b2bpartner/search', 'admin', () => 'b2bpartner/search', { body: () => search, ok: true }),
  call('GET b2bPartner/{id}', 'admin', (i) => `b2bPartner/${i.partner}`, { ok: true }),
  call('POST b2bPartner/{id}', 'admin', (i) => `b2bPartner/${i.partner}`, { body: () => ({}) }),
  call('POST account/{id}/b2bpartnerTrackingCode', 'admin', (i) => `account/${i.account}/b2bpartnerTrackingCode`, {
    body: () => ({}),
  }),
  call(
    'POST account/{id}/b2bpartnerTrackingCode/search',
    'admin',
    (i) => `account/${i.account}/b2bpartnerTrackingCode/search`,
    {
      body: () => search,
      ok: true,
    },
  ),
  call('POST LeadInstructions/search', 'admin', () => 'LeadInstructions/search', { body: () => search, ok: true }),
  call('POST leadInstructions', 'admin', () => 'leadInstructions', { body: () => ({}) }),
  call('POST leadInstructions/{id}', 'admin', (i) => `leadInstructions/${i.leadInstruction}`, { body: () => ({}) }),
  call('GET document/drilldown/productType', 'agent', () => 'document/drilldown/productType', { ok: true }),
  call('GET leadImportFile/template', 'admin', () => 'leadImportFile/template', { ok: true }),
  call('POST leadImportFile', 'admin', () => 'leadImportFile', { body: () => ({}) }),
  call('PUT leadImportFile/{id}/fileUpload', 'admin', () => 'leadImportFile/1/fileUpload', { multipart: true }),
  call('POST plan/search/', 'admin', () => 'plan/search/', { body: () => search, ok: true }),
  call('POST productFilter/', 'admin', () => 'productFilter/', { body: () => ({}) }),
  call('POST productFilter/search/', 'admin', () => 'productFilter/search/', { body: () => search, ok: true }),
  call('GET productFilter/{id}/delete/', 'admin', () => 'productFilter/1/delete/'),
  call('GET communicationPreference', 'agent', () => 'communicationPreference', { ok: true }),
  call('POST communicationPreference', 'agent', () => 'communicationPreference', { body: () => ({}) }),
  call('POST report', 'admin', () => 'report', { body: () => ({}) }),
  call('POST app/aicoe_data/csv', 'admin', () => 'app/aicoe_data/csv', { body: () => ({}) }),
  call('POST search/leadsByDrug', 'admin', () => 'search/leadsByDrug', { body: () => ({}) }),
  call('POST search/leadsByPharmacy', 'admin', () => 'search/leadsByPharmacy', { body: () => ({}) }),
  call('POST search/leadsByDisruption', 'admin', () => 'search/leadsByDisruption', { body: () => ({}) }),
  call('GET download/{id}', 'admin', () => 'download/1'),
  // The deletes last, each of a seeded record.
  call(
    'GET lead/{lead_id}/address/{address_id}/delete/',
    'agent',
    (i) => `lead/${i.lead}/address/${i.leadAddress}/delete/`,
    { ok: true },
  ),
  call('GET lead/{lead_id}/email/{email_id}/delete/', 'agent', (i) => `lead/${i.lead}/email/${i.leadEmail}/delete/`, {
    ok: true,
  }),
  call('GET lead/{lead_id}/phone/{phone_id}/delete/', 'agent', (i) => `lead/${i.lead}/phone/${i.leadPhone}/delete/`),
  call('GET account/{id}/phone/{id}/delete/', 'admin', (i) => `account/${i.account}/phone/${i.userPhone}/delete/`, {
    ok: true,
  }),
  call('GET account/{id}/email/{id}/delete/', 'admin', (i) => `account/${i.account}/email/${i.userEmail}/delete/`, {
    ok: true,
  }),
  call(
    'GET account/{id}/address/{id}/delete/',
    'admin',
    (i) => `account/${i.account}/address/${i.userAddress}/delete/`,
    { ok: true },
  ),
  call(
    'GET user/{userId}/quicklink/{id}/delete/',
    'agent',
    (i) => `user/${i.agent}/quicklink/${i.userQuicklink}/delete/`,
    { ok: true },
  ),
  call('GET clientInvite/{id}', 'agent', () => 'clientInvite/1'),
  call('GET clientInvite/{id}/delete', 'agent', () => 'clientInvite/1/delete'),
  call('GET appointment/{id}/delete', 'agent', (i) => `appointment/${i.appointment}/delete`, { ok: true }),
  call('GET notice/{id}/delete', 'admin', (i) => `notice/${i.notice}/delete`, { ok: true }),
  call('GET LeadVendor/{id}/delete', 'admin', (i) => `LeadVendor/${i.leadVendor}/delete`),
  call(
    'GET account/{id}/b2bpartnerTrackingCode/{id}/delete',
    'admin',
    (i) => `account/${i.account}/b2bpartnerTrackingCode/${i.trackingCode}/delete`,
  ),
  call('GET b2bPartner/{id}/delete', 'admin', (i) => `b2bPartner/${i.partner}/delete`),
  call('GET user/{id}/delete', 'admin', (i) => `user/${i.agent}/delete`),
  call('GET account/{id}/delete', 'admin', () => 'account/2/delete'),
];

/** The first id of a table in the account (of one user when given). */
async function first(db: Kysely<DB>, table: keyof DB, column: string, where: Record<string, number | null>) {
  let query = db.selectFrom(table).select(`${column} as id` as never);
  for (const [name, value] of Object.entries(where))
    query = value === null ? query.where(name as never, 'is', null) : query.where(name as never, '=', value as never);
  const row = (await query.orderBy(column as never).executeTakeFirst()) as { id: number } | undefined;
  if (!row) throw new Error(`no seeded ${table} row for ${JSON.stringify(where)}`);
  return row.id;
}

describe.each(backends)('given every call §7 of both specs names, on %s', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Caller, Tokens>;
  let ids: Ids;

  beforeAll(async () => {
    // The demo account's admin is platform staff here, so the super-user calls answer as for staff.
    server = await startTestServer(kind, { PLATFORM_ACCOUNT_ID: '1' });
    tokens.admin = await signIn(server.app, ...DEMO.admin);
    tokens.agent = await signIn(server.app, ...DEMO.agent);
    const db = server.database.db;
    const account = await accountOf(db, tokens.admin.user_id);
    expect(account).toBe(1);
    const lead = await firstLeadOf(db, account, tokens.agent.user_id);
    const a = { account_id: account };
    ids = {
      account,
      admin: tokens.admin.user_id,
      agent: tokens.agent.user_id,
      lead,
      leadPhone: await first(db, 'lead_phone', 'phone_id', { ...a, lead_id: lead }),
      leadEmail: await first(db, 'lead_email', 'email_id', { ...a, lead_id: lead }),
      leadAddress: await first(db, 'lead_address', 'address_id', { ...a, lead_id: lead }),
      userPhone: await first(db, 'user_phone', 'phone_id', { ...a, user_id: tokens.agent.user_id }),
      userEmail: await first(db, 'user_email', 'email_id', { ...a, user_id: tokens.agent.user_id }),
      userAddress: await first(db, 'user_address', 'address_id', { ...a, user_id: tokens.agent.user_id }),
      accountQuicklink: await first(db, 'quicklink', 'quicklink_id', { ...a, user_id: null }),
      userQuicklink: await first(db, 'quicklink', 'quicklink_id', { ...a, user_id: tokens.agent.user_id }),
      notice: await first(db, 'notice', 'notice_id', a),
      role: await first(db, 'role', 'role_id', a),
      appointment: await first(db, 'appointment', 'appointment_id', { ...a, user_id: tokens.agent.user_id }),
      soa: await first(db, 'soa', 'soa_id', { ...a, lead_id: lead }).catch(() => first(db, 'soa', 'soa_id', a)),
      leadVendor: await first(db, 'lead_vendor', 'lead_vendor_id', a),
      partner: await first(db, 'b2bpartner', 'b2bpartner_id', a),
      trackingCode: await first(db, 'tracking_code', 'tracking_code_id', a),
      leadInstruction: await first(db, 'lead_instruction', 'lead_instruction_id', a),
      credentials: await first(db, 'user_credentials', 'user_credentials_id', { ...a, user_id: tokens.agent.user_id }),
    };
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lists the calls of both documents', () => {
    expect(SPEC_01.length + SPEC_02.length).toBeGreaterThanOrEqual(125);
    const specs = [...SPEC_01, ...SPEC_02].map((c) => c.spec);
    expect(new Set(specs).size).toBe(specs.length);
  });

  it.each([
    ['spec 01 §7', SPEC_01],
    ['spec 02 §7', SPEC_02],
  ])(
    'when each call of %s is made by its permitted caller then a route answers it, without a 5xx',
    async (_, calls) => {
      const failures: string[] = [];
      for (const c of calls) {
        const [method] = c.spec.split(' ') as ['GET' | 'POST' | 'PUT'];
        const url = `/api/${c.url(ids)}`;
        const token = tokens[c.caller].access_token;
        const response = c.multipart
          ? await server.app.inject({
              method,
              url,
              headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
              payload: '--x--\r\n',
            })
          : method === 'GET'
            ? await getAs(server.app, token, url)
            : await server.app.inject({
                method,
                url,
                headers: bearer(token),
                payload: (c.body?.(ids) ?? {}) as object,
              });
        const message = (() => {
          try {
            return String((response.json() as { message?: unknown }).message ?? '');
          } catch {
            return '';
          }
        })();
        const unrouted = message.startsWith('No such call');
        const broken = response.statusCode >= 500;
        const notOk = c.ok === true && (response.statusCode < 200 || response.statusCode > 299);
        if (unrouted || broken || notOk) failures.push(`${c.spec} → ${url}: ${response.statusCode} ${message}`);
      }
      expect(failures).toEqual([]);
    },
    120_000,
  );
});

describe.each(backends)('given the platform accounts calls on %s', (kind) => {
  let server: TestServer;
  let staff: Tokens;
  let agencyAdmin: Tokens;
  let otherAccount: number;

  beforeAll(async () => {
    server = await startTestServer(kind, { PLATFORM_ACCOUNT_ID: '1' });
    staff = await signIn(server.app, ...DEMO.admin);
    agencyAdmin = await signIn(server.app, ...DEMO.other);
    otherAccount = await accountOf(server.database.db, agencyAdmin.user_id);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  it('when platform staff search then they see every account; an agency admin sees only their own', async () => {
    const all = await postAs(server.app, staff.access_token, '/api/account/search', { criteria: {} });
    expect(all.statusCode).toBe(200);
    expect(all.json().result.map((a: { account_name: string }) => a.account_name)).toEqual(
      expect.arrayContaining(['Demo Agency', 'Other Agency']),
    );
    const own = await postAs(server.app, agencyAdmin.access_token, '/api/account/search', { criteria: {} });
    expect(own.json()).toMatchObject({ total_records: 1, result: [{ account_id: otherAccount }] });
  });

  it('when an agency admin opens or deactivates an account then it is refused and nothing changes', async () => {
    const open = await postAs(server.app, agencyAdmin.access_token, '/api/account/', { account_name: 'Mine Too' });
    expect(open.statusCode).toBe(403);
    expect(open.json().message).toBe(PLATFORM_MESSAGES.staffOnly);
    expect((await getAs(server.app, agencyAdmin.access_token, `/api/account/${otherAccount}/delete`)).statusCode).toBe(
      403,
    );
    expect((await getAs(server.app, agencyAdmin.access_token, '/api/account/1/delete')).statusCode).toBe(404);
    const names = await server.database.db.selectFrom('account').select(['account_name', 'active']).execute();
    expect(names.find((a) => a.account_name === 'Mine Too')).toBeUndefined();
    expect(names.every((a) => a.active === '1')).toBe(true);
  });

  it('when staff open an account then it has its Admin and Agent roles, and the change is audited', async () => {
    const open = await postAs(server.app, staff.access_token, '/api/account/', { account_name: '  Cascade Benefits ' });
    expect(open.statusCode).toBe(201);
    const { account_id } = open.json() as { account_id: number };
    const roles = await server.database.db
      .selectFrom('role')
      .select('role_name')
      .where('account_id', '=', account_id)
      .orderBy('role_name')
      .execute();
    expect(roles.map((r) => r.role_name)).toEqual(['Admin', 'Agent']);
    const audit = await server.database.db
      .selectFrom('admin_audit')
      .select(['action', 'account_id'])
      .where('entity', '=', 'account')
      .where('entity_id', '=', account_id)
      .execute();
    expect(audit).toEqual([{ action: 'created', account_id: 1 }]);
  });

  it('when staff deactivate an account then its users are signed out and cannot sign in; their own is refused', async () => {
    expect((await getAs(server.app, staff.access_token, '/api/account/1/delete')).json().message).toBe(
      PLATFORM_MESSAGES.ownAccount,
    );
    const done = await getAs(server.app, staff.access_token, `/api/account/${otherAccount}/delete`);
    expect(done.statusCode).toBe(200);
    expect((await getAs(server.app, agencyAdmin.access_token, `/api/user/${agencyAdmin.user_id}`)).statusCode).toBe(
      401,
    );
    await expect(signIn(server.app, ...DEMO.other)).rejects.toThrow(/failed: 403/);
  });
});
