import { PROFILE_MESSAGES } from '@meridian/domain';

// The admin Users screen's words (issue 16). The spec quotes only the refusal; the rest is designed.
export const ADMIN_TEXT = {
  navLabel: 'Administration',
  users: 'Users',
  usersTitle: 'Manage Users',
  searchLabel: 'Search name or username',
  roleLabel: 'Role',
  activeLabel: 'Status',
  activeAny: 'All',
  activeOnly: 'Active',
  inactiveOnly: 'Inactive',
  search: 'Search',
  tableCaption: 'Users',
  empty: 'No users match this search.',
  pendingTitle: 'Pending registrations',
  pendingCaption: 'Self-registrations awaiting activation',
  pendingEmpty: 'No self-registrations are waiting for activation.',
  activate: 'Activate',
  deactivate: 'Deactivate',
  deactivateConfirm: (name: string) => `Deactivate ${name}? They will no longer be able to sign in.`,
  activated: (name: string) => `${name} is active.`,
  deactivated: (name: string) => `${name} is inactive.`,
  ownFlagRefused: PROFILE_MESSAGES.roleChangeDenied,
  pages: 'User search pages',
} as const;
