import type { AdminAuditEntity } from '@meridian/api';
import { Button, PageHeader, type DataTableColumn } from '@meridian/ui';
import type { ReactNode } from 'react';
import { AdminHistoryDialog } from '../AdminHistoryDialog';
import { AdminLayout } from '../AdminLayout';
import { RowActions } from '../RowActions';
import { AdminTable, type AdminTableProps } from './AdminTable';
import { ConfirmDelete } from './ConfirmDelete';
import { LookupSearch } from './LookupSearch';
import { ShowDetailButton } from './ShowDetailButton';
import { actionsColumn } from './actionsColumn';
import { StyledMasterDetail } from './styles';
import type { AdminList } from './useAdminList';
import type { RowDialogs } from './useRowDialogs';

/** How an admin list names its rows: the id (the table's row id, History's record), the name, the audit entity. */
export interface AdminRecord<T> {
  id(row: T): number;
  /** The row's name in its actions' labels ('Edit TV65') and History's title. */
  name(row: T): string;
  /** The admin audit's entity: the rows have a History. */
  entity?: AdminAuditEntity;
}

/** The delete confirmation's words and call; a refusal (the row in use) is told and the row kept. */
export interface AdminDeletion<T> {
  message(row: T): string;
  deleted(row: T): string;
  onDelete(row: T): Promise<unknown>;
}

/**
 * A row's actions, after the screen's columns: the pane's button (with `detail`), `before`, Edit
 * (with `edit`), `after`, History (when the record has an entity) and Delete (with `deletion`). A
 * row for which `readOnly` answers something shows that instead.
 */
export interface AdminRowActions<T> {
  edit?: boolean;
  deleteLabel?: string;
  before?(row: T): ReactNode;
  after?(row: T): ReactNode;
  readOnly?(row: T): ReactNode;
}

/** The pane of the chosen row's children (segments, tracking codes), beside or under the table. */
export interface AdminDetail<T> {
  /** The row's button that shows its details ('Segments'). */
  label: string;
  /** The pane, given the chosen row as last read (its name may have changed), or null. */
  pane(shown: T | null): ReactNode;
}

export interface AdminListPageProps<T extends object> extends Omit<AdminTableProps<T>, 'list' | 'getRowId'> {
  title: string;
  description?: string;
  /** Labels the search box. */
  searchLabel: string;
  list: AdminList<string>;
  dialogs: RowDialogs<T>;
  record: AdminRecord<T>;
  /** The Add button's words, and where it stands: the page header's actions or the search bar's end. */
  addLabel?: string;
  addIn?: 'header' | 'search';
  /** Opens the screen's own add dialog (the add/edit dialog of `dialogs` otherwise). */
  onAdd?(): void;
  deletion?: AdminDeletion<T>;
  rowActions?: AdminRowActions<T>;
  detail?: AdminDetail<T>;
  /** The add/edit dialog and the screen's own dialogs. */
  children?: ReactNode;
}

/**
 * One admin list screen: the title, the search bar, the server-paged table with each row's actions,
 * the Add button, the delete confirmation, each row's History and the pane of the chosen row's
 * children — configured per entity. The screen keeps only its columns, its add/edit dialog and its words.
 */
export function AdminListPage<T extends Record<string, unknown>>({
  title,
  description,
  searchLabel,
  list,
  dialogs,
  record,
  addLabel,
  addIn = 'header',
  onAdd = dialogs.open.add,
  deletion,
  rowActions,
  detail,
  children,
  columns,
  ...table
}: AdminListPageProps<T>) {
  const idOf = record.id;
  const chosen = dialogs.chosen;
  const shown = chosen ? (table.search.data?.result.find((row) => idOf(row) === idOf(chosen)) ?? chosen) : null;
  const actions = rowActions ?? (detail ? {} : undefined);
  const cell = (row: T) =>
    actions?.readOnly?.(row) ?? (
      <RowActions
        name={record.name(row)}
        before={
          <>
            {detail ? (
              <ShowDetailButton
                label={detail.label}
                name={record.name(row)}
                shown={shown !== null && idOf(shown) === idOf(row)}
                onShow={() => dialogs.open.detail(row)}
              />
            ) : null}
            {actions?.before?.(row)}
          </>
        }
        after={actions?.after?.(row)}
        onEdit={actions?.edit ? () => dialogs.open.edit(row) : undefined}
        onHistory={record.entity ? () => dialogs.open.history(row) : undefined}
        onDelete={deletion ? () => dialogs.open.delete(row) : undefined}
        deleteLabel={actions?.deleteLabel}
      />
    );
  const all: ReadonlyArray<DataTableColumn<T>> = actions ? [...columns, actionsColumn(cell)] : columns;
  const addButton = addLabel ? (
    <Button variant="primary" onClick={onAdd}>
      {addLabel}
    </Button>
  ) : undefined;
  const rows = <AdminTable list={list} getRowId={(row) => String(idOf(row))} columns={all} {...table} />;
  return (
    <AdminLayout>
      <PageHeader title={title} description={description} actions={addIn === 'header' ? addButton : undefined} />
      <LookupSearch
        label={searchLabel}
        title={title}
        value={list.draft}
        onChange={list.setDraft}
        onSearch={() => list.apply()}
      >
        {addIn === 'search' ? addButton : null}
      </LookupSearch>
      {detail ? (
        <StyledMasterDetail>
          <div>{rows}</div>
          {detail.pane(shown)}
        </StyledMasterDetail>
      ) : (
        rows
      )}
      {children}
      {deletion && dialogs.deleting ? (
        <ConfirmDelete
          message={deletion.message(dialogs.deleting)}
          deleted={deletion.deleted(dialogs.deleting)}
          onDelete={async () => {
            const row = dialogs.deleting as T;
            await deletion.onDelete(row);
            if (chosen && idOf(chosen) === idOf(row)) dialogs.close.detail();
          }}
          onClose={dialogs.close.delete}
        />
      ) : null}
      {record.entity && dialogs.history ? (
        <AdminHistoryDialog
          entity={record.entity}
          id={record.id(dialogs.history)}
          name={record.name(dialogs.history)}
          onClose={dialogs.close.history}
        />
      ) : null}
    </AdminLayout>
  );
}
