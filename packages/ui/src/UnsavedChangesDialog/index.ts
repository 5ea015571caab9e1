export {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  type UnsavedChangesDialogProps,
  type UnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from './UnsavedChangesDialog';
