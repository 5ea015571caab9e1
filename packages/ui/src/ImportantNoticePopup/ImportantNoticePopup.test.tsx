import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { NOTICES_NOW, UNREAD_NOTICES } from '../test-utils/notices';
import { ImportantNoticePopup } from './ImportantNoticePopup';

const important = UNREAD_NOTICES[0]!;

describe('given an important notice', () => {
  it('when shown then the Important Notice dialog holds it with focus inside, and has no axe violations', async () => {
    renderWithTheme(<ImportantNoticePopup notice={important} now={NOTICES_NOW} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Important Notice' });
    expect(within(dialog).getByRole('heading', { name: important.notice_title })).toBeVisible();
    expect(dialog).toHaveTextContent('Complete your AHIP certification before October 1 to sell 2027 plans.');
    expect(dialog).toHaveTextContent('Posted today');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('when Close is pressed then onClose is called', async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(<ImportantNoticePopup notice={important} now={NOTICES_NOW} onClose={onClose} />);
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' });
    await user.click(buttons.at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when Escape is pressed then onClose is called', async () => {
    const onClose = vi.fn();
    const { user } = renderWithTheme(<ImportantNoticePopup notice={important} now={NOTICES_NOW} onClose={onClose} />);
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when a download fails then the message shows in an alert; the download link calls back', async () => {
    const onDownload = vi.fn();
    const onErrorClear = vi.fn();
    const { user } = renderWithTheme(
      <ImportantNoticePopup
        notice={UNREAD_NOTICES[1]!}
        now={NOTICES_NOW}
        onClose={vi.fn()}
        onDownload={onDownload}
        error="Exports are not available for your role."
        onErrorClear={onErrorClear}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Download the current plan report (CSV)' }));
    expect(onDownload).toHaveBeenCalledWith('current_plan');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Exports are not available for your role.');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(onErrorClear).toHaveBeenCalled();
  });
});

describe('given no notice', () => {
  it('when rendered then nothing shows', () => {
    renderWithTheme(<ImportantNoticePopup notice={undefined} now={NOTICES_NOW} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
