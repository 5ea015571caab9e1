// SMS accounts (spec 02 §6: the administrators "manage … SMS accounts"; the screen is not shown in the
// spec, docs/decisions/0002-sms-accounts.md). An SMS account is a sender number at a text-message provider;
// it says which of the account's users may send from it. Texts to a user (the Communication
// Preferences' text channel) go out only through an active SMS account they may send from.

/**
 * The providers the server has an adapter for. `local` is the default, as the dialer's: it sends
 * nothing outside, and records each text in the server's outbox table (`sms_message`).
 */
export const SMS_PROVIDERS = [{ id: 'local', label: 'Meridian outbox (no outside provider)' }] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number]['id'];
export const SMS_PROVIDER_IDS = SMS_PROVIDERS.map((p) => p.id) as SmsProvider[];

/** Who may send from an SMS account: every user of the account, or the users chosen. */
export const SMS_SENDER_SCOPES = [
  { id: 'all', label: 'Every user of the account' },
  { id: 'users', label: 'Only the users chosen' },
] as const;
export type SmsSenderScope = (typeof SMS_SENDER_SCOPES)[number]['id'];
export const SMS_SENDER_SCOPE_IDS = SMS_SENDER_SCOPES.map((s) => s.id) as SmsSenderScope[];

export const SMS_ACCOUNT_NAME_MAX_LENGTH = 60;
