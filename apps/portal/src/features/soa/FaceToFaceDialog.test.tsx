import { SOA_MESSAGES } from '@meridian/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FaceToFaceDialog, type FaceToFaceDialogProps } from './FaceToFaceDialog';
import { axeViolations, NOW, renderDialog } from './test-utils';

const TITLE = 'eSignature Scope of Appointment - Face to Face';

function props(overrides: Partial<FaceToFaceDialogProps> = {}): FaceToFaceDialogProps {
  return {
    now: NOW,
    agentName: 'Marcus Bell',
    agentHasPhone: true,
    actions: {
      startFaceToFace: vi.fn(async () => ({ success: 1, message: '', remote_invite_url: 'http://h/soa/sign/abc' })),
    },
    onClose: vi.fn(),
    openSigningPage: vi.fn(() => true),
    ...overrides,
  };
}

async function fill(user: ReturnType<typeof renderDialog>['user']) {
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  await user.type(within(dialog).getByRole('textbox', { name: /Appointment Date/ }), '12012026');
  await user.click(within(dialog).getByRole('combobox', { name: /Initial Method of Contact/ }));
  await user.click(await screen.findByRole('option', { name: 'Walk in' }));
  return dialog;
}

describe('given the face-to-face dialog', () => {
  it('when Continue is pressed empty then all three fields are required, with the spec’s date message', async () => {
    const p = props({ agentName: '' });
    const { user } = renderDialog(<FaceToFaceDialog {...p} />);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText(SOA_MESSAGES.appointmentDateInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText('Initial Method of Contact is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Agent Signature is required.')).toBeInTheDocument();
    expect(p.actions.startFaceToFace).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it('when Continue succeeds then the signing page opens in a new tab and the dialog closes', async () => {
    const p = props();
    const { user } = renderDialog(<FaceToFaceDialog {...p} />);
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(p.openSigningPage).toHaveBeenCalledWith('http://h/soa/sign/abc'));
    expect(p.actions.startFaceToFace).toHaveBeenCalledWith(
      expect.objectContaining({ aptDate: '12/01/2026', contactMethod: 'Walk in', agentSignature: 'Marcus Bell' }),
    );
    expect(p.onClose).toHaveBeenCalled();
  });

  it('when the invite fails then the not-emailed message shows, or the agent-phone one without a phone', async () => {
    const startFaceToFace = vi.fn(async () => ({ success: 0, message: 'Lead has no zip.' }));
    const p = props({ actions: { startFaceToFace } });
    const { user, unmount } = renderDialog(<FaceToFaceDialog {...p} />);
    await user.click(within(await fill(user)).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(`${SOA_MESSAGES.notEmailed} Lead has no zip.`)).toBeInTheDocument();
    expect(p.onClose).not.toHaveBeenCalled();
    unmount();

    const q = props({ agentHasPhone: false, actions: { startFaceToFace } });
    const second = renderDialog(<FaceToFaceDialog {...q} />);
    await second.user.click(within(await fill(second.user)).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(SOA_MESSAGES.agentPhoneMissing)).toBeInTheDocument();
  });

  it('when the browser blocks the new tab then the agent is told how to allow it', async () => {
    const p = props({ openSigningPage: vi.fn(() => false) });
    const { user } = renderDialog(<FaceToFaceDialog {...p} />);
    await user.click(within(await fill(user)).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/blocked the signing page/)).toBeInTheDocument();
    expect(p.onClose).not.toHaveBeenCalled();
  });
});
