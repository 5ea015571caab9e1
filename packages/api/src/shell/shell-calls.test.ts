import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/errors';
import {
  getDialerAuthSettings,
  listDialerBehaviorTypes,
  placePhoneCall,
  updateAccountSettings,
  updateUserSettings,
} from '../dialer/calls';
import { getQuickSearchDropdowns, searchLeads } from '../leads/calls';
import { dismissUserNotices, getExport, getNoticeOutstandingCount, searchUserNotices } from '../notices/calls';
import {
  createQuickLink,
  deleteQuickLink,
  getTargetLeadsSso,
  hideQuickLinkForAccount,
  revealQuickLinkForAccount,
  saveQuickLinkDisplay,
  searchQuickLinks,
  updateQuickLink,
} from '../quick-links/calls';
import { getAnonymousFeatureFlags, getFeatureFlags } from './calls';
import { answeringClient } from '../test-fixtures';

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const page = (result: unknown[]) => ({
  success: true,
  total_records: result.length,
  page_number: 1,
  records_per_page: 200,
  result,
});
const link = {
  quicklink_id: 4,
  quicklink_title: 'Intranet',
  quicklink_url: 'https://intranet.example/',
  quicklink_hierarchy_type_name: 'Account',
  quicklink_hierarchy_type_id: 2,
  display: '1',
  account_display: '1',
};
const settings = { success: true, phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 2 };

describe('given the shell calls', () => {
  it.each([
    {
      name: 'getQuickSearchDropdowns',
      run: (c: never) => getQuickSearchDropdowns(c),
      answer: {
        total_lead_dispos: [],
        total_agents: [{ user_id: 0, fname: 'Unassigned', lname: '' }],
        total_tags: [],
        total_app_dispos: [],
      },
      method: 'GET',
      path: '/api/search/populateDropDowns',
    },
    {
      name: 'searchLeads',
      run: (c: never) => searchLeads(c, { search_type: 'simple', criteria: {}, page_number: 1, records_per_page: 200 }),
      answer: page([]),
      method: 'POST',
      path: '/api/lead/search/',
      body: { search_type: 'simple', criteria: {}, page_number: 1, records_per_page: 200 },
    },
    {
      name: 'getNoticeOutstandingCount',
      run: (c: never) => getNoticeOutstandingCount(c, 7),
      answer: { notice_outstanding_count: 2, includes_important: '1' },
      method: 'GET',
      path: '/api/noticeOutstandingCount/7',
    },
    {
      name: 'searchUserNotices',
      run: (c: never) => searchUserNotices(c, 7, { mode: 'pastNotify', page_number: 1 }),
      answer: page([]),
      method: 'POST',
      path: '/api/user/7/userNotice/search',
      body: { mode: 'pastNotify', page_number: 1 },
    },
    {
      name: 'dismissUserNotices',
      run: (c: never) => dismissUserNotices(c, 7, [1, 2]),
      answer: { success: true, dismissed: 2 },
      method: 'POST',
      path: '/api/user/7/userNotice/dismiss',
      body: { notice_ids: [1, 2] },
    },
    {
      name: 'searchQuickLinks',
      run: (c: never) => searchQuickLinks(c, 7),
      answer: page([link]),
      method: 'POST',
      path: '/api/user/7/quickLink/search',
      body: { search_type: 'simple', criteria: { user_id: { type: 'simple', value: [7] } } },
    },
    {
      name: 'createQuickLink (account)',
      run: (c: never) =>
        createQuickLink(
          c,
          { accountId: 3 },
          { quicklink_title: 'T', quicklink_url: 'http://t.example', quicklink_hierarchy_type_id: 2 },
        ),
      answer: { success: true, message: 'Quick Link created successfully', quicklink: link },
      method: 'POST',
      path: '/api/account/3/quicklink/',
      body: { quicklink_title: 'T', quicklink_url: 'http://t.example', quicklink_hierarchy_type_id: 2 },
    },
    {
      name: 'updateQuickLink (user)',
      run: (c: never) =>
        updateQuickLink(c, { userId: 7 }, 4, { quicklink_title: 'T', quicklink_url: 'http://t.example' }),
      answer: { success: true, message: 'Quick Link updated successfully', quicklink: link },
      method: 'POST',
      path: '/api/user/7/quicklink/4/',
      body: { quicklink_title: 'T', quicklink_url: 'http://t.example' },
    },
    {
      name: 'deleteQuickLink',
      run: (c: never) => deleteQuickLink(c, 7, 4),
      answer: { success: true, message: 'Quick Link deleted successfully' },
      method: 'GET',
      path: '/api/user/7/quicklink/4/delete/',
    },
    {
      name: 'hideQuickLinkForAccount',
      run: (c: never) => hideQuickLinkForAccount(c, 3, 4),
      answer: { success: true },
      method: 'GET',
      path: '/api/account/3/quicklink/4/accountHide/',
    },
    {
      name: 'revealQuickLinkForAccount',
      run: (c: never) => revealQuickLinkForAccount(c, 3, 4),
      answer: { success: true },
      method: 'GET',
      path: '/api/account/3/quicklink/4/accountReveal/',
    },
    {
      name: 'saveQuickLinkDisplay',
      run: (c: never) => saveQuickLinkDisplay(c, 7, { quicklink_id_active_list: [{ quicklink_id: 4, active: '0' }] }),
      answer: { success: true },
      method: 'POST',
      path: '/api/user/7/quicklink/displaySave/',
      body: { quicklink_id_active_list: [{ quicklink_id: 4, active: '0' }] },
    },
    {
      name: 'getTargetLeadsSso',
      run: (c: never) => getTargetLeadsSso(c),
      answer: { url: null },
      method: 'GET',
      path: '/api/quicklink/targetLeadsSSO',
    },
    {
      name: 'listDialerBehaviorTypes',
      run: (c: never) => listDialerBehaviorTypes(c),
      answer: {
        result: [
          { phone_dialer_provider_behavior_type_id: 1, phone_dialer_provider_behavior_type_name: 'Browser Default' },
        ],
      },
      method: 'GET',
      path: '/api/PhoneDialerProvider/listBehaviorTypes/',
    },
    {
      name: 'getDialerAuthSettings',
      run: (c: never) => getDialerAuthSettings(c, '/lead/search'),
      answer: {
        provider_name: 'D',
        phone_dialer_host: 'd.example',
        account_phone_dialer_provider_active: '1',
        phone_dialer_provider_active: '1',
        phone_dialer_provider_behavior_type_id: 3,
        authorized: '1',
        auth_url: null,
      },
      method: 'GET',
      path: '/api/PhoneDialerProvider/authSettings',
      query: { laweb_current_route: '/lead/search' },
    },
    {
      name: 'placePhoneCall',
      run: (c: never) => placePhoneCall(c, { callee_phone_number: '3125550101', lead_id: 9, user_id: 7 }),
      answer: { success: true, message: 'ok', call_id: '1' },
      method: 'POST',
      path: '/api/PhoneDialerProvider/phoneCall',
      body: { callee_phone_number: '3125550101', lead_id: 9, user_id: 7 },
    },
    {
      name: 'updateUserSettings',
      run: (c: never) => updateUserSettings(c, 7, { phone_dialer_provider_behavior_type_id: 2 }),
      answer: settings,
      method: 'POST',
      path: '/api/user/7',
      body: { phone_dialer_provider_behavior_type_id: 2 },
    },
    {
      name: 'updateAccountSettings',
      run: (c: never) => updateAccountSettings(c, 3, { phone_dialer_provider_active: '0' }),
      answer: settings,
      method: 'POST',
      path: '/api/account/3/settings',
      body: { phone_dialer_provider_active: '0' },
    },
    {
      name: 'getFeatureFlags',
      run: (c: never) => getFeatureFlags(c),
      answer: { key: 'user:7', flags: { configurable_settings: true } },
      method: 'GET',
      path: '/api/featureFlags',
    },
  ])(
    'when $name is called then it sends $method $path and answers the contract',
    async ({ run, answer, method, path, body, query }) => {
      const { client, sent } = answeringClient(answer);
      await expect(run(client as never)).resolves.toBeDefined();
      expect(sent).toEqual([{ method, path, query, body }]);
    },
  );

  it('when an answer breaks the contract then the call rejects with an ApiError naming it', async () => {
    const { client } = answeringClient({ notice_outstanding_count: '2', includes_important: 'yes' });
    await expect(getNoticeOutstandingCount(client, 7)).rejects.toMatchObject({
      name: 'ApiError',
      call: 'getNoticeOutstandingCount',
    });
  });

  it('when an export has nothing (204) then nothing is downloaded; otherwise the file name and CSV come back', async () => {
    expect(await getExport(answeringClient(null, 204).client, 'current_plan')).toBeUndefined();
    const { client, sent } = answeringClient({
      success: true,
      file_name: 'current_plan_7_20261121-120000.csv',
      csv: 'a,b\r\n1,2\r\n',
      row_count: 1,
    });
    expect(await getExport(client, 'current_plan')).toEqual({
      file_name: 'current_plan_7_20261121-120000.csv',
      csv: 'a,b\r\n1,2\r\n',
    });
    expect(sent[0]!.path).toBe('/api/export/current_plan');
  });

  it('when the dialer provider refuses then placePhoneCall rejects with its message', async () => {
    const { client } = answeringClient({ success: false, message: 'Your phone dialer account is not connected.' }, 424);
    const error = await placePhoneCall(client, { callee_phone_number: '3125550101', lead_id: null, user_id: 7 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 424, message: 'Your phone dialer account is not connected.' });
  });

  it('when the anonymous flags are asked then no token is sent and the contract is checked', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(200, { key: 'anonymous', flags: { environment_warning_banner: false }, extra: 1 }),
    );
    expect(await getAnonymousFeatureFlags({ baseUrl: 'https://app.example/', fetch })).toEqual({
      key: 'anonymous',
      flags: { environment_warning_banner: false },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/^https:\/\/app\.example\/api\/public\/featureFlags\?noCache=/);
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
    await expect(getAnonymousFeatureFlags({ fetch: async () => json(503, {}) })).rejects.toMatchObject({ status: 503 });
  });
});
