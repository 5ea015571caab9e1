import type { Kysely } from 'kysely';
import type { SmsProvider } from '@meridian/domain';
import type { DB } from '../../schema';
import { tenant } from '../../db/tenant';

/** A text to send from an SMS account's sender number. */
export interface SmsOrder {
  account_id: number;
  sms_account_id: number;
  /** 10 digits each. */
  from_number: string;
  to_number: string;
  body: string;
  sent_by: number | null;
}

export type SmsOutcome = { ok: true; providerMessageId: string } | { ok: false; message: string };

/** A text-message provider: adapters implement it; each SMS account names its provider. */
export interface SmsProviderAdapter {
  readonly id: SmsProvider;
  send(order: SmsOrder): Promise<SmsOutcome>;
}

/**
 * The default adapter (`local`), as the dialer's: no outside service. It records each text in the
 * outbox table `sms_message` and answers as a provider that accepted it would.
 */
export class LocalSmsProvider implements SmsProviderAdapter {
  readonly id = 'local' as const;

  constructor(private readonly db: Kysely<DB>) {}

  async send(order: SmsOrder): Promise<SmsOutcome> {
    const row = await tenant(this.db, { account_id: order.account_id })
      .insertInto('sms_message', {
        sms_account_id: order.sms_account_id,
        to_number: order.to_number,
        body: order.body,
        provider: this.id,
        sent_by: order.sent_by,
      })
      .returning('sms_message_id')
      .executeTakeFirstOrThrow();
    return { ok: true, providerMessageId: String(row.sms_message_id) };
  }
}

/** The adapter of each provider the server knows (the domain's SMS_PROVIDERS). */
export function smsProviders(db: Kysely<DB>): Record<SmsProvider, SmsProviderAdapter> {
  return { local: new LocalSmsProvider(db) };
}
