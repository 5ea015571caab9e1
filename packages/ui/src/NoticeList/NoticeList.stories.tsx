import { NOTICE_MESSAGES } from '@meridian/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { LONG_TITLE, NOTICES_NOW, READ_NOTICE, UNREAD_NOTICES, notice } from '../test-utils/notices';
import { NoticeList } from './NoticeList';

const meta = {
  title: 'Notices/NoticeList',
  component: NoticeList,
  args: { notices: UNREAD_NOTICES, now: NOTICES_NOW, onOpen: fn() },
  argTypes: { notices: { control: false }, now: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const GroupedByDate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const today = canvas.getByRole('region', { name: 'Posted today' });
    await expect(canvas.getByRole('region', { name: 'Posted 11/11/2026' })).toBeVisible();
    const first = within(today).getByRole('button', { name: 'Action required: complete your 2027 Medicare…' });
    await expect(first).toHaveAttribute('title', LONG_TITLE);
    // Keyboard: Tab walks the titles; Enter opens one.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(UNREAD_NOTICES[1]);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

function Selectable() {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const [current, setCurrent] = useState<number | undefined>();
  return (
    <>
      <NoticeList
        notices={[...UNREAD_NOTICES, READ_NOTICE]}
        now={NOTICES_NOW}
        currentId={current}
        readIds={current === undefined ? undefined : new Set([current])}
        onOpen={(n) => setCurrent(n.notice_id)}
        checkedIds={checked}
        onCheckedIdsChange={setChecked}
      />
      <p>Ticked: {checked.size}</p>
    </>
  );
}

export const WithCheckboxes: Story = {
  render: () => <Selectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select Action required: complete your 2027 Medicare…' }),
    ).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Ticked: 1')).toBeVisible();
    // Open the next notice by keyboard: it becomes current and read, so its box can no longer be ticked.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Your current plan report is ready' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Your current plan report is ready' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Select Your current plan report is ready' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Select Welcome to Meridian' })).toBeDisabled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Empty: Story = {
  args: { notices: [], emptyText: NOTICE_MESSAGES.noUnreadNotices },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(NOTICE_MESSAGES.noUnreadNotices)).toBeVisible();
    await userEvent.tab();
    await expect(canvasElement.contains(canvasElement.ownerDocument.activeElement)).toBe(false);
  },
};

const many = Array.from({ length: 40 }, (_, i) =>
  notice(
    100 + i,
    `Past notice ${i + 1}: carrier bulletin for the ${2026 - (i % 3)} plan year`,
    `2026-${String(10 - Math.floor(i / 8)).padStart(2, '0')}-0${1 + (i % 8)} 09:00:00`,
    {
      dismissed_date: '2026-11-01 09:00:00',
    },
  ),
);

export const ManyPastNotices: Story = {
  args: { notices: many },
  decorators: [
    (Story) => (
      <div style={{ height: 320, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region').length).toBeGreaterThan(5);
    await expect(canvas.getAllByRole('button').every((b) => (b.textContent ?? '').length <= 46)).toBe(true);
    // The last title is reachable by keyboard too.
    for (let i = 0; i < many.length; i += 1) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(many.at(-1));
  },
};
