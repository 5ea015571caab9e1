import { SOA_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SendSoaDialog, type SendSoaDialogProps } from './SendSoaDialog';
import { axeViolations, NOW, renderDialog, SOA_AGENT, SOA_LEAD, SPEC_RULES } from './test-utils';
import type { SoaSendActions } from './types';

function actions(overrides: Partial<SoaSendActions> = {}): SoaSendActions {
  return {
    saveLeadEmail: vi.fn(async () => {}),
    send: vi.fn(async () => ({ success: 1, message: 'Sent' })),
    ...overrides,
  };
}

function props(overrides: Partial<SendSoaDialogProps> = {}): SendSoaDialogProps {
  return {
    type: 'remote',
    lead: SOA_LEAD,
    leadName: 'Ann Smith',
    agent: SOA_AGENT,
    now: NOW,
    actions: actions(),
    disclaimers: {
      success: '1',
      message: '',
      disclaimers: [
        { plan_year: '2027', email_disclaimer_text_with_counts: 'We do not offer every plan in your area.' },
      ],
    },
    onClose: vi.fn(),
    onSent: vi.fn(),
    waitingPeriodRules: SPEC_RULES.waitingPeriodRules,
    ...overrides,
  };
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });
const REMOTE = 'eSignature Scope of Appointment - Remote';

async function fillRemote(user: ReturnType<typeof renderDialog>['user'], date = '01152027') {
  const dialog = await dialogNamed(REMOTE);
  await user.type(within(dialog).getByRole('textbox', { name: /Appointment Date/ }), date);
  await user.click(within(dialog).getByRole('combobox', { name: /Initial Method of Contact/ }));
  await user.click(await screen.findByRole('option', { name: 'Phone' }));
  return dialog;
}

describe('given a lead with one email', () => {
  it('when the dialog opens then the preview shows From, To, the subject, the signature block and the disclaimers', async () => {
    renderDialog(<SendSoaDialog {...props()} />);
    const dialog = await dialogNamed(REMOTE);
    expect(within(dialog).getByText(/CMS-approved SOA tool/)).toBeInTheDocument();
    const preview = within(dialog).getByRole('article', { name: 'Email preview' });
    expect(
      within(preview).getByText(
        'Medicare Health Plans - Scope of Appointment eSignature Request: for Ann Smith from Marcus Bell',
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByText(/ann\.smith@example\.com/)).toBeInTheDocument();
    expect(within(preview).getByText('(312) 555-0100, TTY 711')).toBeInTheDocument();
    expect(await within(preview).findByText('We do not offer every plan in your area.')).toBeInTheDocument();
    expect(within(preview).getByText(/^CONFIDENTIALITY NOTICE/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('when the agent moves on from the empty date the dialog focused first then no date error shows until the send', async () => {
    const p = props();
    const { user } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await dialogNamed(REMOTE);
    const date = within(dialog).getByRole('textbox', { name: /Appointment Date/ });
    await waitFor(() => expect(date).toHaveFocus());
    await user.click(within(dialog).getByRole('combobox', { name: /Initial Method of Contact/ }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(date).not.toHaveAccessibleDescription(expect.stringContaining(SOA_MESSAGES.appointmentDateInvalid));
    expect(within(dialog).queryByText(SOA_MESSAGES.appointmentDateInvalid)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Email eSignature Scope of Appointment' }));
    expect(date).toHaveAccessibleDescription(expect.stringContaining(SOA_MESSAGES.appointmentDateInvalid));
    expect(p.actions.send).not.toHaveBeenCalled();
  });

  it('when sent with gaps then the spec’s messages show on the fields, and a bad date keeps what was typed', async () => {
    const p = props();
    const { user } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await dialogNamed(REMOTE);
    await user.type(within(dialog).getByRole('textbox', { name: /Appointment Date/ }), '01152030');
    await user.click(within(dialog).getByRole('button', { name: 'Email eSignature Scope of Appointment' }));
    const date = within(dialog).getByRole('textbox', { name: /Appointment Date/ });
    expect(date).toHaveAccessibleDescription(expect.stringContaining(SOA_MESSAGES.appointmentDateInvalid));
    expect(date).toHaveValue('01/15/2030');
    expect(within(dialog).getByText('Initial Method of Contact is required.')).toBeInTheDocument();
    expect(p.actions.send).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('when a valid form is sent then the send runs with the values, the success toast shows and every dialog closes', async () => {
    let finish: (v: { success: number; message: string }) => void = () => {};
    const send = vi.fn(() => new Promise<{ success: number; message: string }>((resolve) => (finish = resolve)));
    const p = props({ actions: actions({ send }) });
    const { user } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await fillRemote(user);
    expect(within(dialog).getByRole('note')).toHaveTextContent('SOA must be at least 48 hours before the appointment');
    await user.click(within(dialog).getByRole('button', { name: 'Email eSignature Scope of Appointment' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing' })).toBeDisabled();
    expect(send).toHaveBeenCalledWith({
      type: 'remote',
      values: {
        aptDate: '01/15/2027',
        contactMethod: 'Phone',
        agentSignature: 'Marcus Bell',
        email: 'ann.smith@example.com',
        email_type: '',
      },
    });
    finish({ success: 1, message: 'Sent' });
    expect(await screen.findByText(SOA_MESSAGES.emailed)).toBeInTheDocument();
    expect(p.onSent).toHaveBeenCalled();
  });

  it('when the appointment is tomorrow then the waiting-period note warns; for a walk-in the row does not apply', async () => {
    const { user } = renderDialog(<SendSoaDialog {...props()} />);
    const dialog = await fillRemote(user, '11272026');
    expect(within(dialog).getByRole('note')).toHaveTextContent(/sooner than that/);
    await user.click(within(dialog).getByRole('combobox', { name: /Initial Method of Contact/ }));
    await user.click(await screen.findByRole('option', { name: 'Walk in' }));
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('when the server answers success 0 then the not-emailed message with the server’s follows, and the form stays', async () => {
    const p = props({ actions: actions({ send: vi.fn(async () => ({ success: '0', message: 'Mailbox full.' })) }) });
    const { user } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await fillRemote(user);
    await user.click(within(dialog).getByRole('button', { name: 'Email eSignature Scope of Appointment' }));
    expect(await screen.findByText(`${SOA_MESSAGES.notEmailed} Mailbox full.`)).toBeInTheDocument();
    expect(p.onSent).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('textbox', { name: /Appointment Date/ })).toHaveValue('01/15/2027');
  });

  it('when the agent has no phone and the send fails then the agent-phone message shows', async () => {
    const p = props({
      agent: { ...SOA_AGENT, phone: null },
      actions: actions({ send: vi.fn(async () => ({ success: 0, message: 'Agent phone missing.' })) }),
    });
    const { user } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await fillRemote(user);
    await user.click(within(dialog).getByRole('button', { name: 'Email eSignature Scope of Appointment' }));
    await waitFor(() => expect(screen.getAllByText(SOA_MESSAGES.agentPhoneMissing).length).toBeGreaterThan(1));
  });

  it('when the disclaimers answer success 0 then their message is an error toast', async () => {
    const disclaimers = { success: '0', message: 'No plans for this county.', disclaimers: [] };
    renderDialog(<SendSoaDialog {...props({ disclaimers })} />);
    expect(await screen.findByText('No plans for this county.')).toBeInTheDocument();
  });
});

describe('given a waiting-period row without a wait in effect', () => {
  it('when a date is chosen then no waiting-period note shows', async () => {
    const waitingPeriodRules = [
      ...SPEC_RULES.waitingPeriodRules,
      { effective_from: '2026-06-01', waiting_hours: 0, applies_to_unscheduled: false },
    ];
    const { user } = renderDialog(<SendSoaDialog {...props({ waitingPeriodRules })} />);
    const dialog = await fillRemote(user, '11272026');
    expect(within(dialog).getByRole('textbox', { name: /Appointment Date/ })).toHaveValue('11/27/2026');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('given a lead with no email', () => {
  const lead = { ...SOA_LEAD, default_email: null, emails: [] };

  it('when an email and type are saved then "Generating Draft..." shows, the lead reloads and the send button appears', async () => {
    let finish: () => void = () => {};
    const saveLeadEmail = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const p = props({ lead, actions: actions({ saveLeadEmail }) });
    const { user, rerender } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await dialogNamed(REMOTE);
    expect(within(dialog).queryByRole('button', { name: 'Email eSignature Scope of Appointment' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save to Generate Draft' }));
    expect(within(dialog).getByText('Email Type is required.')).toBeInTheDocument();
    expect(saveLeadEmail).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'ann@example.org');
    await user.click(within(dialog).getByRole('combobox', { name: /Email Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Home' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save to Generate Draft' }));
    expect(await within(dialog).findByRole('button', { name: 'Generating Draft...' })).toBeDisabled();
    expect(saveLeadEmail).toHaveBeenCalledWith({ email: 'ann@example.org', email_type: 'Home' });
    finish();
    // The parent reloads the lead: it now has the email.
    rerender(
      <SendSoaDialog
        {...p}
        lead={{ ...lead, default_email: { email: 'ann@example.org' }, emails: [{ email: 'ann@example.org' }] }}
      />,
    );
    expect(
      await within(dialog).findByRole('button', { name: 'Email eSignature Scope of Appointment' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('article', { name: 'Email preview' })).toHaveTextContent('ann@example.org');
  });

  it('when the agent has no default email then saving is refused with its message', async () => {
    const p = props({ lead, agent: { ...SOA_AGENT, email: null } });
    const { user } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await dialogNamed(REMOTE);
    await user.click(within(dialog).getByRole('button', { name: 'Save to Generate Draft' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Agent Email is required.');
  });
});

describe('given a lead with several emails', () => {
  it('when the agent picks one then the preview and the send use it', async () => {
    const lead = {
      ...SOA_LEAD,
      emails: [
        { email: 'ann.smith@example.com', email_type: 'Home' },
        { email: 'ann@work.example', email_type: 'Work' },
      ],
    };
    const p = props({ lead, type: 'enhanced' });
    const { user } = renderDialog(<SendSoaDialog {...p} />);
    const dialog = await dialogNamed('eSignature Scope of Appointment - Enhanced');
    await user.click(within(dialog).getByRole('combobox', { name: /Send To/ }));
    await user.click(await screen.findByRole('option', { name: 'ann@work.example' }));
    expect(within(dialog).getByRole('article', { name: 'Email preview' })).toHaveTextContent('ann@work.example');
    await user.click(within(dialog).getByRole('button', { name: 'Email eSignature Enhanced SOA' }));
    await waitFor(() => expect(p.actions.send).toHaveBeenCalled());
    expect(vi.mocked(p.actions.send).mock.calls[0]![0].values.email).toBe('ann@work.example');
    expect(await screen.findByText(SOA_MESSAGES.sent)).toBeInTheDocument();
  });
});
