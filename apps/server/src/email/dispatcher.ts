import { sql, type Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../db/schema';
import { withoutTenantGuard } from '../db/tenant-guard';

export interface DispatcherOptions {
  smtpUrl: string;
  from: string;
  intervalMs?: number;
  batchSize?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Sends queued emails through SMTP. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several
 * server processes can run it side by side without sending twice. Returns a stop function.
 */
export function startEmailDispatcher(
  db: Kysely<DB>,
  options: DispatcherOptions,
): { stop(): Promise<void>; runOnce(): Promise<number> } {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const batchSize = options.batchSize ?? 20;
  let running: Promise<number> | undefined;

  async function runOnce(): Promise<number> {
    // The outbox is drained for every account at once.
    return withoutTenantGuard('the email dispatcher serves every account', () =>
      db.transaction().execute(async (trx) => {
        const rows = await trx
          .selectFrom('email_outbox')
          .selectAll()
          .where('sent_at', 'is', null)
          .where('attempts', '<', 10)
          .orderBy('created_at')
          .limit(batchSize)
          .forUpdate()
          .skipLocked()
          .execute();
        let sent = 0;
        for (const row of rows) {
          try {
            await transport.sendMail({
              from: options.from,
              to: row.to_address,
              subject: row.subject,
              text: row.body_text,
              html: row.body_html ?? undefined,
            });
            await trx
              .updateTable('email_outbox')
              .set({ sent_at: sql`now()`, attempts: sql`attempts + 1`, last_error: null })
              .where('email_id', '=', row.email_id)
              .execute();
            sent += 1;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            options.log?.warn({ email_id: row.email_id, error: message }, 'email not sent');
            await trx
              .updateTable('email_outbox')
              .set({ attempts: sql`attempts + 1`, last_error: message.slice(0, 500) })
              .where('email_id', '=', row.email_id)
              .execute();
          }
        }
        return sent;
      }),
    );
  }

  const timer = setInterval(() => {
    running ??= runOnce()
      .catch((error: unknown) => {
        options.log?.warn({ error: error instanceof Error ? error.message : String(error) }, 'email dispatch failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs ?? 5_000);
  timer.unref();

  return {
    runOnce,
    stop: async () => {
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
