/** Where the set-up page lives; a failed provider call lands there with the provider's message. */
export const PHONE_DIALER_SETUP_PATH = '/integration/phone-dialer-setup';

/** What the set-up page receives in navigation state. */
export interface PhoneDialerSetupState {
  message: string;
  /** The path the call was placed from (the provider's connect flow returns there). */
  from: string;
}
