import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { agentWritingNumbers } from '../test-utils/fixtures';
import { WritingNumberTable, type WritingNumberTableProps } from './WritingNumberTable';

function renderTable(props: Partial<WritingNumberTableProps> = {}) {
  return renderWithTheme(
    <WritingNumberTable rows={agentWritingNumbers(12)} emptyText="No writing numbers" {...props} />,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('given a WritingNumberTable', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when shown in a profile then it has the spec columns sorted by carrier name, without checkboxes', async () => {
    const { container } = renderTable();
    expect(headers()).toEqual(['Carrier Name', 'Product Type', 'Agent Writing Number', 'Plan Years']);
    expect(screen.getByRole('columnheader', { name: /Carrier Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when in sms-users mode then the record number column is added', () => {
    renderTable({ mode: 'sms-users' });
    expect(headers()).toContain('Record Number');
  });

  it('when Delete is pressed with nothing selected then it says so, and the message clears after 3 s', () => {
    vi.useFakeTimers();
    renderTable({ onDelete: vi.fn() });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You have to select atleast one carrier to delete');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when one row is selected then the single-record confirmation asks, and Yes deletes it', async () => {
    const onDelete = vi.fn();
    const { user } = renderTable({ onDelete });
    const first = within(screen.getAllByRole('row')[1]!).getByRole('checkbox');
    await user.click(first);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this Agent Writing Number record?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onDelete).toHaveBeenCalledWith(['1000']);
    expect(first).not.toBeChecked();
  });

  it('when several rows are selected then the bulk confirmation asks, and No keeps them', async () => {
    const onDelete = vi.fn();
    const { user } = renderTable({ onDelete });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to delete these records?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('when there are no writing numbers then the empty text shows', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('cell', { name: 'No writing numbers' })).toBeInTheDocument();
  });

  it('when onAdd is given then the add button calls it', async () => {
    const onAdd = vi.fn();
    const { user } = renderTable({ onAdd });
    await user.click(screen.getByRole('button', { name: 'Add Agent Writing Number' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
