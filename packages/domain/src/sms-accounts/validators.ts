import { isCompletePhone } from '../core/validators/contact-fields';
import { SMS_ACCOUNT_MESSAGES as M } from './messages';
import {
  SMS_ACCOUNT_NAME_MAX_LENGTH,
  SMS_PROVIDER_IDS,
  SMS_SENDER_SCOPE_IDS,
  type SmsProvider,
  type SmsSenderScope,
} from './vocabulary';

export interface SmsAccountValues {
  sms_account_name: string;
  sender_number: string;
  provider: string;
  sender_scope: string;
  user_ids: readonly number[];
}

/** The field errors of an SMS account as entered (empty when it can be saved); client and server run it. */
export function validateSmsAccount(values: SmsAccountValues): Partial<Record<keyof SmsAccountValues, string>> {
  const errors: Partial<Record<keyof SmsAccountValues, string>> = {};
  const name = values.sms_account_name.trim();
  if (name === '') errors.sms_account_name = M.nameRequired;
  else if (name.length > SMS_ACCOUNT_NAME_MAX_LENGTH) errors.sms_account_name = M.nameTooLong;
  if (!isCompletePhone(values.sender_number)) errors.sender_number = M.senderInvalid;
  if (!SMS_PROVIDER_IDS.includes(values.provider as SmsProvider)) errors.provider = M.providerInvalid;
  if (!SMS_SENDER_SCOPE_IDS.includes(values.sender_scope as SmsSenderScope)) errors.sender_scope = M.scopeInvalid;
  else if (values.sender_scope === 'users' && values.user_ids.length === 0) errors.user_ids = M.usersRequired;
  return errors;
}

/** Whether a user may send from an SMS account: active, and every user or one of those chosen. */
export function maySendFrom(
  account: { active: '0' | '1'; sender_scope: SmsSenderScope; user_ids: readonly number[] },
  userId: number,
): boolean {
  return account.active === '1' && (account.sender_scope === 'all' || account.user_ids.includes(userId));
}
