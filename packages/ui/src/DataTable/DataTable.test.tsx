import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../test-utils';
import { writingNumbers, type WritingNumberRow } from '../test-utils/fixtures';
import { DataTable, type DataTableColumn, type DataTablePaginationProps, type DataTableProps } from './DataTable';

const columns: DataTableColumn<WritingNumberRow>[] = [
  { id: 'carrier', header: 'Carrier Name', accessor: 'carrier_full_name' },
  { id: 'product', header: 'Product Type', accessor: 'product_type_name' },
  { id: 'awn', header: 'Agent Writing Number', accessor: 'agent_writing_number' },
  { id: 'year', header: 'Plan Years', accessor: 'certification_year', align: 'end' },
];

function renderTable(props: Partial<DataTableProps<WritingNumberRow>> = {}) {
  return renderWithTheme(
    <DataTable
      caption="Agent writing numbers"
      columns={columns}
      data={writingNumbers(42)}
      getRowId={(row) => row.user_carrier_id}
      emptyText="No writing numbers"
      defaultSort={{ id: 'carrier', desc: false }}
      {...props}
    />,
  );
}

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('given a DataTable', () => {
  it('when rendered then it is a captioned table of 10 rows sorted by carrier name, axe-clean', async () => {
    const { container } = renderTable();
    expect(screen.getByRole('table', { name: 'Agent writing numbers' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('columnheader', { name: /Carrier Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const names = firstCells();
    expect([...names].sort((a, b) => a!.localeCompare(b!))).toEqual(names);
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a header is pressed by keyboard then the order toggles and is announced by aria-sort', async () => {
    const onSortChange = vi.fn();
    const { user } = renderTable({ onSortChange });
    const button = screen.getByRole('button', { name: 'Carrier Name' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'carrier', desc: true });
    expect(screen.getByRole('columnheader', { name: /Carrier Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Wellcare 6');
    await user.click(screen.getByRole('button', { name: 'Plan Years' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'year', desc: false });
    expect(screen.getByRole('columnheader', { name: /Carrier Name/ })).not.toHaveAttribute('aria-sort');
  });

  it('when paging forward then the next rows show and the range updates', async () => {
    const { user } = renderTable();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('41–42 of 42')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('when a page size is chosen then that many rows show (10/20/30/40/50)', async () => {
    const { user } = renderTable();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30', '40', '50']);
    await user.click(screen.getByRole('option', { name: '30' }));
    expect(bodyRows()).toHaveLength(30);
    expect(screen.getByText('1–30 of 42')).toBeInTheDocument();
  });

  it('when there is no data then the empty text shows in the table', async () => {
    const { container } = renderTable({ data: [] });
    expect(screen.getByRole('cell', { name: 'No writing numbers' })).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when loading then the table is busy with placeholder rows and a status', () => {
    renderTable({ data: [], loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('No writing numbers')).not.toBeInTheDocument();
    // A page's worth of placeholder rows, at most ten.
    expect(screen.getAllByRole('row', { hidden: true }).filter((row) => row.getAttribute('aria-hidden'))).toHaveLength(
      10,
    );
  });

  it('when a panel asks for two placeholder rows then two show while it loads', () => {
    renderTable({ data: [], loading: true, placeholderRows: 2 });
    expect(screen.getAllByRole('row', { hidden: true }).filter((row) => row.getAttribute('aria-hidden'))).toHaveLength(
      2,
    );
  });
});

describe('given a DataTable in manual (server-side) mode', () => {
  const page = writingNumbers(42).slice(20, 30);
  const manual = (props: Partial<DataTableProps<WritingNumberRow>> = {}) =>
    renderTable({ manual: true, data: page, sort: { id: 'awn', desc: false }, defaultSort: undefined, ...props });

  it('when rendered then the rows show in the order given, with no pager of its own, axe-clean', async () => {
    const { container } = manual();
    expect(firstCells()).toEqual(page.map((row) => row.carrier_full_name));
    expect(screen.getByRole('columnheader', { name: /Agent Writing Number/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when a header is pressed then the order is only reported, and a descending-first column starts descending', async () => {
    const onSortChange = vi.fn();
    const withDescFirst = columns.map((c) => (c.id === 'year' ? { ...c, sortDescFirst: true } : c));
    const { user } = manual({ onSortChange, columns: withDescFirst });
    await user.click(screen.getByRole('button', { name: 'Carrier Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'carrier', desc: false });
    // Controlled: the rows and the header keep the caller's order until it sends new data.
    expect(firstCells()).toEqual(page.map((row) => row.carrier_full_name));
    await user.click(screen.getByRole('button', { name: 'Plan Years' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'year', desc: true });
    await user.click(screen.getByRole('button', { name: 'Agent Writing Number' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'awn', desc: true });
  });

  it('when the next page loads then the shown rows stay, dimmed and busy, without placeholders', () => {
    manual({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(firstCells()).toEqual(page.map((row) => row.carrier_full_name));
  });

  it('when loading failed then the error shows as an alert in place of the rows', async () => {
    const { container } = manual({ error: 'The search failed. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The search failed. Please try again.');
    expect(bodyRows()).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the caller announces loading itself then the table adds no status of its own', () => {
    manual({ data: [], loading: true, labels: { loading: '' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('given a selectable DataTable', () => {
  it('when rows are checked by keyboard then their ids are reported', async () => {
    const onSelectedRowIdsChange = vi.fn();
    const { user, container } = renderTable({ selectable: true, onSelectedRowIdsChange });
    const first = screen.getByRole('checkbox', { name: 'Select Aetna 1' });
    first.focus();
    await user.keyboard(' ');
    expect(onSelectedRowIdsChange).toHaveBeenLastCalledWith(['1000']);
    expect(first.closest('tr')).toHaveAttribute('data-selected');
    expect(screen.getByRole('checkbox', { name: 'Select all rows on this page' })).toBePartiallyChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when select-all is checked then every row of the page is selected', async () => {
    const onSelectedRowIdsChange = vi.fn();
    const { user } = renderTable({ selectable: true, onSelectedRowIdsChange });
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectedRowIdsChange.mock.lastCall?.[0]).toHaveLength(10);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelectedRowIdsChange).toHaveBeenLastCalledWith([]);
  });

  it('when selection is controlled then the checkboxes follow it', () => {
    renderTable({ selectable: true, selectedRowIds: ['1007'] });
    expect(screen.getByRole('checkbox', { name: 'Select Aetna 2' })).toBeChecked();
  });
});

describe('given a column marked rowHeader', () => {
  it('when rendered then its cells are row headers (th scope=row) and the others stay cells, axe-clean', async () => {
    const withRowHeader = columns.map((c) => (c.id === 'awn' ? { ...c, rowHeader: true } : c));
    const { container } = renderTable({ columns: withRowHeader });
    const rowHeaders = screen.getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(10);
    expect(rowHeaders[0]!.tagName).toBe('TH');
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    expect(within(bodyRows()[0]!).getAllByRole('cell')).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('given DataTable.Pagination', () => {
  function renderPagination(props: Partial<DataTablePaginationProps> = {}) {
    const onPageIndexChange = vi.fn();
    const utils = renderWithTheme(
      <DataTable.Pagination pageIndex={0} pageCount={3} onPageIndexChange={onPageIndexChange} {...props} />,
    );
    return { ...utils, onPageIndexChange };
  }

  it('when on the first page then Previous is disabled and Next asks for the second page, axe-clean', async () => {
    const { user, container, onPageIndexChange } = renderPagination({ summary: 'Page 1 of 3' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPageIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when on the last page then Next is disabled, and Previous asks for the one before', async () => {
    const { user, onPageIndexChange } = renderPagination({ pageIndex: 2 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageIndexChange).toHaveBeenLastCalledWith(1);
  });

  it('when the page count is unknown then hasNextPage decides, and disabled turns both off', () => {
    const { rerender } = renderPagination({ pageIndex: 4, pageCount: undefined, hasNextPage: true });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<DataTable.Pagination pageIndex={4} hasNextPage disabled onPageIndexChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('when a page size handler is given then the Rows per page select reports the chosen size', async () => {
    const onPageSizeChange = vi.fn();
    const { user } = renderPagination({ pageSize: 10, pageSizes: [10, 20], onPageSizeChange });
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(screen.getByRole('option', { name: '20' }));
    expect(onPageSizeChange).toHaveBeenLastCalledWith(20);
  });
});
