import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tabs } from '../Tabs';
import { axeViolations } from '../test-utils/axe';
import { Dialog } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'User Agreement', onOpenChange: fn() },
  argTypes: {
    width: { control: 'select', options: ['small', 'medium', 'large', 'xlarge', '70%'] },
    trigger: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

const agreement = (
  <p style={{ margin: 0 }}>
    You must agree to the terms of the User Agreement to complete your registration. A copy will be emailed to you.
  </p>
);

export const Default: Story = {
  args: {
    trigger: <Button>Submit</Button>,
    children: agreement,
    footer: (
      <>
        <Dialog.Close asChild>
          <Button>Do Not Agree</Button>
        </Dialog.Close>
        <Dialog.Close asChild>
          <Button variant="primary">Agree</Button>
        </Dialog.Close>
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // Keyboard: Tab to the trigger and open with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'User Agreement' });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // No field in the body, so the first footer button takes focus.
    await expect(body.getByRole('button', { name: 'Do Not Agree' })).toHaveFocus();
    await expect(await axeViolations(dialog)).toEqual([]);
    // Focus is trapped: Tab from the last button wraps to ✕ (the move handle is not a Tab stop).
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Agree' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    // Escape closes and focus goes back to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
  },
};

function FormDialogDemo() {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open Lead Details</Button>
      <output style={{ marginLeft: 8 }}>{saved}</output>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Lead Details"
        width="large"
        footer={
          <>
            <Dialog.Close asChild>
              <Button>Close</Button>
            </Dialog.Close>
            <Button
              variant="primary"
              onClick={() => {
                setSaved('Saved');
                setOpen(false);
              }}
            >
              Update + Close
            </Button>
          </>
        }
      >
        <label style={{ display: 'grid', gap: 4, maxWidth: 280 }}>
          First name
          <input style={{ font: 'inherit', padding: 4 }} />
        </label>
      </Dialog>
    </>
  );
}

export const DraggableByKeyboard: Story = {
  render: () => <FormDialogDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Lead Details' }));
    const dialog = await body.findByRole('dialog', { name: 'Lead Details' });
    await expect(body.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    const start = dialog.getBoundingClientRect();
    // The move handle is not a Tab stop: Shift+Tab from the first field reaches ✕, and Alt+F7 the handle.
    await userEvent.tab({ shift: true });
    await expect(body.getAllByRole('button', { name: 'Close' })[0]).toHaveFocus();
    await userEvent.keyboard('{Alt>}{F7}{/Alt}');
    const handle = body.getByRole('button', { name: 'Move dialog' });
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    const moved = dialog.getBoundingClientRect();
    await expect(Math.round(moved.left - start.left)).toBe(32);
    await expect(Math.round(moved.top - start.top)).toBe(16);
    await userEvent.keyboard('{Home}');
    await expect(Math.round(dialog.getBoundingClientRect().left)).toBe(Math.round(start.left));
    // Save and close from the keyboard (Shift+Tab wraps to the last footer button); focus returns to the opener.
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Update + Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Open Lead Details' })).toHaveFocus();
    await expect(canvas.getByText('Saved')).toBeInTheDocument();
  },
};

export const DraggableByPointer: Story = {
  args: { defaultOpen: true, title: 'Lead Details', children: agreement },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Lead Details' });
    const title = body.getByRole('heading', { name: 'Lead Details' });
    const start = dialog.getBoundingClientRect();
    const from = title.getBoundingClientRect();
    const x = from.left + 10;
    const y = from.top + 10;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title, coords: { clientX: x, clientY: y } },
      { target: title, coords: { clientX: x + 50, clientY: y + 40 } },
      { keys: '[/MouseLeft]', target: title, coords: { clientX: x + 50, clientY: y + 40 } },
    ]);
    const moved = dialog.getBoundingClientRect();
    await expect(Math.round(moved.left - start.left)).toBe(50);
    await expect(Math.round(moved.top - start.top)).toBe(40);
    await expect(dialog).not.toHaveAttribute('data-dragging');
    // The close button in the title bar still just closes.
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WidePercentage: Story = {
  name: 'Width 70% with a long body',
  args: {
    defaultOpen: true,
    title: 'Contact Permission Update History',
    width: '70%',
    children: (
      <div>
        {Array.from({ length: 60 }, (_, i) => (
          <p key={i} style={{ margin: '0 0 8px' }}>
            Row {i + 1}
          </p>
        ))}
      </div>
    ),
    footer: (
      <Dialog.Close asChild>
        <Button>Close</Button>
      </Dialog.Close>
    ),
  },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const dialog = await body.findByRole('dialog', { name: 'Contact Permission Update History' });
    // The body scrolls; the footer's Close button stays inside the window.
    // Two buttons are named Close: the title bar's and the footer's (last).
    const close = within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!;
    await expect(close.getBoundingClientRect().bottom).toBeLessThanOrEqual(doc.documentElement.clientHeight);
    await waitFor(() => expect(close).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A dialog whose tabs change its body height, like Quick Search. */
function TabbedSearchDemo() {
  return (
    <Dialog
      trigger={<Button>Quick Search</Button>}
      title="Quick Search"
      width="xlarge"
      footer={
        <>
          <Dialog.Close asChild>
            <Button>Close</Button>
          </Dialog.Close>
          <Button variant="primary">Search</Button>
        </>
      }
    >
      <Tabs defaultValue="lead">
        <Tabs.List aria-label="Search by">
          <Tabs.Tab value="lead">Lead</Tabs.Tab>
          <Tabs.Tab value="rx">Updated Rx + Current Plan</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lead">
          <p>You are required to fill at least one field.</p>
        </Tabs.Panel>
        <Tabs.Panel value="rx">
          {Array.from({ length: 40 }, (_, i) => (
            <p key={i}>Plan row {i + 1}</p>
          ))}
        </Tabs.Panel>
      </Tabs>
    </Dialog>
  );
}

/** Fails unless the element lies wholly inside the window. */
async function expectInWindow(element: Element) {
  const win = element.ownerDocument.defaultView!;
  const rect = element.getBoundingClientRect();
  await expect(rect.left).toBeGreaterThanOrEqual(0);
  await expect(rect.top).toBeGreaterThanOrEqual(0);
  await expect(rect.right).toBeLessThanOrEqual(win.innerWidth);
  await expect(rect.bottom).toBeLessThanOrEqual(win.innerHeight);
}

/** Opens the demo, then checks that switching to the long tab and back never moves the dialog's top. */
async function openAndSwitchTabs(canvasElement: HTMLElement) {
  const doc = canvasElement.ownerDocument;
  const body = within(doc.body);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quick Search' }));
  const dialog = await body.findByRole('dialog', { name: 'Quick Search' });
  const top = dialog.getBoundingClientRect().top;
  const short = body.getByRole('tabpanel').getBoundingClientRect().height;
  await userEvent.click(body.getByRole('tab', { name: 'Updated Rx + Current Plan' }));
  // The content grew; the dialog grows downward (or its body scrolls): its top moves by 0 px.
  await expect(body.getByRole('tabpanel').getBoundingClientRect().height).toBeGreaterThan(short);
  await expect(dialog.getBoundingClientRect().top - top).toBe(0);
  // Close and the primary button stay reachable; only the body scrolls.
  await expectInWindow(body.getByRole('button', { name: 'Search' }));
  await expectInWindow(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.defaultView!.innerWidth);
  await userEvent.click(body.getByRole('tab', { name: 'Lead' }));
  await expect(dialog.getBoundingClientRect().top - top).toBe(0);
  return { body, dialog };
}

/** At 375×812 the dialog fills the screen: title bar and footer fixed, the body scrolls, no drag grip. */
export const OnAPhone: Story = {
  name: 'On a phone (375×812)',
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <TabbedSearchDemo />,
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView!;
    await expect(win.innerWidth).toBe(375);
    const { body, dialog } = await openAndSwitchTabs(canvasElement);
    const rect = dialog.getBoundingClientRect();
    await expect([rect.left, rect.top, rect.width, rect.height]).toEqual([0, 0, win.innerWidth, win.innerHeight]);
    await expect(body.queryByRole('button', { name: 'Move dialog' })).not.toBeInTheDocument();
    await expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Quick Search' })).toHaveFocus();
  },
};

/** At 768×1024 the 960 px preset shrinks to the window less 16 px a side and hangs from a fixed top. */
export const OnATablet: Story = {
  name: 'On a tablet (768×1024)',
  globals: { viewport: { value: 'tablet', isRotated: false } },
  render: () => <TabbedSearchDemo />,
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView!;
    await expect(win.innerWidth).toBe(768);
    const { body, dialog } = await openAndSwitchTabs(canvasElement);
    const rect = dialog.getBoundingClientRect();
    await expect([rect.left, rect.right]).toEqual([16, win.innerWidth - 16]);
    await expect(body.getByRole('button', { name: 'Move dialog' })).toBeInTheDocument();
  },
};
