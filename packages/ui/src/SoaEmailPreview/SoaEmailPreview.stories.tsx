import { SOA_EMAIL_TEXT, SOA_MESSAGES } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { SOA_AGENT, SOA_DISCLAIMERS, SOA_LEAD } from '../test-utils/soa';
import { SoaEmailPreview } from './SoaEmailPreview';

const meta = {
  title: 'Domain/SoaEmailPreview',
  component: SoaEmailPreview,
  args: { lead: SOA_LEAD, agent: SOA_AGENT, disclaimers: SOA_DISCLAIMERS },
  argTypes: { disclaimers: { control: false } },
  // The preview sits in the large (640 px) send dialog.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SoaEmailPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

const signatureLines = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelector('address')!.children].map((line) => line.textContent);

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('article', { name: 'Email preview' });
    await expect(preview).toHaveTextContent(
      'Medicare Health Plans - Scope of Appointment eSignature Request: for Ada Byron from Jane Agent',
    );
    await expect(signatureLines(canvasElement)).toContain('(312) 555-0100, TTY 711');
    // Keyboard: the agent's email, then each plan year's Medicare.gov link, oldest year first.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'jane.agent@prairie.example' })).toHaveFocus();
    await userEvent.tab();
    const plan2026 = canvas.getByRole('region', { name: '2026 Plan Year' });
    await expect(within(plan2026).getByRole('link', { name: 'Medicare.gov' })).toHaveFocus();
    await expect(within(plan2026).getByRole('link', { name: 'Medicare.gov' })).toHaveAttribute('target', '_blank');
    await userEvent.tab();
    await expect(within(canvas.getByRole('region', { name: '2027 Plan Year' })).getByRole('link')).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

/** An Enhanced SOA: the agent's custom message sits after the intro, as the email carries it. */
export const EnhancedWithMessage: Story = {
  args: { customMessage: 'Hi Ada,\nhere is the form we talked about for Tuesday’s appointment.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = canvas.getByText(/here is the form we talked about/);
    await expect(message).toHaveTextContent('Hi Ada, here is the form we talked about for Tuesday’s appointment.');
    const intro = canvas.getByText(SOA_EMAIL_TEXT.intro);
    const signLink = canvas.getByText(SOA_EMAIL_TEXT.signLink);
    await expect(intro.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(message.compareDocumentPosition(signLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The agent's line break shows: the message is two lines tall.
    const lineHeight = Number.parseFloat(getComputedStyle(message).lineHeight);
    await expect(message.getBoundingClientRect().height).toBeGreaterThanOrEqual(2 * lineHeight - 1);
    // The message adds no tab stop: the agent's email is still the first.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'jane.agent@prairie.example' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const NoDisclaimers: Story = {
  args: { disclaimers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    // The agent's email is the only stop; the next Tab leaves the preview.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'jane.agent@prairie.example' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const LongNames: Story = {
  args: {
    lead: {
      name: 'Maria Guadalupe Fernández-Castellanos de la Vega',
      email: 'maria.guadalupe.fernandez-castellanos@example.com',
    },
    agent: {
      ...SOA_AGENT,
      name: 'Bartholomew Alexander Worthington-Smythe III',
      company: 'Worthington-Smythe Family Medicare and Retirement Insurance Services of Greater Chicagoland LLC',
      email: 'bartholomew.worthington-smythe@worthington-smythe-insurance.example',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('article', { name: 'Email preview' });
    await expect(preview).toHaveTextContent(
      'for Maria Guadalupe Fernández-Castellanos de la Vega from Bartholomew Alexander Worthington-Smythe III',
    );
    // Long names and addresses wrap inside the dialog width instead of scrolling sideways.
    await expect(preview.scrollWidth).toBeLessThanOrEqual(preview.clientWidth);
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'bartholomew.worthington-smythe@worthington-smythe-insurance.example' }),
    ).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const MissingAgentPhoneAndAddress: Story = {
  args: { agent: { ...SOA_AGENT, phone: '', address: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spec's message: a remote eSOA cannot be sent without the agent's phone.
    await expect(canvas.getByRole('status')).toHaveTextContent(SOA_MESSAGES.agentPhoneMissing);
    // The missing lines are left out, TTY 711 with the phone; nothing shows empty.
    await expect(signatureLines(canvasElement)).toEqual([
      'Jane Agent',
      'Prairie Health Insurance Agency',
      'jane.agent@prairie.example',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'jane.agent@prairie.example' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
