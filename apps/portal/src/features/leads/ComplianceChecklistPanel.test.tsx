import type { LeadCompliance } from '@meridian/api';
import { LEAD_COMPLIANCE } from '@meridian/api/test-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ComplianceChecklistPanel, COMPLIANCE_TEXT } from './ComplianceChecklistPanel';
import { ClickToCall } from '../dialer';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import {
  axeViolations,
  DIALER_ROUTES,
  fakeApi,
  LEAD,
  renderWithPortal,
  testSession,
  type FakeRequest,
} from './test-utils';

vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession() }));

// A modal dialog hides the page from assistive technology: the panel is still there behind it.
const panel = () => screen.getByRole('region', { name: COMPLIANCE_TEXT.title, hidden: true });
const itemOf = (label: string) => within(panel()).getByText(label).closest('li')!;

describe('given the compliance checklist panel of a lead', () => {
  it('when it loads then each item says Met or Not met in words beside its icon, with its detail', async () => {
    const api = fakeApi({ 'GET lead/42/compliance/': () => ({ body: LEAD_COMPLIANCE }) });
    renderWithPortal(<ComplianceChecklistPanel leadId={42} />, { client: api.client });
    expect(screen.getByLabelText(COMPLIANCE_TEXT.loading)).toHaveAttribute('aria-busy', 'true');
    await within(panel()).findByText('Permission to call');

    expect(within(panel()).getAllByRole('listitem')).toHaveLength(6);
    expect(itemOf('Permission to call')).toHaveTextContent('Permission to call: Met');
    expect(itemOf('Permission to text')).toHaveTextContent(
      'Permission to text: Not metDo not text: the client has not given permission.',
    );
    expect(itemOf('Recorded call')).toHaveTextContent('Met');
    expect(itemOf('Recorded call')).toHaveTextContent('Last call placed through the phone dialer on 11/20/2026.');
    expect(itemOf('Writing number for the product')).toHaveTextContent('Not met');
    expect(itemOf('Writing number for the product')).toHaveTextContent('No product type on the lead.');
    // The icon differs by shape and is hidden from assistive technology: the words carry the state.
    const icons = panel().querySelectorAll('svg');
    expect(icons).toHaveLength(6);
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'));
    expect(itemOf('Permission to call').querySelector('svg path')!.getAttribute('d')).not.toBe(
      itemOf('Permission to text').querySelector('svg path')!.getAttribute('d'),
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('when the checklist cannot be read then the panel says so', async () => {
    const api = fakeApi({
      'GET lead/42/compliance/': () => ({ status: 500, body: { success: false, message: 'Database unavailable' } }),
    });
    renderWithPortal(<ComplianceChecklistPanel leadId={42} />, { client: api.client });
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(COMPLIANCE_TEXT.loadFailed);
  });

  it('when Lead Details saves a changed permission then the checklist is read again and shows it', async () => {
    let lead = structuredClone(LEAD);
    const compliance = (): LeadCompliance => ({
      ...LEAD_COMPLIANCE,
      items: LEAD_COMPLIANCE.items.map((item) =>
        item.key === 'permission_call'
          ? { ...item, met: lead.do_not_call !== '1', detail: lead.do_not_call === '1' ? 'Do not call.' : 'Allowed.' }
          : item,
      ),
    });
    const api = fakeApi({
      'GET lead/42/': () => ({ body: lead }),
      'GET lead/42/compliance/': () => ({ body: compliance() }),
      'GET lead/42/lastUpdated/': () => ({
        body: { lead_last_updated: null, lead_last_updated_by: null, self_service: false, Updated: [] },
      }),
      'PUT lead/42/': ({ body }: FakeRequest) => {
        const sent = body as Partial<typeof LEAD>;
        lead = { ...lead, do_not_call: sent.do_not_call ?? lead.do_not_call };
        return { body: { ...lead, success: true } };
      },
    });
    const { user } = renderWithPortal(
      <>
        <ComplianceChecklistPanel leadId={42} />
        <LeadDetailsDialog leadId={42} onClose={() => {}} />
      </>,
      { client: api.client },
    );
    await within(panel()).findByText('Permission to call');
    expect(itemOf('Permission to call')).toHaveTextContent('Permission to call: Met');
    const dialog = await screen.findByRole('dialog', { name: 'Lead Details: Ann Smith' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Phone' }));
    await user.click(
      within(dialog)
        .getAllByRole('button', { name: 'Update' })
        .find((b) => b.textContent === 'Update')!,
    );

    await waitFor(() => expect(itemOf('Permission to call')).toHaveTextContent('Permission to call: Not met'));
    expect(itemOf('Permission to call')).toHaveTextContent('Do not call.');
    expect(api.callsTo('GET', 'lead/42/compliance/').length).toBeGreaterThanOrEqual(2);
  });

  it('when a call is placed through the phone dialer from the lead page then the recorded call shows at once', async () => {
    let called = false;
    const notYet = LEAD_COMPLIANCE.items.map((item) =>
      item.key === 'recorded_call' ? { ...item, met: false, detail: 'No call placed through the phone dialer.' } : item,
    );
    const api = fakeApi({
      'GET lead/42/compliance/': () => ({
        body: { ...LEAD_COMPLIANCE, items: called ? LEAD_COMPLIANCE.items : notYet },
      }),
      'GET account/3/settings': () => ({
        body: { ...DIALER_ROUTES['GET account/3/settings']().body, phone_dialer_provider_active: '1' },
      }),
      'GET user/7/settings': () => ({
        body: { user_id: 7, phone_dialer_provider_active: '1', phone_dialer_provider_behavior_type_id: 2 },
      }),
      'POST PhoneDialerProvider/phoneCall': () => {
        called = true;
        return { body: { success: true, message: 'Calling', call_id: '9' } };
      },
    });
    const { user } = renderWithPortal(
      <>
        <ComplianceChecklistPanel leadId={42} />
        <ClickToCall phone="(312) 555-0142" leadId={42} />
      </>,
      { client: api.client },
    );
    await within(panel()).findByText('Recorded call');
    expect(itemOf('Recorded call')).toHaveTextContent('Recorded call: Not met');
    await waitFor(() => expect(api.callsTo('GET', 'user/7/settings')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', 'account/3/settings')).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Call (312) 555-0142' }));
    await waitFor(() => expect(itemOf('Recorded call')).toHaveTextContent('Recorded call: Met'));
  });
});
