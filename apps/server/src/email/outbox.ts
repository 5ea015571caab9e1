import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema';
import { enqueueJob } from '../jobs';

export interface OutgoingEmail {
  accountId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/** The job queue that sends the outbox (src/email/dispatcher.ts). */
export const EMAIL_QUEUE = 'email';

/** Attempts at sending one email before its job fails. */
export const EMAIL_MAX_ATTEMPTS = 10;

/**
 * Queues an email in the same transaction as the change it reports: the outbox row keeps its content,
 * and a job of the email queue (keyed by the outbox id) sends it. Answers the outbox id.
 */
export async function enqueueEmail(db: Kysely<DB> | Transaction<DB>, email: OutgoingEmail): Promise<string> {
  const { email_id } = await db
    .insertInto('email_outbox')
    .values({
      account_id: email.accountId,
      to_address: email.to,
      subject: email.subject,
      body_text: email.text,
      body_html: email.html ?? null,
      kind: email.kind,
    })
    .returning('email_id')
    .executeTakeFirstOrThrow();
  const id = String(email_id);
  await enqueueJob(db, {
    queue: EMAIL_QUEUE,
    accountId: email.accountId,
    payload: { email_id: id },
    dedupeKey: id,
    maxAttempts: EMAIL_MAX_ATTEMPTS,
  });
  return id;
}
