import { SOA_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SoaFlow, type SoaFlowProps } from './SoaFlow';
import { axeViolations, NOW, renderDialog, SOA_AGENT, SOA_LEAD, SPEC_RULES } from './test-utils';

function props(overrides: Partial<SoaFlowProps> = {}): SoaFlowProps {
  return {
    choice: 'remote',
    lead: SOA_LEAD,
    leadName: 'Ann Smith',
    agent: SOA_AGENT,
    now: NOW,
    bulkSoaEmailDisabled: false,
    sendActions: {
      saveLeadEmail: vi.fn(async () => {}),
      send: vi.fn(async () => ({ success: 1, message: 'ok' })),
    },
    faceToFaceActions: {
      startFaceToFace: vi.fn(async () => ({ success: 1, remote_invite_url: 'http://x/soa/sign/t' })),
    },
    onClose: vi.fn(),
    onUpdateLead: vi.fn(),
    ...SPEC_RULES,
    ...overrides,
  };
}

describe('given a lead missing details the SOA needs', () => {
  const lead = { ...SOA_LEAD, dob: '', default_address: { ...SOA_LEAD.default_address!, zip: '' } };

  it('when any SOA is chosen then the eSOA Requirements dialog lists them, and Update Lead asks for Lead Details', async () => {
    const p = props({ lead, choice: 'vsig' });
    const { user } = renderDialog(<SoaFlow {...p} />);
    const dialog = await screen.findByRole('dialog', { name: 'eSOA Requirements' });
    const items = within(within(dialog).getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Date of Birth', 'Zip']);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Update Lead' }));
    expect(p.onUpdateLead).toHaveBeenCalledTimes(1);
  });

  it('when Close is pressed then the flow ends', async () => {
    const p = props({ lead });
    const { user } = renderDialog(<SoaFlow {...p} />);
    await screen.findByRole('dialog', { name: 'eSOA Requirements' });
    // The footer's Close (the ✕ shares the name).
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(p.onClose).toHaveBeenCalled();
  });
});

describe('given bulk SOA email switched off', () => {
  it('when Enhanced is chosen then the notice replaces the dialog, word for word', async () => {
    renderDialog(<SoaFlow {...props({ choice: 'enhanced', bulkSoaEmailDisabled: true })} />);
    const dialog = await screen.findByRole('dialog', { name: 'Enhanced Scope of Appointment' });
    expect(within(dialog).getByText(SOA_MESSAGES.bulkEmailDisabled)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('when Remote is chosen then the send dialog opens as usual', async () => {
    renderDialog(<SoaFlow {...props({ choice: 'remote', bulkSoaEmailDisabled: true })} />);
    expect(await screen.findByRole('dialog', { name: 'eSignature Scope of Appointment - Remote' })).toBeInTheDocument();
  });
});

describe('given a complete lead', () => {
  it('when Voice Signature is chosen then both scripts carry today’s date and the 10-year retention, and the script copies', async () => {
    const { user } = renderDialog(<SoaFlow {...props({ choice: 'vsig' })} />);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const dialog = await screen.findByRole('dialog', { name: 'Voice Signature Scope of Appointment' });
    expect(within(dialog).getByText(/Keep the recording for 10 years\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/^Today is November 26, 2026\. My name is Marcus Bell/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('tab', { name: 'Scheduled appointment' }));
    expect(
      within(dialog).getByRole('heading', { name: 'Scheduled appointment (obtained at least 48 hours ahead)' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy Script' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const copied = writeText.mock.calls[0]![0];
    expect(copied).toMatch(
      /^Scheduled appointment \(obtained at least 48 hours ahead\)\n\nToday is November 26, 2026\./,
    );
    expect(copied).toContain('Am I speaking with Ann Smith?');
    expect(await screen.findByText('Script copied.')).toBeInTheDocument();
  });

  it('when the server’s rules say otherwise for today then the scripts follow them', async () => {
    const { user } = renderDialog(
      <SoaFlow
        {...props({
          choice: 'vsig',
          waitingPeriodRules: [
            { effective_from: '2000-01-01', waiting_hours: 48, applies_to_unscheduled: false },
            { effective_from: '2026-06-01', waiting_hours: 72, applies_to_unscheduled: false },
          ],
          retentionRules: [
            { effective_from: '2000-01-01', retention_years: 10 },
            { effective_from: '2026-06-01', retention_years: 11 },
          ],
        })}
      />,
    );
    expect(await screen.findByText(/Keep the recording for 11 years\./)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scheduled appointment' }));
    expect(screen.getByRole('heading', { name: /72 hours/ })).toBeInTheDocument();
  });

  it('when Face to Face is chosen then its dialog opens with the agent’s name to sign with', async () => {
    renderDialog(<SoaFlow {...props({ choice: 'f2f' })} />);
    const dialog = await screen.findByRole('dialog', { name: 'eSignature Scope of Appointment - Face to Face' });
    expect(within(dialog).getByRole('textbox', { name: /Agent Signature Name/ })).toHaveValue('Marcus Bell');
  });

  it('when Enhanced is chosen then the Enhanced send dialog opens with its button', async () => {
    renderDialog(<SoaFlow {...props({ choice: 'enhanced' })} />);
    const dialog = await screen.findByRole('dialog', { name: 'eSignature Scope of Appointment - Enhanced' });
    expect(within(dialog).getByRole('button', { name: 'Email eSignature Enhanced SOA' })).toBeInTheDocument();
  });
});
