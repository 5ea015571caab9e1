import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';

export interface OutgoingEmail {
  accountId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/** Queues an email in the same transaction as the change it reports. */
export async function enqueueEmail(db: Kysely<DB> | Transaction<DB>, email: OutgoingEmail): Promise<void> {
  await db
    .insertInto('email_outbox')
    .values({
      account_id: email.accountId,
      to_address: email.to,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html ?? null,
      kind: email.kind,
    })
    .execute();
}
