import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCampaigns, useCampaignSegments, useLeadVendors, usePartners, useTrackingCodes } from '../origination/hooks';
import { fakeHookServer } from '../react/test-utils';
import {
  useAddTrackingCode,
  useAdminTrackingCodes,
  useDeleteCampaignSegment,
  useSaveCampaign,
  useSaveLeadVendor,
  useSavePartner,
} from './admin-hooks';

const page = <T,>(result: T[]) => ({
  success: true,
  total_records: result.length,
  page_number: 1,
  records_per_page: 1000,
  result,
});

/** A server whose lookup lists grow with each write: a hook reading again sees the new row. */
function server() {
  const vendors = [{ lead_vendor_id: 1, lead_vendor_code: 'WEB', company: 'Web', account_id: 7 }];
  const campaigns = [{ campaign_id: 5, campaign_code: 'AEP' }];
  const segments = [{ campaign_segment_id: 9, campaign_id: 5, campaign_segment_code: 'MAIL' }];
  const partners = [{ b2bpartner_id: 3, company: 'Heartland', active: '1' as const }];
  const codes = [{ tracking_code_id: 4, b2bpartner_id: 3, tracking_code: 'HSS', active: '1' as const }];
  return fakeHookServer({
    'POST LeadVendor/search': () => ({ body: page(vendors) }),
    'POST LeadVendor': (body) => {
      const row = { lead_vendor_id: 2, account_id: 7, ...(body as { lead_vendor_code: string; company: string }) };
      vendors.push(row);
      return { status: 201, body: { success: true, ...row, active: '1', system_level_lead_vendor: '0' } };
    },
    'POST account/campaign/search/': () => ({ body: page(campaigns) }),
    'POST account/7/campaign': (body) => {
      const row = { campaign_id: 6, campaign_code: (body as { campaign_code: string }).campaign_code };
      campaigns.push(row);
      return { status: 201, body: { success: true, ...row } };
    },
    'POST campaignSegment/search/': () => ({ body: page(segments) }),
    'GET campaignSegment/9/delete': () => {
      segments.splice(0);
      return { body: { success: true } };
    },
    'GET b2bpartner/list/new-lead/': () => ({ body: partners }),
    'POST account/7/b2bpartner': (body) => {
      const row = { b2bpartner_id: 8, company: (body as { company: string }).company, active: '1' as const };
      partners.push(row);
      return { status: 201, body: { success: true, ...row } };
    },
    'GET b2bpartner/3/trackingCode/': () => ({
      body: codes.map(({ tracking_code, active }) => ({ tracking_code, active })),
    }),
    'POST account/7/b2bpartnerTrackingCode/search': () => ({ body: page(codes) }),
    'POST account/7/b2bpartnerTrackingCode': (body) => {
      const row = {
        tracking_code_id: 10,
        b2bpartner_id: 3,
        tracking_code: (body as { tracking_code: string }).tracking_code,
        active: '1' as const,
      };
      codes.push(row);
      return { status: 201, body: { success: true, ...row } };
    },
  });
}

describe('given the origination admin hooks (issue 16)', () => {
  it('when a lead source, a campaign, a partner and a code are added then the lead forms’ lookups read them at once', async () => {
    const { wrapper } = server();
    const { result } = renderHook(
      () => ({
        vendors: useLeadVendors(7, []).data,
        campaigns: useCampaigns(7).data,
        partners: usePartners('new-lead').data,
        codes: useTrackingCodes(3).data,
        adminCodes: useAdminTrackingCodes(7, 3).data,
        saveVendor: useSaveLeadVendor(),
        saveCampaign: useSaveCampaign(),
        savePartner: useSavePartner(),
        addCode: useAddTrackingCode(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.codes).toHaveLength(1));
    await waitFor(() => expect(result.current.adminCodes).toHaveLength(1));
    await act(async () => {
      await result.current.saveVendor.trigger({ lead_vendor_code: 'NEW', company: 'New Co' });
      await result.current.saveCampaign.trigger({ account_id: 7, campaign_code: 'OEP' });
      await result.current.savePartner.trigger({ account_id: 7, company: 'Lakeshore' });
      await result.current.addCode.trigger({ account_id: 7, b2bpartner_id: 3, tracking_code: 'HSS-2' });
    });
    await waitFor(() => expect(result.current.vendors?.map((v) => v.lead_vendor_code)).toEqual(['WEB', 'NEW']));
    await waitFor(() => expect(result.current.campaigns?.map((c) => c.campaign_code)).toEqual(['AEP', 'OEP']));
    await waitFor(() => expect(result.current.partners?.map((p) => p.company)).toEqual(['Heartland', 'Lakeshore']));
    await waitFor(() => expect(result.current.codes?.map((c) => c.tracking_code)).toEqual(['HSS', 'HSS-2']));
    await waitFor(() => expect(result.current.adminCodes).toHaveLength(2));
  });

  it('when a segment is deleted then the campaign’s segment dropdown is read again', async () => {
    const { wrapper } = server();
    const { result } = renderHook(
      () => ({ segments: useCampaignSegments(5).data, remove: useDeleteCampaignSegment() }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.segments).toHaveLength(1));
    await act(async () => {
      await result.current.remove.trigger(9);
    });
    await waitFor(() => expect(result.current.segments).toEqual([]));
  });
});
