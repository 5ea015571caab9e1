import { BULK_SOA_MESSAGES, SOA_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkSoaDialog } from './BulkSoaDialog';
import { axeViolations, fakeApi, renderWithPortal, type FakeRoute } from './test-utils';

const TITLE = 'Send Enhanced SOA';
const ids = (count: number) => Array.from({ length: count }, (_, i) => 1000 + i);

function progress(overrides: Record<string, unknown> = {}) {
  return {
    success: '1',
    bulk_send_id: 77,
    total: 3,
    sent: 0,
    skipped: 0,
    status: 'running',
    skipped_leads: [],
    ...overrides,
  };
}

function setup(leadIds: number[], routes: Record<string, FakeRoute> = {}) {
  const api = fakeApi({
    'GET soa/bulkEmailDisabled': () => ({ body: { disable_bulk_soa_email: false } }),
    'POST esignature/byName': (r) => ({
      body: {
        success: '1',
        message: '',
        esignature_id: 5,
        signature_name: (r.body as { signature_name: string }).signature_name,
      },
    }),
    'POST SelfServiceEmailControl/send': () => ({
      body: { success: '1', message: '', soa_ids: [], bulk_send_id: 77 },
    }),
    ...routes,
  });
  const onOpenChange = vi.fn();
  const rendered = renderWithPortal(
    <BulkSoaDialog open onOpenChange={onOpenChange} userId={7} agentName="Marcus Bell" leadIds={leadIds} />,
    { client: api.client },
  );
  return { ...rendered, api, onOpenChange };
}

describe('given three selected leads', () => {
  it('when it opens then it asks to confirm the count, signed as the agent, and is accessible', async () => {
    setup(ids(3));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByText('Email an Enhanced SOA request to 3 selected leads?')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Agent Signature' })).toHaveValue('Marcus Bell');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(await axeViolations()).toEqual([]);
  });

  it('when the signature is cleared then Send is disabled until one is typed', async () => {
    const { user, api } = setup(ids(3));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    const signature = within(dialog).getByRole('textbox', { name: 'Agent Signature' });
    await user.clear(signature);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(signature, '   ');
    expect(send).toBeDisabled();
    await user.type(signature, 'M. Bell');
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await waitFor(() => expect(api.callsTo('POST', 'SelfServiceEmailControl/send')).toHaveLength(1));
    expect(api.callsTo('POST', 'esignature/byName')[0]!.body).toEqual({ signature_name: 'M. Bell' });
    expect(api.callsTo('POST', 'SelfServiceEmailControl/send')[0]!.body).toMatchObject({
      self_service_email_requestor_user_id: 7,
      lead_id_list: [1000, 1001, 1002],
      esignature_id: 5,
    });
  });

  it('when sent then the progressbar follows the send and the summary lists the skipped leads with their reasons', async () => {
    let reads = 0;
    const { user } = setup(ids(3), {
      'GET SelfServiceEmailControl/bulk/77': () => {
        reads += 1;
        return reads === 1
          ? { body: progress({ sent: 1 }) }
          : {
              body: progress({
                sent: 1,
                skipped: 2,
                status: 'done',
                skipped_leads: [
                  {
                    lead_id: 1001,
                    name: 'Ann Smith',
                    reason: 'no_email',
                    message: BULK_SOA_MESSAGES.skipReasons.no_email,
                  },
                  {
                    lead_id: 1002,
                    name: '',
                    reason: 'not_your_lead',
                    message: BULK_SOA_MESSAGES.skipReasons.not_your_lead,
                  },
                ],
              }),
            };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Sending Enhanced SOA emails' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '1'));
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 3 leads done');
    expect(within(dialog).getByText('1 of 3 leads done')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3'), { timeout: 4_000 });
    const summary = within(dialog).getByRole('status');
    expect(within(summary).getByText('1 sent, 2 skipped.')).toBeInTheDocument();
    const table = within(summary).getByRole('table', { name: 'Leads not emailed' });
    expect(within(table).getByRole('rowheader', { name: 'Ann Smith' })).toBeInTheDocument();
    expect(within(table).getByText(BULK_SOA_MESSAGES.skipReasons.no_email)).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Lead 1002' })).toBeInTheDocument();
    expect(within(table).getByText(BULK_SOA_MESSAGES.skipReasons.not_your_lead)).toBeInTheDocument();
    // The footer's Close replaces Cancel and Send (the title bar's ✕ is also named Close).
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    // Finished: the polling stops.
    const seen = reads;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(reads).toBe(seen);
  });

  it('when the server refuses the send then its message shows and the dialog stays on the confirmation', async () => {
    const { user } = setup(ids(3), {
      'POST SelfServiceEmailControl/send': () => ({
        body: { success: '0', message: SOA_MESSAGES.agentPhoneMissing, soa_ids: [] },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(SOA_MESSAGES.agentPhoneMissing)).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });
});

describe('given more than 5,000 selected leads', () => {
  it('then the limit message shows and Send is disabled', async () => {
    const { api } = setup(ids(5_001));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByText('Email an Enhanced SOA request to 5001 selected leads?')).toBeInTheDocument();
    expect(within(dialog).getByText(BULK_SOA_MESSAGES.tooMany)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(api.callsTo('POST', 'SelfServiceEmailControl/send')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('given the bulk SOA email feature is off', () => {
  it('then the notice shows instead of the form and Send is disabled', async () => {
    setup(ids(3), { 'GET soa/bulkEmailDisabled': () => ({ body: { disable_bulk_soa_email: true } }) });
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(await within(dialog).findByText(SOA_MESSAGES.bulkEmailDisabled)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
