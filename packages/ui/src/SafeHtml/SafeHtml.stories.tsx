import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { SafeHtml } from './SafeHtml';

const notice = `
<h2>Annual Enrollment Period</h2>
<p style="text-align: center"><strong>AEP starts October 15.</strong> Review the <a href="https://www.cms.gov/medicare">CMS guidance</a>
or write to <a href="mailto:support@example.com">support</a>.</p>
<ul><li>Scope of Appointment at least 48 hours before the appointment.</li><li>Recordings are kept 10 years.</li></ul>
`;

const meta = {
  title: 'Data/SafeHtml',
  component: SafeHtml,
  args: { html: notice },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Annual Enrollment Period' })).toBeVisible();
    const cms = canvas.getByRole('link', { name: 'CMS guidance' });
    await expect(cms).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(cms).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'support' })).not.toHaveAttribute('target');
    // Keyboard: both links are reachable with Tab and show the focus ring.
    await userEvent.tab();
    await expect(cms).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'support' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const HostileHtml: Story = {
  args: {
    html:
      '<p>Click <a href="javascript:alert(document.cookie)">here</a> or <a href="https://example.com" target="_top">there</a>.</p>' +
      '<img src="x" onerror="document.body.dataset.pwned=1"><script>document.body.dataset.pwned=1</script>' +
      '<p style="position:fixed;inset:0;background:red">Overlay</p><iframe src="https://example.com"></iframe>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.ownerDocument.body.dataset.pwned).toBeUndefined();
    await expect(canvasElement.querySelector('script, img, iframe')).toBeNull();
    // The javascript: link lost its address, so it is no longer a link at all.
    await expect(canvas.queryByRole('link', { name: 'here' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'there' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('Overlay')).not.toHaveAttribute('style');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'there' })).toHaveFocus();
  },
};

export const SameTabLinks: Story = {
  args: { html: '<p>Open the <a href="https://example.com/agreement">agreement</a>.</p>', linkTarget: '_self' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'agreement' });
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Empty: Story = {
  args: { html: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};
