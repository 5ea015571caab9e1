import type { PhoneCallOutcome, PhoneDialerProvider, ProviderConnection } from './provider';

/** What the failing adapter answers: a provider account that is not connected. */
export const FAILING_PROVIDER_MESSAGE =
  'Your phone dialer account is not connected. Connect it to place calls through the phone dialer.';

/** A provider that refuses every call (PHONE_DIALER_PROVIDER=failing): for tests and set-up pages. */
export class FailingDialerProvider implements PhoneDialerProvider {
  readonly name = 'Meridian Dialer';

  constructor(readonly host: string) {}

  async connection(_user: unknown, returnTo: string): Promise<ProviderConnection> {
    const url = new URL(`https://${this.host}/connect`);
    url.searchParams.set('return_to', returnTo);
    return { authorized: false, authUrl: url.toString() };
  }

  async placeCall(): Promise<PhoneCallOutcome> {
    return { ok: false, message: FAILING_PROVIDER_MESSAGE };
  }
}
