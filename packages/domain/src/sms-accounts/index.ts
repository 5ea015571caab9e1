// SMS accounts (spec 02 §6; issue 29): sender numbers, their provider, and who may send.
export { SMS_ACCOUNT_MESSAGES } from './messages';
export { maySendFrom, validateSmsAccount, type SmsAccountValues } from './validators';
export {
  SMS_ACCOUNT_NAME_MAX_LENGTH,
  SMS_PROVIDER_IDS,
  SMS_PROVIDERS,
  SMS_SENDER_SCOPE_IDS,
  SMS_SENDER_SCOPES,
  type SmsProvider,
  type SmsSenderScope,
} from './vocabulary';
