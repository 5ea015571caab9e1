// The parts the Lead Sources, Campaigns and Partners screens share: the add/edit dialog, the search
// bar, the table state, the pane styles and the words.
export { LookupEditDialog, type LookupEditDialogProps, type LookupValues } from './LookupEditDialog';
export { LookupSearch } from './LookupSearch';
export { StyledMasterDetail, StyledMuted, StyledPane, StyledPaneBar } from './styles';
export { LOOKUP_TEXT } from './text';
export { useLookupTable } from './useLookupTable';
