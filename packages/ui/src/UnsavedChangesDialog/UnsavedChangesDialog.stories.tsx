import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Field } from '../Field';
import { TextInput } from '../TextInput';
import { axeViolations } from '../test-utils/axe';
import { UnsavedChangesDialog, useUnsavedChangesGuard } from './UnsavedChangesDialog';

const question = 'You have unsaved content, are you sure you want to exit?';

const meta = {
  title: 'Primitives/UnsavedChangesDialog',
  component: UnsavedChangesDialog,
  args: { onConfirm: fn(), onCancel: fn(), trigger: <Button>Close</Button> },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof UnsavedChangesDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** "Discard unsaved changes?": the spec's sentence, Keep editing focused first, Discard in the danger style. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toHaveAccessibleDescription(question);
    await expect(await axeViolations(dialog)).toEqual([]);
    await expect(body.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    // Discard is the danger button: red text, not the blue of a primary action.
    const discard = body.getByRole('button', { name: 'Discard' });
    await expect(getComputedStyle(discard).color).toBe('rgb(198, 40, 40)');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

function LeadDetailsDemo({ onLeave }: { onLeave: () => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Jane');
  const dirty = name !== 'Jane';
  const guard = useUnsavedChangesGuard({ when: dirty });
  const close = () =>
    guard.confirmLeave(() => {
      setOpen(false);
      setName('Jane');
      onLeave();
    });
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open Lead Details</Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title="Lead Details"
        footer={<Button onClick={close}>{dirty ? 'Cancel' : 'Close'}</Button>}
      >
        <Field>
          <Field.Label>First name</Field.Label>
          <TextInput value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
      </Dialog>
      {guard.dialog}
    </>
  );
}

export const GuardingADialog: Story = {
  render: (args) => <LeadDetailsDemo onLeave={args.onConfirm as () => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Lead Details' }));
    await body.findByRole('dialog', { name: 'Lead Details' });
    await expect(body.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    await userEvent.keyboard('t');
    // Escape with unsaved input asks first; Keep editing keeps the form and its text.
    await userEvent.keyboard('{Escape}');
    await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(body.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(body.getByRole('textbox', { name: 'First name' })).toHaveValue('Janet');
    await expect(body.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    // Cancel, then Discard: both dialogs close and focus is back on the opener.
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Discard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Open Lead Details' })).toHaveFocus());
  },
};
