import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { axeViolations } from '../test-utils/axe';
import { NOTICES_NOW, UNREAD_NOTICES } from '../test-utils/notices';
import { ImportantNoticePopup } from './ImportantNoticePopup';

const meta = {
  title: 'Notices/ImportantNoticePopup',
  component: ImportantNoticePopup,
  args: { notice: UNREAD_NOTICES[0]!, now: NOTICES_NOW, onClose: fn(), onDownload: fn() },
  argTypes: { notice: { control: false }, now: { control: false } },
} satisfies Meta<typeof ImportantNoticePopup>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Two important notices: closing one shows the next, one at a time, then focus returns to the page. */
function Queue({ onClose }: { onClose: () => void }) {
  const [queue, setQueue] = useState(() => [
    UNREAD_NOTICES[0]!,
    { ...UNREAD_NOTICES[1]!, important_popup: '1' as const },
  ]);
  return (
    <>
      <Button onClick={() => setQueue([UNREAD_NOTICES[0]!])}>Poll again</Button>
      <ImportantNoticePopup
        notice={queue[0]}
        now={NOTICES_NOW}
        onClose={() => {
          onClose();
          setQueue((q) => q.slice(1));
        }}
      />
    </>
  );
}

export const OneAtATime: Story = {
  render: (args) => <Queue onClose={args.onClose} />,
  play: async ({ args, canvasElement }) => {
    const page = body(canvasElement);
    const first = await page.findByRole('dialog', { name: 'Important Notice' });
    await waitFor(() => expect(first.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    // axe waits for the fade-in to finish; then the notice is visible.
    await expect(await axeViolations(canvasElement.ownerDocument.body)).toEqual([]);
    await expect(within(first).getByRole('heading', { name: UNREAD_NOTICES[0]!.notice_title })).toBeVisible();
    // Escape closes it; the next important notice follows in a fresh dialog.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await page.findByRole('heading', { name: 'Your current plan report is ready' });
    await expect(page.getAllByRole('dialog')).toHaveLength(1);
    // Tab to the footer's Close and press it: no dialog is left.
    const second = page.getByRole('dialog', { name: 'Important Notice' });
    await waitFor(() => expect(second.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    const footerClose = within(second).getAllByRole('button', { name: 'Close' }).at(-1)!;
    footerClose.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const DownloadFailed: Story = {
  args: { notice: UNREAD_NOTICES[1]!, error: 'Exports are not available for your role.', onErrorClear: fn() },
  play: async ({ args, canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Important Notice' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Exports are not available for your role.');
    const link = within(dialog).getByRole('link', { name: 'Download the current plan report (CSV)' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith('current_plan');
    await expect(await axeViolations(canvasElement.ownerDocument.body)).toEqual([]);
  },
};
