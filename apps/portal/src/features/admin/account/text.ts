import { ACCOUNT_ADMIN_MESSAGES } from '@meridian/domain';

// The Account screen's words (issue 16). The spec names the fields only; these are designed.
export const ACCOUNT_TEXT = {
  title: 'Account',
  businessTitle: 'Business',
  nameLabel: 'Business name',
  ownerLabel: 'Account owner',
  ownerHint: 'An active user of this account. The owner cannot be deleted.',
  agents: (total: number, active: number) => `${total} users, ${active} active`,
  saveAccount: 'Save business details',
  accountSaved: ACCOUNT_ADMIN_MESSAGES.accountSaved,
  settingsTitle: 'Settings',
  flagsTitle: 'Feature flags',
  flagsHint: "Each flag applies to every user of the account (a user's own setting still wins for them).",
  saveSettings: 'Save settings',
  settingsSaved: ACCOUNT_ADMIN_MESSAGES.settingsSaved,
  logosTitle: 'Co-brand logos',
  logosHint:
    'PNG or JPEG, at most 512 KB. The large logo shows in the expanded sidebar, the small one when it is collapsed.',
  slots: {
    logo_2: 'Large logo',
    logo_1: 'Small logo',
    logo_3: 'Registration page logo',
  },
  fileLabel: (slot: string) => `${slot} file`,
  upload: 'Upload',
  remove: 'Remove',
  removeConfirm: (slot: string) => `Remove the ${slot.toLowerCase()}? The product's own name shows instead.`,
  noLogo: 'No logo',
  current: (slot: string) => `Current ${slot.toLowerCase()}`,
  logoSaved: ACCOUNT_ADMIN_MESSAGES.logoSaved,
  logoRemoved: ACCOUNT_ADMIN_MESSAGES.logoRemoved,
} as const;
