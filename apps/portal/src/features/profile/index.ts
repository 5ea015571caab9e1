// The user's own profile (spec 02 §2.9): the User Profile dialog the frame opens from the user menu
// (lazily), and the Configurable Settings dialog opens over itself.
export { PROFILE_TEXT, UserProfileDialog, type UserProfileDialogProps } from './UserProfileDialog';
