import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { axeViolations } from '../test-utils/axe';
import { writingNumbers, type WritingNumberRow } from '../test-utils/fixtures';
import { DataTable, type DataTableColumn } from './DataTable';

const columns: DataTableColumn<WritingNumberRow>[] = [
  { id: 'carrier', header: 'Carrier Name', accessor: 'carrier_full_name' },
  { id: 'product', header: 'Product Type', accessor: 'product_type_name' },
  { id: 'awn', header: 'Agent Writing Number', accessor: 'agent_writing_number' },
  { id: 'year', header: 'Plan Years', accessor: 'certification_year', align: 'end', width: '110px' },
];

const rows42 = writingNumbers(42);

const meta = {
  title: 'Data/DataTable',
  component: DataTable,
  args: {
    caption: 'Agent writing numbers',
    columns,
    data: rows42,
    getRowId: (row: WritingNumberRow) => row.user_carrier_id,
    emptyText: 'There are no past notices',
    defaultSort: { id: 'carrier', desc: false },
    onSortChange: fn(),
    onSelectedRowIdsChange: fn(),
  },
  argTypes: { columns: { control: false }, data: { control: false } },
} satisfies Meta<typeof DataTable<WritingNumberRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Agent writing numbers' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(await axeViolations(canvasElement)).toEqual([]);
    // Keyboard: Tab to the first sort button, Enter flips carrier name to descending.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Carrier Name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'carrier', desc: true });
    await expect(canvas.getByRole('columnheader', { name: /Carrier Name/ })).toHaveAttribute('aria-sort', 'descending');
    // Tab on to the page-size select and the pager.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('11–20 of 42')).toBeInTheDocument();
  },
};

export const ManyRows: Story = {
  args: { data: writingNumbers(240), defaultPageSize: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(51);
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 of 240')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'There are no past notices' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    // Placeholder rows reserve the space of a page.
    await expect(canvasElement.querySelectorAll('tbody tr')).toHaveLength(10);
  },
};

/** Sorted and paged by the caller (a server): the table shows one page and reports sort presses. */
function ServerPagedDemo({ onSortChange }: { onSortChange: (sort: { id: string; desc: boolean } | null) => void }) {
  const [sort, setSort] = useState<{ id: string; desc: boolean }>({ id: 'carrier', desc: false });
  const [page, setPage] = useState(0);
  const ordered = [...rows42].sort((a, b) => {
    const key = columns.find((c) => c.id === sort.id)!.accessor as keyof WritingNumberRow;
    const order = String(a[key]).localeCompare(String(b[key]), 'en', { numeric: true });
    return sort.desc ? -order : order;
  });
  return (
    <div>
      <DataTable
        manual
        layout="fixed"
        caption="Agent writing numbers"
        columns={columns}
        data={ordered.slice(page * 10, page * 10 + 10)}
        getRowId={(row) => row.user_carrier_id}
        emptyText="No writing numbers"
        sort={sort}
        onSortChange={(next) => {
          onSortChange(next);
          if (next) setSort(next);
          setPage(0);
        }}
      />
      <DataTable.Pagination
        pageIndex={page}
        pageCount={5}
        onPageIndexChange={setPage}
        summary={`Page ${page + 1} of 5`}
      />
    </div>
  );
}

export const ServerPaged: Story = {
  render: (args) => <ServerPagedDemo onSortChange={args.onSortChange!} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    // Keyboard: Tab to the Plan Years header, Enter asks the caller for that order.
    for (let i = 0; i < 4; i += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Plan Years' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'year', desc: false });
    await expect(canvas.getByRole('columnheader', { name: /Plan Years/ })).toHaveAttribute('aria-sort', 'ascending');
    // DataTable.Pagination: Previous page is disabled on the first page, so Tab goes to Next page.
    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 5')).toBeInTheDocument();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus();
    for (let i = 0; i < 3; i += 1) await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 5 of 5')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(canvas.getByText('Page 4 of 5')).toBeInTheDocument();
  },
};

/** The last page is unknown (the server caps its count): a full page means there may be another. */
function UnknownPageCountDemo({ onPageIndexChange }: { onPageIndexChange: (pageIndex: number) => void }) {
  const [pageIndex, setPageIndex] = useState(0);
  const pageRows = rows42.slice(pageIndex * 20, pageIndex * 20 + 20);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DataTable.Pagination
        pageIndex={pageIndex}
        hasNextPage={pageRows.length === 20}
        onPageIndexChange={(next) => {
          onPageIndexChange(next);
          setPageIndex(next);
        }}
        summary={`Page ${pageIndex + 1}`}
        labels={{ pagination: 'Writing number pages' }}
      />
      <DataTable
        manual
        caption="Agent writing numbers"
        columns={columns}
        data={pageRows}
        getRowId={(row) => row.user_carrier_id}
        emptyText="No writing numbers"
      />
    </div>
  );
}

export const Pagination: Story = {
  args: { onPageIndexChange: fn() } as never,
  render: (args) => (
    <UnknownPageCountDemo
      onPageIndexChange={(args as unknown as { onPageIndexChange: (i: number) => void }).onPageIndexChange}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const onPageIndexChange = (args as unknown as { onPageIndexChange: ReturnType<typeof fn> }).onPageIndexChange;
    const pagination = canvas.getByRole('navigation', { name: 'Writing number pages' });
    await expect(within(pagination).queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    await expect(within(pagination).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    // Keyboard: the first Tab reaches Next page (Previous is disabled).
    await userEvent.tab();
    await expect(within(pagination).getByRole('button', { name: 'Next page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPageIndexChange).toHaveBeenLastCalledWith(1);
    await expect(within(pagination).getByText('Page 2')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(within(pagination).getByText('Page 3')).toBeInTheDocument();
    // Two rows on the third page: not full, so there is no next page.
    await expect(within(pagination).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(within(pagination).getByRole('button', { name: 'Previous page' }));
    await expect(onPageIndexChange).toHaveBeenLastCalledWith(1);
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

type LeadRow = { id: string; name: string; city: string; state: string };
const leads: LeadRow[] = [
  { id: '1', name: 'Ada Smith', city: 'Dallas', state: 'TX' },
  { id: '2', name: 'Bo Jones', city: 'Austin', state: 'TX' },
  { id: '3', name: 'Cy Young', city: 'Tulsa', state: 'OK' },
];
const leadColumns: DataTableColumn<LeadRow>[] = [
  { id: 'name', header: 'Name', accessor: 'name', rowHeader: true },
  { id: 'city', header: 'City', accessor: 'city' },
  { id: 'state', header: 'State', accessor: 'state' },
];

/** `rowHeader`: the Name column's cells are row headers, so each cell is read with its lead's name. */
export const RowHeader: Story = {
  render: () => (
    <DataTable
      caption="Leads"
      columns={leadColumns}
      data={leads}
      getRowId={(row) => row.id}
      emptyText="No leads"
      selectable
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rowHeaders = canvas.getAllByRole('rowheader');
    await expect(rowHeaders.map((th) => th.textContent)).toEqual(['Ada Smith', 'Bo Jones', 'Cy Young']);
    await expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    const row = canvas.getByRole('row', { name: /Bo Jones/ });
    await expect(within(row).getByRole('rowheader')).toHaveTextContent('Bo Jones');
    // The checkbox cell and the two data cells stay cells; the first holds the row's checkbox.
    const cells = within(row).getAllByRole('cell');
    await expect(cells.map((td) => td.textContent)).toEqual(['', 'Austin', 'TX']);
    await expect(within(cells[0]!).getByRole('checkbox', { name: 'Select Bo Jones' })).toBeInTheDocument();
    // Keyboard: the row's checkbox is still named after the row header's value.
    canvas.getByRole('checkbox', { name: 'Select Ada Smith' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Select Ada Smith' })).toBeChecked();
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

export const LoadFailed: Story = {
  args: { manual: true, data: [], error: 'The writing numbers could not be loaded. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The writing numbers could not be loaded. Please try again.',
    );
    await expect(await axeViolations(canvasElement)).toEqual([]);
  },
};

function BulkDeleteDemo({ onDelete }: { onDelete: (ids: string[]) => void }) {
  const [data, setData] = useState(rows42);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {error ? (
        <Banner variant="alert" dismissible open onOpenChange={() => setError(false)}>
          You have to select atleast one carrier to delete
        </Banner>
      ) : null}
      <div>
        <Button
          variant="danger"
          onClick={() => {
            if (selected.length === 0) setError(true);
            else setConfirming(true);
          }}
        >
          Delete
        </Button>
      </div>
      <DataTable
        caption="Agent writing numbers"
        hideCaption
        columns={columns}
        data={data}
        getRowId={(row) => row.user_carrier_id}
        emptyText="There are no past notices"
        defaultSort={{ id: 'carrier', desc: false }}
        selectable
        selectedRowIds={selected}
        onSelectedRowIdsChange={(ids) => {
          setSelected(ids);
          setError(false);
        }}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message="Are you sure you want to delete these records?"
        onConfirm={() => {
          onDelete(selected);
          setData((all) => all.filter((row) => !selected.includes(row.user_carrier_id)));
          setSelected([]);
        }}
      />
    </div>
  );
}

export const SelectableWithBulkDelete: Story = {
  render: (args) => <BulkDeleteDemo onDelete={args.onSelectedRowIdsChange as (ids: string[]) => void} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You have to select atleast one carrier to delete');
    // Select two rows by keyboard.
    canvas.getByRole('checkbox', { name: 'Select Aetna 1' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Select Aetna 2' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(await axeViolations(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await body.findByRole('alertdialog', { name: 'Are you sure you want to delete these records?' });
    await userEvent.click(body.getByRole('button', { name: 'Yes' }));
    await expect(args.onSelectedRowIdsChange).toHaveBeenLastCalledWith(['1000', '1007']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await expect(canvas.getByText('1–10 of 40')).toBeInTheDocument();
  },
};
