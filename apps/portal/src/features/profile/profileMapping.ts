// The user profile's form ↔ wire mapping (the own-profile dialog now, the admin users screen next):
// built from the user as the server answers it, checked with the
// domain's profile and password rules, and turned back into the profile payload and the deletes
// that go before it (spec 02 §4.4: deleted phones, emails and addresses are removed first).
import type { UserContactKind, UserDetails, UserProfileUpdate } from '@meridian/api';
import {
  ensureAddressRow,
  entriesToSave,
  idsToDelete,
  validatePasswordChange,
  validateUserProfile,
  type ContactAddress,
  type ContactEmail,
  type ContactPhone,
  type UserGender,
  type UserProfileErrors,
} from '@meridian/domain';

export interface ProfileForm {
  fname: string;
  lname: string;
  gender: UserGender | '';
  company: string;
  npn: string;
  phones: ContactPhone[];
  emails: ContactEmail[];
  addresses: ContactAddress[];
}

export interface PasswordForm {
  current: string;
  new_password: string;
  confirm: string;
}

export const EMPTY_PASSWORDS: PasswordForm = { current: '', new_password: '', confirm: '' };

const text = (value: string | null | undefined) => value ?? '';

/** The editors' rows mark the default with `isSelected`; the wire says `is_default`. */
export function profileFormOf(user: UserDetails): ProfileForm {
  return {
    fname: user.fname,
    lname: user.lname,
    gender: user.gender ?? '',
    company: text(user.company),
    npn: text(user.npn),
    phones: user.phones.map((p) => ({
      phone_id: p.phone_id,
      phone: p.phone,
      phone_type: p.phone_type,
      phone_ext: text(p.phone_ext),
      isSelected: p.is_default,
    })),
    emails: user.emails.map((e) => ({
      email_id: e.email_id,
      email: e.email,
      email_type: e.email_type,
      isSelected: e.is_default,
    })),
    // The address list is never empty: a user without one gets an empty Home row to fill in.
    addresses: ensureAddressRow(
      user.addresses.map((a) => ({
        address_id: a.address_id,
        address_type_id: a.address_type_id,
        address1: text(a.address1),
        address2: text(a.address2),
        city: text(a.city),
        state_id: text(a.state_id),
        zip: text(a.zip),
        zip_4: text(a.zip_4),
        county: text(a.county),
        county_fips: text(a.county_fips),
        country_id: a.country_id,
        apo: a.apo,
        isSelected: a.is_default,
      })),
    ) as ContactAddress[],
  };
}

/** Whether anything was typed into the password fields (then the password is changed on Update). */
export function wantsPasswordChange(passwords: PasswordForm): boolean {
  return passwords.current !== '' || passwords.new_password !== '' || passwords.confirm !== '';
}

/** The profile's errors (names, phones, emails, addresses), keyed as the domain keys them. */
export function profileErrors(form: ProfileForm, roleId: number): UserProfileErrors {
  return validateUserProfile({ ...form, role_id: roleId }, { isNew: false });
}

/** The password errors, only once a password field has something in it (own profile: the current password is asked). */
export function passwordErrors(passwords: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  return wantsPasswordChange(passwords) ? validatePasswordChange(passwords, { askCurrent: true }) : {};
}

/** The form as compared for changes: ids, values and defaults of the rows, removal marks included. */
export function sameProfile(a: ProfileForm, b: ProfileForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The saved rows marked for removal, deleted one by one before the save. */
export function contactDeletions(form: ProfileForm): Array<{ kind: UserContactKind; id: number }> {
  return [
    ...idsToDelete('phone', form.phones).map((id) => ({ kind: 'phone' as const, id })),
    ...idsToDelete('email', form.emails).map((id) => ({ kind: 'email' as const, id })),
    ...idsToDelete('address', form.addresses).map((id) => ({ kind: 'address' as const, id })),
  ];
}

const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value);

/** The profile payload of `POST user/{id}`: the fields and every live row (saved rows by id, new rows without). */
export function profilePayload(form: ProfileForm): UserProfileUpdate {
  return {
    fname: form.fname.trim(),
    lname: form.lname.trim(),
    gender: form.gender,
    company: form.company.trim(),
    npn: form.npn.trim(),
    phones: entriesToSave('phone', form.phones).map((p) => ({
      ...(p.phone_id ? { phone_id: p.phone_id } : {}),
      phone: p.phone,
      phone_type: p.phone_type,
      phone_ext: blankToNull(p.phone_ext),
      is_default: p.isSelected === true,
    })),
    emails: entriesToSave('email', form.emails).map((e) => ({
      ...(e.email_id ? { email_id: e.email_id } : {}),
      email: e.email.trim(),
      email_type: e.email_type,
      is_default: e.isSelected === true,
    })),
    addresses: entriesToSave('address', form.addresses).map((a) => ({
      ...(a.address_id ? { address_id: a.address_id } : {}),
      address_type_id: a.address_type_id,
      address1: a.address1.trim(),
      address2: blankToNull(a.address2),
      city: a.city.trim(),
      state_id: a.state_id,
      zip: a.zip,
      zip_4: blankToNull(a.zip_4),
      county: blankToNull(a.county),
      county_fips: blankToNull(a.county_fips),
      ...(a.country_id !== undefined ? { country_id: a.country_id } : {}),
      ...(a.apo === '0' || a.apo === '1' ? { apo: a.apo } : {}),
      is_default: a.isSelected === true,
    })),
  };
}
