import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../schema';
import { withoutTenantGuard } from '../db/tenant-guard';
import { createJobRunner, type JobHandler, type JobRunnerLog } from '../jobs';
import { EMAIL_QUEUE } from './outbox';

export interface EmailHandlerOptions {
  smtpUrl: string;
  from: string;
  log?: JobRunnerLog;
}

/** What the email handler answers (kept as the job's result). */
export interface EmailJobResult {
  sent: boolean;
}

/**
 * The email queue's handler: sends one outbox row through SMTP and marks it sent. An email already
 * marked sent (its job run again) is not sent twice. Answers the handler and a function that closes
 * the SMTP transport.
 */
export function emailJobHandler(
  db: Kysely<DB>,
  options: EmailHandlerOptions,
): { handler: JobHandler<{ email_id: string }>; close(): void } {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const handler: JobHandler<{ email_id: string }> = ({ payload }): Promise<EmailJobResult> =>
    // Platform emails (registration) belong to no account yet; the outbox id is the key.
    withoutTenantGuard('the email queue sends outbox rows of every account', async () => {
      const row = await db
        .selectFrom('email_outbox')
        .selectAll()
        .where('email_id', '=', String(payload.email_id))
        .executeTakeFirst();
      if (!row || row.sent_at) return { sent: false };
      try {
        await transport.sendMail({
          from: options.from,
          to: row.to_address,
          subject: row.subject,
          text: row.body_text,
          html: row.body_html ?? undefined,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db
          .updateTable('email_outbox')
          .set({ attempts: sql`attempts + 1`, last_error: message.slice(0, 500) })
          .where('email_id', '=', row.email_id)
          .execute();
        throw error;
      }
      await db
        .updateTable('email_outbox')
        .set({ sent_at: sql`now()`, attempts: sql`attempts + 1`, last_error: null })
        .where('email_id', '=', row.email_id)
        .execute();
      return { sent: true };
    });
  return { handler, close: () => transport.close() };
}

export interface DispatcherOptions extends EmailHandlerOptions {
  intervalMs?: number;
  batchSize?: number;
}

/**
 * A runner of the email queue alone, for a process that only sends mail (and the tests). The app runs
 * the email queue on its one job runner (src/app.ts). It first polls after `intervalMs`.
 */
export function startEmailDispatcher(
  db: Kysely<DB>,
  options: DispatcherOptions,
): { stop(): Promise<void>; runOnce(): Promise<number> } {
  const email = emailJobHandler(db, options);
  let sent = 0;
  const counting: JobHandler<{ email_id: string }> = async (context) => {
    const result = (await email.handler(context)) as EmailJobResult;
    if (result.sent) sent += 1;
    return result;
  };
  const runner = createJobRunner(db, {
    handlers: { [EMAIL_QUEUE]: counting },
    concurrency: options.batchSize ?? 20,
    pollMs: options.intervalMs ?? 5_000,
    ...(options.log ? { log: options.log } : {}),
  });
  const startLater = setTimeout(() => runner.start(), options.intervalMs ?? 5_000);
  startLater.unref();
  return {
    /** Sends every due email; answers how many were sent. */
    runOnce: async () => {
      const before = sent;
      while ((await runner.runOnce()) > 0);
      return sent - before;
    },
    stop: async () => {
      clearTimeout(startLater);
      await runner.stop();
      email.close();
    },
  };
}
