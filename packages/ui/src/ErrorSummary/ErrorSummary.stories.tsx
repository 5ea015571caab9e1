import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../Field';
import { TextInput } from '../TextInput';
import { axeViolations } from '../test-utils/axe';
import { ErrorSummary } from './ErrorSummary';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'Please complete all required fields.',
    errors: [
      { targetId: 'story-username', message: 'Username is required.' },
      { targetId: 'story-city', message: 'City is required.' },
    ],
  },
} satisfies Meta<typeof ErrorSummary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Shown after a failed submit: it has focus at once; each link focuses its field. */
export const Default: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <ErrorSummary {...args} />
      <Field id="story-username" required>
        <Field.Label>Username</Field.Label>
        <TextInput autoComplete="username" />
        <Field.Error>Username is required.</Field.Error>
      </Field>
      <Field id="story-city" required>
        <Field.Label>City</Field.Label>
        <TextInput autoComplete="address-level2" />
        <Field.Error>City is required.</Field.Error>
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Please complete all required fields.' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'City is required.' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveFocus();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};
