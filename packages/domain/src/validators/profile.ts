// The User Profile dialog, password change and agent writing numbers (spec 02 §5.4).
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { PRODUCT_TYPE_IDS } from '../constants/products';
import { centralDate } from '../internal/calendar';
import { asText, isBlank } from '../internal/text';
import { invalidDataMessage, requiredMessage } from '../messages/field';
import { CONTACT_EDITOR_MESSAGES } from '../messages/contact-editors';
import { PROFILE_MESSAGES as M } from '../messages/profile';
import {
  validateAddressEntry,
  validateEditorEmail,
  validateEditorPhone,
  type AddressEntryValues,
} from './contact-editors';

export interface UserProfileValues {
  fname?: string | null;
  lname?: string | null;
  role_id?: string | number | null;
  /** The login name of a new user. */
  login?: string | null;
  phones?: ReadonlyArray<{ phone?: string | null; phone_class?: string | null }>;
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

/** Validates the profile: names, role, a new user's login, and at least one complete phone, valid email and full address. */
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
  }
  return errors;
}

export interface PasswordChangeValues {
  current?: string | null;
  new_password?: string | null;
  confirm?: string | null;
}

/** New password criteria: 8 or more characters with a capital, a lowercase, a number and one of @ # $ !. */
export function meetsNewPasswordCriteria(value: string | null | undefined): boolean {
  const text = asText(value);
  return (
    text.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(text) &&
    /[a-z]/.test(text) &&
    /\d/.test(text) &&
    /[@#$!]/.test(text)
  );
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

/** The plan year is offered only for Medicare Advantage and Medicare Part D. */
export function isPlanYearOffered(product_type_id: number | string | null | undefined): boolean {
  const id = Number(product_type_id);
  return id === PRODUCT_TYPE_IDS.medicareAdvantage || id === PRODUCT_TYPE_IDS.partD;
}

/** Plan-year choices: the current year and the next (Central Time). */
export function planYearChoices(now: Date): number[] {
  const { year } = centralDate(now);
  return [year, year + 1];
}

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
