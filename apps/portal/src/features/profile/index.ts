// The user's own profile (spec 02 §2.9): the User Profile dialog the frame opens from the user menu
// (lazily), and the Configurable Settings dialog opens over itself.
import { lazyComponent } from '../../shared/lazyComponent';

export type { UserProfileDialogProps } from './UserProfileDialog';

/** The User Profile dialog, loaded the first time the user menu opens it. */
export const LazyUserProfileDialog = lazyComponent(() =>
  import('./UserProfileDialog').then((m) => m.UserProfileDialog),
);
// The profile form ↔ wire mapping, for the admin users screen to reuse (spec 02 §2.9 admin mode).
export {
  contactDeletions,
  EMPTY_PASSWORDS,
  passwordErrors,
  profileErrors,
  profileFormOf,
  profilePayload,
  sameProfile,
  wantsPasswordChange,
  type PasswordForm,
  type ProfileForm,
} from './profileMapping';
// The phones, emails and addresses editors, the writing-number table with add and delete (sms-users
// mode), and the state licenses with add and expire, for administration's Edit User.
export { ContactSection } from './ContactSection';
export { UserIdentityFields, type UserIdentityValues } from './UserIdentityFields';
export { PASSWORD_HINT, PASSWORD_LABELS } from './PasswordFields';
export { StateLicensesSection } from './StateLicensesSection';
export { WritingNumbersSection } from './WritingNumbersSection';
