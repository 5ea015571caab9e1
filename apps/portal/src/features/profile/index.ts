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
// The writing-number table with add and delete, for administration's Edit User (sms-users mode).
export { WritingNumbersSection } from './WritingNumbersSection';
