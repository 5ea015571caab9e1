import {
  PROFILE_MESSAGES,
  validateWritingNumberDeletion,
  WRITING_NUMBER_DELETE_ERROR_MS,
  type AgentWritingNumber,
} from '@meridian/domain';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable, type DataTableColumn } from '../DataTable';

export type WritingNumberTableMode = 'profile' | 'sms-users';

export interface WritingNumberTableProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  rows: ReadonlyArray<AgentWritingNumber>;
  /** `sms-users` adds the record number column (spec 02 §2.9). */
  mode?: WritingNumberTableMode;
  /** Shown when the user has no writing numbers. */
  emptyText: ReactNode;
  loading?: boolean;
  /** Offers row checkboxes and Delete; called with the chosen `user_carrier_id`s after the user confirms. */
  onDelete?: (userCarrierIds: string[]) => void;
  /** Offers the add button (the app opens the Add Agent Writing Number dialog). */
  onAdd?: () => void;
  caption?: ReactNode;
  addLabel?: string;
  deleteLabel?: string;
}

const baseColumns: DataTableColumn<AgentWritingNumber>[] = [
  { id: 'carrier_full_name', header: 'Carrier Name', accessor: 'carrier_full_name' },
  { id: 'product_type_name', header: 'Product Type', accessor: 'product_type_name' },
  { id: 'agent_writing_number', header: 'Agent Writing Number', accessor: 'agent_writing_number' },
  {
    id: 'certification_year',
    header: 'Plan Years',
    accessor: (row) => (row.certification_year === null ? undefined : String(row.certification_year)),
  },
];
const smsUsersColumns: DataTableColumn<AgentWritingNumber>[] = [
  ...baseColumns,
  {
    id: 'record_num',
    header: 'Record Number',
    accessor: (row) => (row.record_num === undefined ? undefined : String(row.record_num)),
    align: 'end',
  },
];

const defaultSort = { id: 'carrier_full_name', desc: false };
const rowId = (row: AgentWritingNumber) => String(row.user_carrier_id);
const rowLabel = (row: AgentWritingNumber) => `Select ${row.carrier_full_name} ${row.agent_writing_number}`;

const StyledRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;

  &:empty {
    display: none;
  }
`;

/**
 * The agent writing numbers of a user (spec 02 §2.9, §2.11): carrier name, product type, agent
 * writing number, plan years (and record number in sms-users mode), sorted by carrier name,
 * pages of 10 to 50. With `onDelete`, rows get checkboxes: Delete without a selection says 'You
 * have to select atleast one carrier to delete' (cleared after 3 s); otherwise it asks the spec's
 * confirmation for one record or several, then hands the ids to `onDelete`.
 */
export const WritingNumberTable = forwardRef<HTMLDivElement, WritingNumberTableProps>(function WritingNumberTable(
  {
    rows,
    mode = 'profile',
    emptyText,
    loading = false,
    onDelete,
    onAdd,
    caption = 'Agent Writing Numbers',
    addLabel = 'Add Agent Writing Number',
    deleteLabel = 'Delete',
    ...rest
  },
  ref,
) {
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // Selection outlives rows that are gone (deleted, reloaded): keep only ids still shown.
  const present = new Set(rows.map(rowId));
  const chosen = selected.filter((id) => present.has(id));

  const askToDelete = () => {
    const problem = validateWritingNumberDeletion(chosen);
    setError(problem);
    if (!problem) setConfirming(true);
  };

  return (
    <StyledRoot ref={ref} {...rest}>
      {error ? (
        <Banner
          key={error}
          variant="alert"
          dismissible
          autoClearMs={WRITING_NUMBER_DELETE_ERROR_MS}
          onOpenChange={(open) => (open ? undefined : setError(undefined))}
        >
          {error}
        </Banner>
      ) : null}
      <StyledActions>
        {onAdd ? <Button onClick={onAdd}>{addLabel}</Button> : null}
        {onDelete ? (
          <Button variant="danger" onClick={askToDelete}>
            {deleteLabel}
          </Button>
        ) : null}
      </StyledActions>
      <DataTable
        caption={caption}
        hideCaption
        columns={mode === 'sms-users' ? smsUsersColumns : baseColumns}
        data={rows}
        getRowId={rowId}
        emptyText={emptyText}
        loading={loading}
        defaultSort={defaultSort}
        selectable={Boolean(onDelete)}
        selectedRowIds={chosen}
        onSelectedRowIdsChange={(ids) => {
          setSelected(ids);
          if (ids.length > 0) setError(undefined);
        }}
        rowSelectionLabel={rowLabel}
      />
      {onDelete ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          message={
            chosen.length === 1
              ? PROFILE_MESSAGES.writingNumberDeleteConfirm
              : PROFILE_MESSAGES.writingNumbersDeleteConfirm
          }
          onConfirm={() => {
            onDelete(chosen);
            setSelected([]);
          }}
        />
      ) : null}
    </StyledRoot>
  );
});
WritingNumberTable.displayName = 'WritingNumberTable';
