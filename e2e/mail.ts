import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSmtpSink } from '../apps/server/test/smtp-sink';
import { launchBrowser } from './browser';
import { startServer, type StartedServer } from './global-setup';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** What a file that follows emails gets: its own server wired to an SMTP sink, and a browser. */
export interface MailedServer {
  readonly baseUrl: string;
  readonly browser: Browser;
  readonly server: StartedServer;
  readonly sink: Sink;
}

/**
 * Starts, for the file that calls it, a server of its own whose outgoing email reaches an SMTP sink
 * (so an email travels the real way: the outbox, the dispatcher, SMTP) and a browser; both stop after
 * the file. The returned object's fields are set once `beforeAll` has run.
 */
export function useMailedServer(env: NodeJS.ProcessEnv = {}): MailedServer {
  const state = {} as { baseUrl: string; browser: Browser; server: StartedServer; sink: Sink };
  beforeAll(async () => {
    state.sink = await startSmtpSink();
    state.server = await startServer({ SMTP_URL: state.sink.url, ...env });
    state.baseUrl = state.server.url;
    state.browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await state.browser?.close();
    await state.server?.stop();
    await state.sink?.close();
  });
  return state;
}

/** A message's body with quoted-printable soft breaks and escapes decoded. */
function decoded(data: string): string {
  return data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The decoded text of the newest email to `to` the sink received, waiting up to 20 s for one. */
export async function emailTo(sink: Sink, to: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(
      () => {
        const mail = [...sink.messages].reverse().find((m) => m.to.some((t) => t.includes(to)));
        text = mail ? decoded(mail.data) : undefined;
        return text;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeTruthy();
  return text!;
}

/** The first match of `link` in the newest email to `to` (waiting for an email that has one). */
export async function linkInEmailTo(sink: Sink, to: string, link: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const mail = [...sink.messages].reverse().find((m) => m.to.some((t) => t.includes(to)));
        found = mail ? link.exec(decoded(mail.data))?.[0] : undefined;
        return found;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBeTruthy();
  return found!;
}
