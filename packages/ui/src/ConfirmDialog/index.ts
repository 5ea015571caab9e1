export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogRole,
  type ConfirmDialogType,
  type CountiesOfState,
} from './ConfirmDialog';
