/**
 * The phone-dialer provider behind `PhoneDialerProvider/phoneCall` (spec 01 §4 Phone dialer):
 * a call-recording service that rings the agent and then the client. Adapters implement this;
 * the server picks one with PHONE_DIALER_PROVIDER.
 */
export interface PhoneCallOrder {
  account_id: number;
  user_id: number;
  lead_id: number | null;
  /** 10 digits. */
  callee_phone_number: string;
}

export type PhoneCallOutcome = { ok: true; providerCallId: string; message: string } | { ok: false; message: string };

export interface ProviderConnection {
  /** Whether the user's provider account is connected. */
  authorized: boolean;
  /** Where the user connects it (null when connected). */
  authUrl: string | null;
}

export interface PhoneDialerProvider {
  /** Shown to users and recorded with each call. */
  readonly name: string;
  /** The provider's web host (quick links to it hide unless the dialer is on). */
  readonly host: string;
  connection(user: { account_id: number; user_id: number }, returnTo: string): Promise<ProviderConnection>;
  placeCall(order: PhoneCallOrder): Promise<PhoneCallOutcome>;
}
