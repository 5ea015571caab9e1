// The phone dialer (spec 01 §3, §4 Phone dialer).
//
// - ClickToCall: use it wherever a phone number is shown: `<ClickToCall phone={lead.phone} leadId={lead.lead_id} />`.
// - CallRecordingDialog: the Call Recording settings the frame opens from the user menu (lazily).
// - PhoneDialerSetupPage: the /integration/phone-dialer-setup route (lazily).
export { CallRecordingDialog, type CallRecordingDialogProps } from './CallRecordingDialog';
export { ClickToCall, type ClickToCallProps } from './ClickToCall';
export { PHONE_DIALER_SETUP_PATH, type PhoneDialerSetupState } from './data';
export { PhoneDialerSetupPage } from './PhoneDialerSetupPage';
