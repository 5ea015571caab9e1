// Administration of an account's users (spec 02 §2.9 add-user mode, §5.4, §6, §7.4, §8; issue 16):
// the new user's form and initial password, the delete refusals, and the set-password page's rule.
import { meetsPasswordStrength } from '../core/internal/password-strength';
import { asText, isBlank } from '../core/internal/text';
import type { AddressEntryValues } from '../contact-editors/validators';
import { GENERATED_PASSWORD_SYMBOLS } from './password';
import { PROFILE_MESSAGES } from './messages';
import { validateUserProfile, type UserProfileErrors } from './validators';

export const USERS_ADMIN_MESSAGES = {
  /** Spec 02 §2.9/§7.4: the bulk delete's confirmation. */
  deleteConfirm: PROFILE_MESSAGES.writingNumbersDeleteConfirm,
  /** The words below are designed: the spec names the refusals without wording them. */
  loginTaken: 'This username is already in use. Choose another.',
  initialPasswordWeak:
    'The initial password must have 8 or more characters with a capital, a lowercase, a number and a symbol.',
  deleteSelf: 'You cannot delete your own user.',
  deleteOwner: 'The account owner cannot be deleted.',
  deleteNoneSelected: 'Select at least one user to delete.',
  deleteStillReferenced: 'This user cannot be deleted: records of the account still refer to them.',
  inviteNoEmail: 'This user has no email address to send the invitation to.',
  setPasswordInvalidLink:
    'This link is not valid or has already been used. Ask your administrator for a new invitation.',
  setPasswordExpiredLink: 'This link has expired. Ask your administrator for a new invitation.',
} as const;

/** The fields of the Add User dialog (spec 02 §3.4 new-user payload, as the dialog asks them). */
export interface NewUserValues {
  fname?: string | null;
  lname?: string | null;
  role_id?: string | number | null;
  login?: string | null;
  password?: string | null;
  email?: string | null;
  phone?: string | null;
  /**
   * The addresses, optional: a row with nothing typed is left out; a row begun must be whole
   * (street, city, state, zip), as in the profile.
   */
  addresses?: ReadonlyArray<AddressEntryValues & { address_class?: string | null }>;
}

/** Whether an address row has anything typed in it (street, city, state or zip). */
export function isAddressBegun(row: (AddressEntryValues & { address2?: string | null }) | null | undefined): boolean {
  const r = row ?? {};
  return [r.address1, r.address2, r.city, r.state_id, r.zip].some((value) => !isBlank(value));
}

/** A new user's initial password: 8 or more characters with a capital, a lowercase, a number and one of @#$%^&*!. */
export function isValidInitialPassword(value: string | null | undefined): boolean {
  return meetsPasswordStrength(value, GENERATED_PASSWORD_SYMBOLS);
}

/**
 * Validates a new user: names, role, login name (6-15 letters or digits), one phone and one email
 * (spec 02 §5.4), each address begun whole, and the initial password. The Add User dialog and
 * `POST user` run the same rules.
 */
export function validateNewUser(values: NewUserValues | null | undefined): UserProfileErrors {
  const v = values ?? {};
  const errors = validateUserProfile(
    {
      fname: v.fname,
      lname: v.lname,
      role_id: v.role_id,
      login: v.login,
      phones: [{ phone: asText(v.phone), phone_type: 'Work' }],
      emails: [{ email: asText(v.email) }],
      // A row not begun is passed over as a removed one is, so the others keep their indexes.
      addresses: (v.addresses ?? []).map((row) => (isAddressBegun(row) ? row : { ...row, address_class: 'not begun' })),
    },
    { isNew: true },
  );
  const renamed: UserProfileErrors = {};
  for (const [key, message] of Object.entries(errors))
    renamed[key === 'phones.0' || key === 'phones' ? 'phone' : key === 'emails.0' || key === 'emails' ? 'email' : key] =
      message;
  if (!isValidInitialPassword(v.password)) renamed.password = USERS_ADMIN_MESSAGES.initialPasswordWeak;
  return renamed;
}

/** Why a user may not be deleted by this caller, or undefined. */
export function userDeletionRefusal(
  userId: number,
  { selfId, ownerId }: { selfId: number; ownerId: number | null | undefined },
): string | undefined {
  if (userId === selfId) return USERS_ADMIN_MESSAGES.deleteSelf;
  if (ownerId !== null && ownerId !== undefined && userId === ownerId) return USERS_ADMIN_MESSAGES.deleteOwner;
  return undefined;
}
