// The admin list-page pattern: one screen (AdminListPage) made of the list's state and search body,
// the search bar, the paged table, the row dialogs' state, the delete confirmation and History; and
// the add/edit dialog of a lookup row, the pane styles and the lookup words. Each admin screen
// configures these and keeps only its columns, its dialogs and its words.
export { AdminFormDialog, type AdminFormDialogProps } from './AdminFormDialog';
export { AdminListPage, type AdminDeletion, type AdminListPageProps, type AdminRecord } from './AdminListPage';
export { AdminTable, type AdminSearchRead, type AdminTableProps } from './AdminTable';
export { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete';
export { LookupEditDialog, type LookupEditDialogProps, type LookupValues } from './LookupEditDialog';
export { LookupSearch as AdminSearchBar } from './LookupSearch';
export { ShowDetailButton } from './ShowDetailButton';
export { actionsColumn } from './actionsColumn';
export { StyledMasterDetail, StyledMuted, StyledPane, StyledPaneBar } from './styles';
export { LOOKUP_TEXT } from './text';
export { ADMIN_PAGE_SIZE, adminSearchBody, useAdminList, type AdminList, type AdminSearchBodyOf } from './useAdminList';
export { useRowDialogs, type RowDialogs } from './useRowDialogs';
