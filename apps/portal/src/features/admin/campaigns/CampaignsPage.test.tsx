import type { AdminCampaign } from '@meridian/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession, type FakeRequest } from '../../../test-utils';
import { CampaignsPage } from './CampaignsPage';

vi.mock('../../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../../test-utils');
  return { useSession: () => session(admin, ['ui_admin', 'campaign_manage']) };
});
void testSession;

/** Two campaigns; TV65 is named by leads, so its delete is refused as the server refuses it. */
function server() {
  let rows: AdminCampaign[] = [
    { campaign_id: 1, campaign_code: 'RADIO', segment_count: 1 },
    { campaign_id: 2, campaign_code: 'TV65', segment_count: 0 },
  ];
  const page = (result: unknown[]) => ({
    body: { success: true, total_records: result.length, page_number: 1, records_per_page: 25, result },
  });
  return fakeApi(
    {
      'POST account/campaign/search/': () => page(rows),
      'POST campaignSegment/search/': (request: FakeRequest) => {
        const criteria = (request.body as { criteria: { campaign_id?: { value: number[] } } }).criteria;
        const id = criteria.campaign_id?.value[0];
        return page(id === 1 ? [{ campaign_segment_id: 10, campaign_id: 1, campaign_segment_code: 'MORNING' }] : []);
      },
      'GET campaign/1/delete': () => {
        rows = rows.filter((row) => row.campaign_id !== 1);
        return { body: { success: true } };
      },
      'GET campaign/2/delete': () => ({
        status: 409,
        body: { success: false, message: 'The campaign TV65 is named by 3 leads.' },
      }),
      'GET admin/audit/campaign/2': () => ({ body: { success: true, result: [] } }),
    },
    ADMIN,
  );
}

const table = () => screen.getByRole('table', { name: 'Campaigns' });

describe('given the Campaigns screen, one admin list page (issue 30)', () => {
  it('when a campaign is chosen then its segments show beside; deleting it empties the pane; a refused delete keeps the row and says why', async () => {
    const { client, callsTo } = server();
    const { user } = renderWithPortal(<CampaignsPage />, { client, path: '/admin/campaigns' });
    await within(table()).findByRole('rowheader', { name: 'RADIO' });
    expect(screen.getByText('Choose Segments on a campaign to list and change its segments.')).toBeTruthy();

    const show = within(table()).getByRole('button', { name: 'Segments RADIO' });
    await user.click(show);
    expect(show.getAttribute('aria-pressed')).toBe('true');
    const pane = await screen.findByRole('region', { name: 'Segments of RADIO' });
    await within(pane).findByText('MORNING');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(table()).getByRole('button', { name: 'Delete TV65' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The campaign TV65 is named by 3 leads.')).toBeTruthy();
    expect(within(table()).getByRole('rowheader', { name: 'TV65' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Segments of RADIO' })).toBeTruthy();

    await user.click(within(table()).getByRole('button', { name: 'Delete RADIO' }));
    expect(await screen.findByText('Delete the campaign RADIO and its segment?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Campaign RADIO deleted.')).toBeTruthy();
    expect(callsTo('GET', 'campaign/1/delete')).toHaveLength(1);
    await waitFor(() => expect(within(table()).queryByRole('rowheader', { name: 'RADIO' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Segments of RADIO' })).toBeNull();
    expect(screen.getByText('Choose Segments on a campaign to list and change its segments.')).toBeTruthy();

    await user.click(within(table()).getByRole('button', { name: 'History TV65' }));
    expect(await screen.findByRole('dialog', { name: /TV65/ })).toBeTruthy();
    expect(callsTo('GET', 'admin/audit/campaign/2')).toHaveLength(1);
  });
});
