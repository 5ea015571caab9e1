// The phone dialer (spec 01 §3, §4 Phone dialer).
//
// - ClickToCall: use it wherever a phone number is shown: `<ClickToCall phone={lead.phone} leadId={lead.lead_id} />`.
// - LazyCallRecordingDialog: the Call Recording settings the frame opens from the user menu.
// - dialerRoutes: the /integration/phone-dialer-setup page, loaded on first visit.
import { lazyComponent } from '../../shared/lazyComponent';

export type { CallRecordingDialogProps } from './CallRecordingDialog';
export { ClickToCall, type ClickToCallProps } from './ClickToCall';
export { PHONE_DIALER_SETUP_PATH, type PhoneDialerSetupState } from './data';
export { dialerRoutes } from './routes';

/** The Call Recording dialog, loaded the first time the user menu opens it. */
export const LazyCallRecordingDialog = lazyComponent(() => import('./screens').then((m) => m.CallRecordingDialog));
