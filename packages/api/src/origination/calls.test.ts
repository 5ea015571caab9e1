import { describe, expect, it } from 'vitest';
import { buildLeadSearchPanelRequest, buildLeadVendorSearch } from '@meridian/domain';
import { getAddressTypes, getEmailTypes, getPhoneTypes } from '../geo/calls';
import {
  addConversationNote,
  getConversationNotes,
  getLeadTypes,
  getPartners,
  getTrackingCodes,
  searchCampaignSegments,
  searchCampaigns,
  searchLeadsForAssignPanel,
  searchLeadVendors,
  searchProductTypes,
  searchTags,
} from './calls';
import { answeringClient } from '../test-fixtures';

const page = (result: unknown[]) => ({
  success: true,
  total_records: result.length,
  page_number: 1,
  records_per_page: 1000,
  result,
});
const note = {
  lead_note_id: 9,
  lead_id: 42,
  note: '<p>Called back</p>',
  created_at: '2026-11-25T19:00:00.000Z',
  user_id: 7,
  author_fname: 'Marcus',
  author_lname: 'Bell',
};
const vendorSearch = buildLeadVendorSearch(3, ['super_user']);
const campaignSearch = {
  search_type: 'simple' as const,
  criteria: { account_id: { type: 'simple' as const, value: [3] } },
};
const panelSearch = buildLeadSearchPanelRequest({ fname: 'Ma', lname: 'Bel' }, { account_id: 3 });

describe('given the origination calls', () => {
  it.each([
    {
      name: 'searchLeadVendors',
      run: (c: never) => searchLeadVendors(c, vendorSearch),
      answer: page([{ lead_vendor_id: 1, lead_vendor_code: 'TV65', company: 'TV65 Response', account_id: 3 }]),
      method: 'POST',
      path: '/api/LeadVendor/search',
      body: vendorSearch,
    },
    {
      name: 'getLeadTypes',
      run: (c: never) => getLeadTypes(c),
      answer: [{ lead_type_id: 1, lead_type_desc: 'Prospect' }],
      method: 'GET',
      path: '/api/lead/types',
    },
    {
      name: 'searchCampaigns',
      run: (c: never) => searchCampaigns(c, campaignSearch),
      answer: page([{ campaign_id: 2, campaign_code: 'AEP2026' }]),
      method: 'POST',
      path: '/api/account/campaign/search/',
      body: campaignSearch,
    },
    {
      name: 'searchCampaignSegments',
      run: (c: never) => searchCampaignSegments(c, { criteria: { campaign_id: { type: 'simple', value: [2] } } }),
      answer: page([{ campaign_id: 2, campaign_segment_code: 'MAIL-A' }]),
      method: 'POST',
      path: '/api/campaignSegment/search/',
      body: { criteria: { campaign_id: { type: 'simple', value: [2] } } },
    },
    {
      name: 'getPartners',
      run: (c: never) => getPartners(c, 'new-lead'),
      answer: [{ b2bpartner_id: 5, company: 'Heartland Senior Services', active: '1' }],
      method: 'GET',
      path: '/api/b2bpartner/list/new-lead/',
    },
    {
      name: 'getTrackingCodes',
      run: (c: never) => getTrackingCodes(c, 5),
      answer: [
        { tracking_code: 'HSS-AEP25', active: '0' },
        { tracking_code: 'HSS-AEP26', active: '1' },
      ],
      method: 'GET',
      path: '/api/b2bpartner/5/trackingCode/',
    },
    {
      name: 'searchProductTypes',
      run: (c: never) => searchProductTypes(c, { criteria: { product_type_id: { type: 'range', value: [1, '*'] } } }),
      answer: page([{ product_type_id: 8, product_type_name: 'Medicare Advantage' }]),
      method: 'POST',
      path: '/api/productType/search',
      body: { criteria: { product_type_id: { type: 'range', value: [1, '*'] } } },
    },
    {
      name: 'searchTags',
      run: (c: never) => searchTags(c, { ...campaignSearch, page_number: 1 }),
      answer: page([{ tag_id: 1, tag_name: 'AEP 2026' }]),
      method: 'POST',
      path: '/api/tag/search/',
      body: { ...campaignSearch, page_number: 1 },
    },
    {
      name: 'addConversationNote',
      run: (c: never) => addConversationNote(c, 42, { note: '<p>Called back</p>', user_id: 7 }),
      answer: { success: true, ...note },
      method: 'POST',
      path: '/api/lead/42/conversationNote/',
      body: { note: '<p>Called back</p>', user_id: 7 },
    },
    {
      name: 'getConversationNotes',
      run: (c: never) => getConversationNotes(c, 42),
      answer: [note],
      method: 'GET',
      path: '/api/lead/42/conversationNote/',
    },
    {
      name: 'searchLeadsForAssignPanel',
      run: (c: never) => searchLeadsForAssignPanel(c, panelSearch),
      answer: page([
        {
          lead_id: 42,
          fname: 'Martha',
          lname: 'Bell',
          dispo_name: null,
          dob: '04/12/1952',
          default_address: {
            address1: '1 Main St',
            address2: null,
            city: 'Joliet',
            state_id: 'IL',
            zip: '60431',
            county: 'Will',
          },
        },
      ]),
      method: 'POST',
      path: '/api/lead/search/',
      body: panelSearch,
    },
    {
      name: 'getEmailTypes',
      run: (c: never) => getEmailTypes(c),
      answer: ['Home', 'Other', 'Work'],
      method: 'GET',
      path: '/api/email/types',
    },
    {
      name: 'getPhoneTypes',
      run: (c: never) => getPhoneTypes(c),
      answer: ['Home', 'Fax', 'Work', 'Mobile', 'Other'],
      method: 'GET',
      path: '/api/phone/types',
    },
    {
      name: 'getAddressTypes',
      run: (c: never) => getAddressTypes(c),
      answer: ['Home', 'Billing', 'Business', 'Mailing', 'Other'],
      method: 'GET',
      path: '/api/address/types',
    },
  ])(
    'when $name is called then it sends $method $path and answers the contract',
    async ({ run, answer, method, path, body }) => {
      const { client, sent } = answeringClient(answer);
      await expect(run(client as never)).resolves.toEqual(answer);
      expect(sent).toEqual([{ method, path, body }]);
    },
  );

  it('when a tracking code answer breaks the contract then the call rejects with an ApiError naming it', async () => {
    const { client } = answeringClient([{ tracking_code: 'HSS-AEP26', active: 'yes' }]);
    await expect(getTrackingCodes(client, 5)).rejects.toMatchObject({ name: 'ApiError', call: 'getTrackingCodes' });
  });

  it('when a type list names a type outside the domain vocabulary then the call rejects', async () => {
    const { client } = answeringClient(['Home', 'Pager']);
    await expect(getPhoneTypes(client)).rejects.toMatchObject({ name: 'ApiError', call: 'getPhoneTypes' });
  });

  it('when a note is refused then the call rejects with the server message (the error toast shows it)', async () => {
    const { client } = answeringClient({ success: false, message: 'The note is empty.' }, 400);
    await expect(addConversationNote(client, 42, { note: '<p></p>', user_id: 7 })).rejects.toMatchObject({
      status: 400,
      message: 'The note is empty.',
    });
  });
});
