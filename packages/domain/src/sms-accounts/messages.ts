import { formatPhone } from '../core/format/phone';
import { SMS_ACCOUNT_NAME_MAX_LENGTH } from './vocabulary';

/** What the SMS accounts screen and its calls say (not in the spec: docs/decisions/0002-sms-accounts.md). */
export const SMS_ACCOUNT_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name has an invalid length: at most ${SMS_ACCOUNT_NAME_MAX_LENGTH} characters.`,
  senderInvalid: 'Sender number has an invalid format: a 10-digit phone number.',
  providerInvalid: 'Provider contains invalid data.',
  scopeInvalid: 'Who may send contains invalid data.',
  usersRequired: 'Choose at least one user who may send, or let every user send.',
  senderTaken: 'Another SMS account of this account already sends from this number.',
  unknownUser: 'A chosen user is not a user of this account.',
  testNumberInvalid: 'Send to has an invalid format: a 10-digit phone number.',
  inactive: 'This SMS account is inactive: activate it to send from it.',
  testBody: (name: string) => `Meridian test text: the SMS account "${name}" can send.`,
  testSent: (to: string, from: string) => `Test text sent to ${formatPhone(to)} from ${formatPhone(from)}.`,
  /** canSendText's reason when no active SMS account lets the user send. */
  noSmsAccount: 'Texts are off: no active SMS account of your agency sends for you. Ask your administrator.',
} as const;
