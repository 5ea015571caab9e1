import type { UserDetails } from '@meridian/api';
import { SOA_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LeadPage } from './LeadPage';
import { AGENT, DIALER_ROUTES, fakeApi, LEAD, renderWithPortal, testSession, type FakeRoute } from './test-utils';

const USER = {
  ...AGENT,
  company: 'Demo Agency',
  default_phone: { phone_id: 1, phone: '3125550100', phone_type: 'Work', phone_ext: null },
  default_email: { email_id: 2, email: 'marcus.bell@example.com', email_type: 'Work' },
  default_address: null,
} as unknown as UserDetails;
vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession(USER) }));

const page = (
  <Routes>
    <Route path="/lead/:leadId" element={<LeadPage />} />
  </Routes>
);

const RULES = {
  success: true,
  rules: [
    {
      kind: 'waiting_period',
      effective_from: '2000-01-01',
      waiting_hours: 48,
      applies_to_unscheduled: false,
      retention_years: null,
      note: null,
      source: 'spec',
    },
    {
      kind: 'soa_record_retention',
      effective_from: '2000-01-01',
      waiting_hours: null,
      applies_to_unscheduled: null,
      retention_years: 10,
      note: null,
      source: 'spec',
    },
  ],
};

function server(extra: Record<string, FakeRoute> = {}, lead = LEAD) {
  return fakeApi({
    'GET lead/42/': () => ({ body: lead }),
    'GET soa/bulkEmailDisabled': () => ({ body: { disable_bulk_soa_email: false } }),
    'GET soa/rules': () => ({ body: RULES }),
    'POST carrierPlanGeography/search/': () => ({
      body: { success: '1', message: '', 2027: { email_disclaimer_text_with_counts: 'Plans vary by county.' } },
    }),
    'POST esignature/byName': () => ({
      body: { success: '1', message: '', esignature_id: 9, signature_name: 'Marcus Bell' },
    }),
    'POST clientInvite': () => ({
      body: { success: '1', message: SOA_MESSAGES.emailed, soa_id: 5, client_invite_id: 6 },
    }),
    ...DIALER_ROUTES,
    ...extra,
  });
}

async function chooseSoa(user: ReturnType<typeof renderWithPortal>['user'], kind: string) {
  await user.click(await screen.findByRole('button', { name: 'Scope of Appointment' }));
  await user.click(await screen.findByRole('menuitem', { name: kind }));
}

describe('given the lead page', () => {
  it('when Remote is sent then the eSignature id, then the invite with the form go out, the toast shows and the dialog closes', async () => {
    const api = server();
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    await chooseSoa(user, 'Remote');
    const dialog = await screen.findByRole('dialog', { name: 'eSignature Scope of Appointment - Remote' });
    expect(await within(dialog).findByText('Plans vary by county.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Appointment Date/ }), '01152027');
    await user.click(within(dialog).getByRole('combobox', { name: /Initial Method of Contact/ }));
    await user.click(await screen.findByRole('option', { name: 'Email' }));
    await user.click(within(dialog).getByRole('button', { name: 'Email eSignature Scope of Appointment' }));
    expect(await screen.findByText(SOA_MESSAGES.emailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'esignature/byName')[0]!.body).toEqual({ signature_name: 'Marcus Bell' });
    expect(api.callsTo('POST', 'clientInvite')[0]!.body).toEqual({
      mode: 'remote',
      aptDate: '01/15/2027',
      contactMethod: 'Email',
      agentSignature: 'Marcus Bell',
      email: 'ann.smith@example.com',
      lead_id: 42,
      esignature_id: 9,
    });
  });

  it('when the lead lacks details then Update Lead closes the requirements and opens Lead Details', async () => {
    const api = server({}, { ...LEAD, dob: '' });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    await chooseSoa(user, 'Face to Face');
    const dialog = await screen.findByRole('dialog', { name: 'eSOA Requirements' });
    expect(within(dialog).getByText('Date of Birth')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update Lead' }));
    expect(await screen.findByRole('dialog', { name: 'Lead Details: Ann Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'eSOA Requirements' })).not.toBeInTheDocument();
  });

  it('when bulk SOA email is switched off then Enhanced shows the notice', async () => {
    const api = server({ 'GET soa/bulkEmailDisabled': () => ({ body: { disable_bulk_soa_email: true } }) });
    const { user } = renderWithPortal(page, { client: api.client, path: '/lead/42' });
    await chooseSoa(user, 'Enhanced');
    expect(await screen.findByText(SOA_MESSAGES.bulkEmailDisabled)).toBeInTheDocument();
  });

  it('when the shell asks for a voice signature then the page opens it, with the server’s retention', async () => {
    const api = server();
    renderWithPortal(page, { client: api.client, path: '/lead/42', state: { lead_name: 'Ann Smith', soa: 'vsig' } });
    const dialog = await screen.findByRole('dialog', { name: 'Voice Signature Scope of Appointment' });
    expect(await within(dialog).findByText(/Keep the recording for 10 years\./)).toBeInTheDocument();
    // The request is consumed: the lead's name stays for the quick actions, the SOA does not.
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({ lead_name: 'Ann Smith' }),
    );
  });
});
