// Registration (spec 01 §5 Registration). Runs in the registration app and again on the server,
// which trusts no client: every value may be missing or of the wrong type.
import { findUsState } from '../geo/states';
import { COMPANY_MAX_LENGTH, DEFAULT_INPUT_MAX_LENGTH } from '../core/constants/limits';
import { PASSWORD_SYMBOLS, meetsPasswordStrength } from '../core/internal/password-strength';
import type { RegistrationField } from './types';
import { asText, charLength, isBlank } from '../core/internal/text';
import { invalidDataMessage, invalidLengthMessage, requiredMessage } from '../core/messages/field';
import { REGISTRATION_MESSAGES as M } from './messages';
import { isCompletePhone, isValidZip } from '../core/validators/contact-fields';
import { isValidEmail } from '../core/validators/email';
import { isValidLoginName } from '../user/validators';

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Whether the 'I don't have an NPN' box is ticked, however the body spells it. */
export function hasNoNpn(value: unknown): boolean {
  return value === true || ['true', 'on', '1'].includes(asText(value).trim().toLowerCase());
}

/** Registration password strength: 8 or more characters with an upper case, a lower case, a digit and one of ! @ # $ & *. */
export function isStrongRegistrationPassword(value: string | null | undefined): boolean {
  return meetsPasswordStrength(value, PASSWORD_SYMBOLS.registration);
}

const NAME_PATTERN = /^[\p{L}\p{M} -]+$/u;

function validateName(value: unknown, required: string, invalid: string, label: string): string | undefined {
  if (isBlank(value)) return required;
  const text = asText(value);
  if (charLength(text) > DEFAULT_INPUT_MAX_LENGTH) return invalidLengthMessage(label);
  return NAME_PATTERN.test(text) ? undefined : invalid;
}

function validateOptionalPhone(value: unknown, invalid: string): string | undefined {
  return isBlank(value) || isCompletePhone(asText(value)) ? undefined : invalid;
}

function validateText(
  value: unknown,
  label: string,
  { required = false, max = DEFAULT_INPUT_MAX_LENGTH } = {},
): string | undefined {
  if (isBlank(value)) return required ? requiredMessage(label) : undefined;
  return charLength(asText(value)) > max ? invalidLengthMessage(label) : undefined;
}

/**
 * Validates the registration form, keyed by the payload's field names. Returns only the fields in
 * error, each with the spec's message; an empty object means the registration may be submitted.
 */
export function validateRegistration(
  values: Readonly<Partial<Record<RegistrationField, unknown>>> | null | undefined,
): RegistrationErrors {
  const v = values ?? {};
  const errors: RegistrationErrors = {};
  const set = (field: RegistrationField, message: string | undefined) => {
    if (message) errors[field] = message;
  };

  const login = asText(v.login);
  set('login', login === '' ? M.loginRequired : isValidLoginName(login) ? undefined : M.loginInvalid);

  const password = asText(v.password);
  set(
    'password',
    password === '' ? M.passwordRequired : isStrongRegistrationPassword(password) ? undefined : M.passwordWeak,
  );

  const confirmPwd = asText(v.confirmPwd);
  set(
    'confirmPwd',
    confirmPwd === '' ? M.confirmPwdRequired : confirmPwd === password ? undefined : M.confirmPwdMismatch,
  );

  set('company', validateText(v.company, 'Business Name', { max: COMPANY_MAX_LENGTH }));
  set('fname', validateName(v.fname, M.fnameRequired, M.fnameInvalid, 'First Name'));
  set('lname', validateName(v.lname, M.lnameRequired, M.lnameInvalid, 'Last Name'));
  set('email', isBlank(v.email) ? M.emailRequired : isValidEmail(asText(v.email)) ? undefined : M.emailInvalid);
  set('address1', validateText(v.address1, 'Street Address 1', { required: true }));
  set('address2', validateText(v.address2, 'Street Address 2'));
  set('city', validateText(v.city, 'City', { required: true }));
  set(
    'state_id',
    isBlank(v.state_id)
      ? requiredMessage('State')
      : findUsState(asText(v.state_id))
        ? undefined
        : invalidDataMessage('State'),
  );
  set('zip', isBlank(v.zip) ? M.zipRequired : isValidZip(asText(v.zip)) ? undefined : M.zipInvalid);

  // At least one of business phone and mobile phone: with both empty, both are in error.
  const noPhone = isBlank(v.phone) && isBlank(v.mphone);
  set('phone', noPhone ? M.phoneInvalid : validateOptionalPhone(v.phone, M.phoneInvalid));
  set('mphone', noPhone ? M.mphoneInvalid : validateOptionalPhone(v.mphone, M.mphoneInvalid));
  set('fphone', validateOptionalPhone(v.fphone, M.fphoneInvalid));

  if (!hasNoNpn(v.hasNoNPN)) {
    const npn = asText(v.npn).trim();
    set('npn', /^\d/.test(npn) && charLength(npn) <= DEFAULT_INPUT_MAX_LENGTH ? undefined : M.npnInvalid);
  }
  set('website', validateText(v.website, 'Website'));
  return errors;
}
