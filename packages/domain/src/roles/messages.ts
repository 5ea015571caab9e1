// Roles and registration links (spec 02 §6, §7.7). The spec quotes no message for these screens:
// the words are designed (apps/portal/README.md, "Roles" and "Registration Links").
export const ROLE_MESSAGES = {
  nameRequired: 'Enter a role name.',
  nameTooLong: 'A role name is at most 100 characters.',
  ownRoleRefused: 'You cannot disable or change the permissions of your own role.',
  unknownPermission: (name: string) => `Unknown permission: ${name}`,
  nameTaken: (name: string) => `A role named ${name} already exists.`,
} as const;

/** The longest role name (the `role.role_name` CHECK). */
export const ROLE_NAME_MAX_LENGTH = 100;
