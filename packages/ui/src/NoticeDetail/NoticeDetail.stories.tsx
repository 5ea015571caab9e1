import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { NOTICES_NOW, UNREAD_NOTICES, notice } from '../test-utils/notices';
import { NoticeDetail } from './NoticeDetail';

const meta = {
  title: 'Notices/NoticeDetail',
  component: NoticeDetail,
  args: { notice: UNREAD_NOTICES[1]!, now: NOTICES_NOW, onDownload: fn() },
  argTypes: { notice: { control: false }, now: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithDownload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your current plan report is ready' })).toBeVisible();
    await expect(canvas.getByText('Posted today')).toBeVisible();
    // The download tag is a link; Enter on it downloads through the callback instead of navigating.
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Download the current plan report (CSV)' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownload).toHaveBeenCalledWith('current_plan');
    await expect(canvasElement.ownerDocument.location.hash).toBe('');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const UnknownExport: Story = {
  args: { isDownloadType: (type: string) => type === 'lead_export' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByText('Download the current plan report (CSV)')).toBeVisible();
    await userEvent.tab();
    await expect(canvasElement.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

export const RichText: Story = {
  args: {
    notice: notice(7, 'Annual Enrollment Period checklist', '2026-10-01 09:00:00', {
      notice_text:
        '<h2>Before October 15</h2><ol><li>Complete <strong>AHIP</strong> certification.</li><li>Review the <em>2027</em> plan changes.</li></ol><p style="text-align: center">Questions? See <a href="https://www.medicare.gov">Medicare.gov</a>.</p>',
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Posted 10/01/2026')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Medicare.gov' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(args.onDownload).not.toHaveBeenCalled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
