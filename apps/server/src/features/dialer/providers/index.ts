import type { Kysely } from 'kysely';
import type { DB } from '../../../schema';
import { FailingDialerProvider } from './failing';
import { LocalDialerProvider } from './local';
import type { PhoneDialerProvider } from './provider';

export type PhoneDialerProviderName = 'local' | 'failing';

/** The adapter PHONE_DIALER_PROVIDER names (`local` by default). */
export function createDialerProvider(name: PhoneDialerProviderName, host: string, db: Kysely<DB>): PhoneDialerProvider {
  return name === 'failing' ? new FailingDialerProvider(host) : new LocalDialerProvider(db, host);
}

export type { PhoneDialerProvider } from './provider';
