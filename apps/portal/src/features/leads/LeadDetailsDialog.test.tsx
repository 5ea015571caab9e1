import { CONTACT_EDITOR_MESSAGES, LEAD_MESSAGES, SHELL_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import {
  axeViolations,
  discardChanges,
  fakeApi,
  LEAD,
  renderWithPortal,
  testSession,
  type FakeRequest,
  type FakeRoute,
} from './test-utils';

const session = vi.hoisted(() => ({ permissions: [] as string[] }));
vi.mock('../../session/SessionProvider', () => ({ useSession: () => testSession(undefined, session.permissions) }));

/** A server holding the lead; the save answers what it was sent, as the real one would. */
function server(routes: Record<string, FakeRoute> = {}, start: Partial<typeof LEAD> = {}) {
  session.permissions = [];
  let lead = { ...structuredClone(LEAD), ...start };
  const order: string[] = [];
  const api = fakeApi({
    'GET lead/42/': () => ({ body: lead }),
    'GET lead/42/lastUpdated/': () => ({
      body: { lead_last_updated: null, lead_last_updated_by: null, self_service: false, Updated: [] },
    }),
    'POST contactPermissionHistory/search': () => ({
      body: {
        result: [
          {
            lead_id: 7,
            lead_contact_permission_type: 'do_not_email',
            lead_contact_permission_to_contact: 1,
            lead_contact_permission_change_date: '2026-11-20T15:00:00.000Z',
            lead_contact_permission_change_user: { login: 'demoagent', fname: 'Marcus', lname: 'Bell' },
          },
        ],
        total_records: 1,
        page_number: 1,
        records_per_page: 500,
      },
    }),
    'GET lead/42/phone/12/delete/': () => {
      order.push('delete phone 12');
      lead = { ...lead, phones: lead.phones.filter((p) => p.phone_id !== 12) };
      return { body: { success: true } };
    },
    'PUT lead/42/': ({ body }: FakeRequest) => {
      order.push('save');
      const sent = body as Partial<typeof LEAD>;
      lead = { ...lead, fname: sent.fname ?? lead.fname, do_not_call: sent.do_not_call ?? lead.do_not_call };
      return { body: { ...lead, success: true } };
    },
    ...routes,
  });
  return { api, order };
}

const dialog = () => screen.getByRole('dialog', { name: /^Lead Details/ });
/** A footer button by its visible text (the title bar's ✕ is also named Close). */
const footerButton = (name: string) =>
  within(dialog())
    .queryAllByRole('button', { name })
    .find((button) => button.textContent === name) ?? null;

async function openDialog(
  routes: Record<string, FakeRoute> = {},
  start: Partial<typeof LEAD> = {},
  permissions: string[] = [],
) {
  const { api, order } = server(routes, start);
  session.permissions = permissions;
  const onClose = vi.fn();
  const view = renderWithPortal(<LeadDetailsDialog leadId={42} onClose={onClose} />, { client: api.client });
  await screen.findByRole('dialog', { name: 'Lead Details: Ann Smith' });
  return { api, order, onClose, ...view };
}

describe('given the Lead Details dialog of a lead', () => {
  it('when it opens then it is filled from the lead, with Close only and no notice', async () => {
    await openDialog();
    expect(within(dialog()).getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');
    expect(within(dialog()).getByRole('textbox', { name: 'Medicare Number' })).toHaveValue('1EG4-TE5-MK73');
    expect(within(dialog()).getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(footerButton('Close')).toBeInTheDocument();
    expect(footerButton('Update')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText(LEAD_MESSAGES.changesNotice)).not.toBeInTheDocument();
    expect(await axeViolations(dialog())).toEqual([]);
  });

  it('when a field changes then Cancel, Update, Update + Close and the notice appear', async () => {
    const { user } = await openDialog();
    await user.type(within(dialog()).getByRole('textbox', { name: 'First Name' }), 'e');
    expect(footerButton('Cancel')).toBeInTheDocument();
    expect(footerButton('Update')).toBeInTheDocument();
    expect(footerButton('Update + Close')).toBeInTheDocument();
    expect(within(dialog()).getByText(LEAD_MESSAGES.changesNotice)).toBeInTheDocument();
  });

  it('when a permission is unchecked and Update pressed then the flag saves as 1 and the success banner names the lead', async () => {
    const { user, api } = await openDialog();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Phone' }));
    await user.click(footerButton('Update')!);
    expect(
      await within(dialog()).findByText('You have successfully updated your lead (Ann Smith)'),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', 'lead/42/')[0]!.body).toMatchObject({
      do_not_call: '1',
      do_not_email: '1',
      do_not_text: '0',
    });
    await waitFor(() => expect(footerButton('Close')).toBeInTheDocument());
    expect(footerButton('Update')).not.toBeInTheDocument();
  });

  it('when a saved phone is removed then it is deleted before the save', async () => {
    const { user, order, api, onClose } = await openDialog();
    const phones = within(dialog()).getAllByRole('button', { name: /^Remove/ });
    await user.click(phones[1]!);
    await user.click(footerButton('Update + Close')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(order).toEqual(['delete phone 12', 'save']);
    const sent = api.callsTo('PUT', 'lead/42/')[0]!.body as { phones: Array<{ phone_id?: number }> };
    expect(sent.phones.map((p) => p.phone_id)).toEqual([11]);
  });

  it('when the save is refused then the server message shows and what was typed stays', async () => {
    const { user } = await openDialog({
      'PUT lead/42/': () => ({ status: 400, body: { success: false, message: 'Lead origination data is locked.' } }),
    });
    const first = within(dialog()).getByRole('textbox', { name: 'First Name' });
    await user.clear(first);
    await user.type(first, 'Anna');
    await user.click(footerButton('Update')!);
    expect(await within(dialog()).findByText('Lead origination data is locked.')).toBeInTheDocument();
    expect(first).toHaveValue('Anna');
  });

  it('when the form is invalid on save then each invalid field is listed and nothing is sent', async () => {
    const { user, api } = await openDialog();
    await user.clear(within(dialog()).getByRole('textbox', { name: 'First Name' }));
    await user.click(footerButton('Update')!);
    const summary = await within(dialog()).findByText('Please correct the following before saving:');
    expect(
      within(summary.closest('[role]') ?? dialog()).getAllByText('First Name is required.').length,
    ).toBeGreaterThan(0);
    expect(within(dialog()).getAllByText('First Name is required.')).toHaveLength(2);
    expect(api.callsTo('PUT', 'lead/42/')).toHaveLength(0);
  });

  it("when an email row is malformed then spec 02 §5.1's message describes it, not the shared editors' one", async () => {
    const { user } = await openDialog();
    const email = within(dialog()).getByRole('textbox', { name: 'Email 1' });
    await user.clear(email);
    await user.type(email, 'ann@@example');
    await user.tab();
    expect(email).toHaveAccessibleDescription(LEAD_MESSAGES.emailInvalid);
    expect(within(dialog()).queryByText(CONTACT_EDITOR_MESSAGES.emailInvalid)).not.toBeInTheDocument();
  });

  it('when No is chosen for the emergency contact then its fields show, empty', async () => {
    const { user } = await openDialog();
    expect(within(dialog()).queryByRole('textbox', { name: 'Emergency Contact Name' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('radio', { name: 'No' }));
    expect(within(dialog()).getByRole('textbox', { name: 'Emergency Contact Name' })).toHaveValue('');
  });

  it('when Cancel is pressed with changes then the unsaved-content question asks first', async () => {
    const { user, onClose } = await openDialog();
    await user.type(within(dialog()).getByRole('textbox', { name: 'First Name' }), 'e');
    await user.click(footerButton('Cancel')!);
    expect(await screen.findByText(SHELL_MESSAGES.unsavedContent)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await discardChanges(user);
    expect(onClose).toHaveBeenCalled();
  });

  it('when Permission History is pressed then the history dialog lists the changes with ON/OFF', async () => {
    const { user } = await openDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Permission History' }));
    const history = await screen.findByRole('dialog', { name: 'Contact Permission Update History' });
    const row = await within(history).findByRole('row', { name: /Email OFF 11\/20\/2026 demoagent Marcus Bell/ });
    expect(row).toBeInTheDocument();
  });
});

describe('given a lead that came from a lead vendor', () => {
  const VENDORS = {
    'POST LeadVendor/search': () => ({
      body: {
        result: [{ lead_vendor_id: 5, lead_vendor_code: 'MEDIA', company: 'Media Leads', account_id: 3 }],
        total_records: 1,
        page_number: 1,
        records_per_page: 1,
      },
    }),
  };

  it('when an agent without the permission opens it then the origination fields are locked and left out of the save', async () => {
    const { user, api } = await openDialog(VENDORS, { lead_vendor_id: 5, source_vendor_id: 5, source_adcode: 'TV1' });
    expect(within(dialog()).getByRole('textbox', { name: 'Advertising Code' })).toBeDisabled();
    await user.type(within(dialog()).getByRole('textbox', { name: 'First Name' }), 'e');
    await user.click(footerButton('Update')!);
    await waitFor(() => expect(api.callsTo('PUT', 'lead/42/')).toHaveLength(1));
    expect(api.callsTo('PUT', 'lead/42/')[0]!.body).not.toHaveProperty('source_adcode');
  });

  it('when a user with lead_origination_data_edit opens it then the origination fields can be edited', async () => {
    await openDialog(VENDORS, { lead_vendor_id: 5, source_vendor_id: 5 }, ['lead_origination_data_edit']);
    await waitFor(() => expect(within(dialog()).getByRole('textbox', { name: 'Advertising Code' })).toBeEnabled());
  });
});

describe('given a lead the client corrected through self-service', () => {
  const LEDGER = {
    'GET lead/42/lastUpdated/': () => ({
      body: {
        lead_last_updated: '2026-11-24T16:00:00.000Z',
        lead_last_updated_by: 'Ann Smith',
        self_service: true,
        Updated: [{ address1: { old: '100 Main St', new: '200 Oak Ave' } }],
      },
    }),
  };

  it('when Lead Details opens then the last-updated panel lists the changed field with its old and new value', async () => {
    const { user } = await openDialog(LEDGER);
    const summary = await within(dialog()).findByText('Lead Detail Last Updated 11/24/2026 by Ann Smith');
    await user.click(summary);
    expect(within(dialog()).getByText(LEAD_MESSAGES.ledgerNote)).toBeVisible();
    const row = within(dialog()).getByRole('row', { name: 'address1 100 Main St 200 Oak Ave' });
    expect(row).toBeInTheDocument();
    expect(await axeViolations(dialog())).toEqual([]);
    // The help tooltip explains client self-service changes; keyboard focus shows it at once.
    const help = within(dialog()).getByRole('button', { name: 'About client self-service changes' });
    help.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Changes the client made through the self-service page since an agent last saved this lead.',
    );
  });

  it("when the last change was an agent's then the header shows without the list", async () => {
    await openDialog({
      'GET lead/42/lastUpdated/': () => ({
        body: {
          lead_last_updated: '2026-11-24T16:00:00.000Z',
          lead_last_updated_by: 'Marcus Bell',
          self_service: false,
          Updated: [],
        },
      }),
    });
    expect(await within(dialog()).findByText('Lead Detail Last Updated 11/24/2026 by Marcus Bell')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog()).queryByText(LEAD_MESSAGES.ledgerNote)).not.toBeInTheDocument();
  });
});
