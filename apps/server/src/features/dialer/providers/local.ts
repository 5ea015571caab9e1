import type { Kysely } from 'kysely';
import type { DB } from '../../../schema';
import { recordPhoneCall } from '../repository';
import type { PhoneCallOrder, PhoneCallOutcome, PhoneDialerProvider, ProviderConnection } from './provider';

/**
 * The default adapter: no outside service. It records the call request in `phone_call` and
 * answers as a provider that accepted it would.
 */
export class LocalDialerProvider implements PhoneDialerProvider {
  readonly name = 'Meridian Dialer';

  constructor(
    private readonly db: Kysely<DB>,
    readonly host: string,
  ) {}

  async connection(): Promise<ProviderConnection> {
    return { authorized: true, authUrl: null };
  }

  async placeCall(order: PhoneCallOrder): Promise<PhoneCallOutcome> {
    const phone_call_id = await recordPhoneCall(this.db, order, {
      provider: 'local',
      status: 'requested',
      message: 'Call requested',
    });
    return {
      ok: true,
      providerCallId: String(phone_call_id),
      message: 'Call requested. Your phone will ring first, then the client.',
    };
  }
}
