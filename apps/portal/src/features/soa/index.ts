// What other features may use of the soa screens.
export { BULK_SOA_TEXT, BulkSoaDialog, type BulkSoaDialogProps } from './BulkSoaDialog';
