// The feature's screens as one lazily loaded chunk, out of the first load (routes.tsx and
// index.ts load them from here).
export { CallRecordingDialog } from './CallRecordingDialog';
export { PhoneDialerSetupPage } from './PhoneDialerSetupPage';
