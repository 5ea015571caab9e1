// The User Profile dialog, password change and agent writing numbers (spec 02 §5.4).
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../core/constants/limits';
import { PASSWORD_SYMBOLS, meetsPasswordStrength } from '../core/internal/password-strength';
import { MOBILE_PHONE_TYPE } from '../core/constants/lookups';
import { findUsState } from '../geo/states';
import { centralDate } from '../core/internal/calendar';
import { asText, isBlank } from '../core/internal/text';
import { invalidDataMessage, invalidLengthMessage, requiredMessage } from '../core/messages/field';
import { charLength } from '../core/internal/text';
import { CONTACT_EDITOR_MESSAGES } from '../contact-editors/messages';
import { PROFILE_MESSAGES as M } from './messages';
import {
  validateAddressEntry,
  validateEditorEmail,
  validateEditorPhone,
  type AddressEntryValues,
} from '../contact-editors/validators';

export interface UserProfileValues {
  fname?: string | null;
  lname?: string | null;
  role_id?: string | number | null;
  /** The login name of a new user. */
  login?: string | null;
  phones?: ReadonlyArray<{ phone?: string | null; phone_type?: string | null; phone_class?: string | null }>;
  emails?: ReadonlyArray<{ email?: string | null; email_class?: string | null }>;
  addresses?: ReadonlyArray<AddressEntryValues & { address_class?: string | null }>;
}

export interface UserProfileContext {
  /** A new user (add-user mode): the login name is asked. */
  isNew: boolean;
}

/** Errors keyed by field; rows as `phones.0`, `emails.0`, `addresses.0.city`; `phones` / `emails` when a list has no live row. */
export type UserProfileErrors = Record<string, string>;

/** Whether a login name is 6-15 letters or digits. */
export function isValidLoginName(value: string | null | undefined): boolean {
  return new RegExp(`^[A-Za-z0-9]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`).test(asText(value));
}

const live = <T extends object>(rows: ReadonlyArray<T> | undefined, classKey: keyof T) =>
  (rows ?? []).map((row, index) => ({ row, index })).filter(({ row }) => isBlank(row[classKey]));

/**
 * Validates the profile: names, role, a new user's login, at least one complete phone, valid email
 * and full address, at most one Mobile phone, and states that are US states or territories. The
 * dialog and the server (`POST user/{id}`) run the same rules.
 */
export function validateUserProfile(
  values: UserProfileValues | null | undefined,
  context: UserProfileContext,
): UserProfileErrors {
  const v = values ?? {};
  const errors: UserProfileErrors = {};
  const set = (field: string, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  set('fname', isBlank(v.fname) ? M.fnameRequired : undefined);
  set('lname', isBlank(v.lname) ? M.lnameRequired : undefined);
  set('role_id', isBlank(v.role_id) ? requiredMessage('Role') : undefined);
  if (context.isNew) set('login', isValidLoginName(asText(v.login)) ? undefined : M.loginInvalid);

  const phones = live(v.phones, 'phone_class');
  if (phones.length === 0) set('phones', CONTACT_EDITOR_MESSAGES.phoneInvalid);
  for (const { row, index } of phones)
    set(`phones.${index}`, validateEditorPhone(asText(row.phone), { required: true }));

  const emails = live(v.emails, 'email_class');
  if (emails.length === 0) set('emails', CONTACT_EDITOR_MESSAGES.emailInvalid);
  for (const { row, index } of emails)
    set(`emails.${index}`, validateEditorEmail(asText(row.email), { required: true }));

  for (const { row, index } of live(v.addresses, 'address_class')) {
    for (const [field, message] of Object.entries(validateAddressEntry(row, { required: true })))
      set(`addresses.${index}.${field}`, message);
    const state = `addresses.${index}.state_id`;
    if (!errors[state] && !isBlank(row.state_id) && !findUsState(asText(row.state_id)))
      set(state, CONTACT_EDITOR_MESSAGES.stateRequired);
  }
  if (phones.filter(({ row }) => row.phone_type === MOBILE_PHONE_TYPE).length > 1) set('phones', M.oneMobile);
  return errors;
}

export interface PasswordChangeValues {
  current?: string | null;
  new_password?: string | null;
  confirm?: string | null;
}

/** New password criteria: 8 or more characters with a capital, a lowercase, a number and one of @ # $ !. */
export function meetsNewPasswordCriteria(value: string | null | undefined): boolean {
  return meetsPasswordStrength(value, PASSWORD_SYMBOLS.passwordChange);
}

/** Validates a password change; the current password is not asked when an admin edits another user. */
export function validatePasswordChange(
  values: PasswordChangeValues | null | undefined,
  { askCurrent }: { askCurrent: boolean },
): Partial<Record<keyof PasswordChangeValues, string>> {
  const v = values ?? {};
  const errors: Partial<Record<keyof PasswordChangeValues, string>> = {};
  if (askCurrent && asText(v.current) === '') errors.current = requiredMessage('Current Password');
  if (!meetsNewPasswordCriteria(v.new_password)) errors.new_password = M.newPasswordWeak;
  if (asText(v.confirm) !== asText(v.new_password)) errors.confirm = M.confirmPasswordMismatch;
  return errors;
}

/**
 * PRODUCT_TYPE_IDS.medicareAdvantage and .partD (spec 02 §9), written out so this module does not
 * import the quotes' product list: the portal's lazy profile chunk would otherwise share that module
 * with the first load, and the bundler would split both into extra first-load chunks (the test holds
 * these equal to PRODUCT_TYPE_IDS).
 */
export const PLAN_YEAR_PRODUCT_TYPE_IDS: readonly number[] = [8, 11];

/** The plan year is offered only for Medicare Advantage and Medicare Part D. */
export function isPlanYearOffered(product_type_id: number | string | null | undefined): boolean {
  return PLAN_YEAR_PRODUCT_TYPE_IDS.includes(Number(product_type_id));
}

/** Plan-year choices: the current year and the next (Central Time). */
export function planYearChoices(now: Date): number[] {
  const { year } = centralDate(now);
  return [year, year + 1];
}

/** The longest agent writing number (the spec words no limit; the database keeps 50). */
export const WRITING_NUMBER_MAX_LENGTH = 50;

export interface WritingNumberValues {
  carrier_id?: string | number | null;
  product_type_id?: string | number | null;
  agent_writing_number?: string | null;
  certification_year?: string | number | null;
}

/** Carrier, product type and writing number are required; where offered, the plan year is required and one of the choices. */
export function validateWritingNumber(
  values: WritingNumberValues | null | undefined,
  now: Date,
): Partial<Record<keyof WritingNumberValues, string>> {
  const v = values ?? {};
  const errors: Partial<Record<keyof WritingNumberValues, string>> = {};
  if (isBlank(v.carrier_id)) errors.carrier_id = requiredMessage('Carrier');
  if (isBlank(v.product_type_id)) errors.product_type_id = requiredMessage('Product Type');
  if (isBlank(v.agent_writing_number)) errors.agent_writing_number = requiredMessage('Agent Writing Number');
  else if (charLength(asText(v.agent_writing_number).trim()) > WRITING_NUMBER_MAX_LENGTH)
    errors.agent_writing_number = invalidLengthMessage('Agent Writing Number');
  if (isPlanYearOffered(v.product_type_id)) {
    if (isBlank(v.certification_year)) errors.certification_year = requiredMessage('Plan Year');
    else if (!planYearChoices(now).includes(Number(v.certification_year)))
      errors.certification_year = invalidDataMessage('Plan Year');
  }
  return errors;
}

/** Deleting writing numbers needs at least one selection. */
export function validateWritingNumberDeletion(selected: ReadonlyArray<unknown> | null | undefined): string | undefined {
  return selected && selected.length > 0 ? undefined : M.writingNumberDeleteNoneSelected;
}
