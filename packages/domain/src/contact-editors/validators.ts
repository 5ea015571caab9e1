// The shared address, email and phone editors (spec 01 §5 Shared contact editors): emails match
// the pattern (required in some modes), phones need all 14 formatted characters, zip exactly 5;
// address fields are required only in profile and add-user modes.
import { isBlank } from '../core/internal/text';
import { CONTACT_EDITOR_MESSAGES as M } from './messages';
import { isCompletePhone, isValidZip } from '../core/validators/contact-fields';
import { isValidEmail } from '../core/validators/email';

/** Where an editor is used. Address fields are required in 'profile' and 'add-user'. */
export type ContactEditorMode = 'profile' | 'add-user' | 'sms-users' | 'lead' | 'registration';

/** Whether the address fields of an editor in this mode are required. */
export function addressFieldsRequired(mode: ContactEditorMode): boolean {
  return mode === 'profile' || mode === 'add-user';
}

/** An email row: 'Please enter correct email' when it does not match the pattern, or is empty where required. */
export function validateEditorEmail(value: string | null | undefined, { required = false } = {}): string | undefined {
  if (isBlank(value)) return required ? M.emailInvalid : undefined;
  return isValidEmail(value) ? undefined : M.emailInvalid;
}

/** A phone row: 'Please enter correct phone number' unless complete. A row exists to hold a phone, so it is required unless said otherwise. */
export function validateEditorPhone(value: string | null | undefined, { required = true } = {}): string | undefined {
  if (isBlank(value)) return required ? M.phoneInvalid : undefined;
  return isCompletePhone(value) ? undefined : M.phoneInvalid;
}

/** A zip: 'Please enter correct zip' unless exactly 5 digits (or empty where not required). */
export function validateEditorZip(value: string | null | undefined, { required = false } = {}): string | undefined {
  if (isBlank(value)) return required ? M.zipInvalid : undefined;
  return isValidZip(value) ? undefined : M.zipInvalid;
}

export interface AddressEntryValues {
  address1?: string | null;
  city?: string | null;
  state_id?: string | null;
  zip?: string | null;
}

export type AddressEntryErrors = Partial<Record<'address1' | 'city' | 'state_id' | 'zip', string>>;

/** An address row: street, city and state required where the mode requires them; a zip, when given or required, exactly 5 digits. */
export function validateAddressEntry(
  address: AddressEntryValues | null | undefined,
  { required = false } = {},
): AddressEntryErrors {
  const a = address ?? {};
  const errors: AddressEntryErrors = {};
  if (required && isBlank(a.address1)) errors.address1 = M.addressRequired;
  if (required && isBlank(a.city)) errors.city = M.cityRequired;
  if (required && isBlank(a.state_id)) errors.state_id = M.stateRequired;
  const zip = validateEditorZip(a.zip, { required });
  if (zip) errors.zip = zip;
  return errors;
}
