import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { axeViolations } from '../test-utils/axe';
import { agentWritingNumbers } from '../test-utils/fixtures';
import { WritingNumberTable } from './WritingNumberTable';

const meta = {
  title: 'Domain/WritingNumberTable',
  component: WritingNumberTable,
  args: { rows: agentWritingNumbers(24), emptyText: 'No writing numbers', onAdd: fn(), onDelete: fn() },
  argTypes: { rows: { control: false }, mode: { control: 'inline-radio', options: ['profile', 'sms-users'] } },
} satisfies Meta<typeof WritingNumberTable>;
export default meta;

type Story = StoryObj<typeof meta>;

function Removable(props: { onDelete: (ids: string[]) => void }) {
  const [rows, setRows] = useState(agentWritingNumbers(24));
  return (
    <WritingNumberTable
      mode="sms-users"
      rows={rows}
      emptyText="No writing numbers"
      onDelete={(ids) => {
        props.onDelete(ids);
        setRows((all) => all.filter((row) => !ids.includes(String(row.user_carrier_id))));
      }}
    />
  );
}

export const SmsUsersBulkDelete: Story = {
  render: (args) => <Removable onDelete={args.onDelete!} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('columnheader', { name: /Record Number/ })).toBeInTheDocument();
    // Delete with nothing selected.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have to select atleast one carrier to delete');
    // Select the page by keyboard, delete, confirm.
    canvas.getByRole('checkbox', { name: 'Select all rows on this page' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await body.findByRole('alertdialog', { name: 'Are you sure you want to delete these records?' });
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await expect(canvas.getByText('1–10 of 14')).toBeInTheDocument();
  },
};

export const Profile: Story = {
  args: { onDelete: undefined, onAdd: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Carrier Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Carrier Name/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'No writing numbers' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};
