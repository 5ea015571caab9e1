import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithPortal } from '../../../test-utils';
import { BuiltLink } from './BuiltLink';

const answer = {
  link: 'https://meridian.example/registration/?q=abc.def',
  path: '/registration/?q=abc.def',
  expires_at: '2026-12-09T19:48:00.000Z',
  link_id: 4,
  approval_required: false,
};

function withClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('given a link just built (issue 16)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('when Copy is pressed then the Clipboard API gets the link and a visible confirmation shows; the expiry is in Central Time', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const { user } = renderWithPortal(<BuiltLink answer={answer} roleName="Agent" />, { client: fakeApi({}).client });
    // After user-event's setup, which puts its own clipboard stand-in on navigator.
    withClipboard(writeText);
    expect(screen.getByRole('textbox', { name: 'Registration link' })).toHaveValue(answer.link);
    expect(screen.getByText('Expires 12/09/2026 01:48 PM CST.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(answer.link);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.'));
  });

  it('when the browser refuses the clipboard then the link is selected and the message says to press Ctrl+C', async () => {
    const { user } = renderWithPortal(<BuiltLink answer={answer} roleName="Agent" />, { client: fakeApi({}).client });
    withClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const box = screen.getByRole('textbox', { name: 'Registration link' }) as HTMLInputElement;
    await waitFor(() => expect(box).toHaveFocus());
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, answer.link.length]);
    expect(screen.getByRole('status')).toHaveTextContent(/press Ctrl\+C/);
  });
});
