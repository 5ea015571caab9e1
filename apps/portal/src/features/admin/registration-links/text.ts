// The Registration Links screen's words (issue 16). The spec quotes none for it; these are designed
// (apps/portal/README.md, "Registration Links").
export const LINKS_TEXT = {
  title: 'Registration Links',
  description:
    'An invitation link lets a new agent register straight into this account with the role you choose: active at once, or after your approval.',
  buildTitle: 'Build a link',
  roleLabel: 'Role',
  rolePlaceholder: 'Choose a role',
  roleRequired: 'Choose the role new users get.',
  build: 'Build link',
  approvalLabel: 'Require approval',
  approvalHint: 'Registrations wait in Users → Pending registrations until an admin activates them.',
  approvalRequired: 'Required',
  approvalNone: 'Not required',
  builtTitle: (role: string) => `New link for ${role}`,
  linkLabel: 'Registration link',
  copy: 'Copy link',
  copied: 'Link copied to the clipboard.',
  copyFailed: 'The browser did not allow copying: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
  expires: (when: string) => `Expires ${when}.`,
  shownOnce: 'Copy it now: for safety the whole link is shown only once. You can build another at any time.',
  currentTitle: 'Current links',
  tableCaption: 'Current registration links',
  empty: 'No link is open. Links expire, or stop once revoked.',
  columns: {
    role: 'Role',
    approval: 'Approval',
    builtBy: 'Built by',
    built: 'Built',
    expires: 'Expires',
    actions: 'Actions',
  },
  revoke: 'Revoke',
  revokeLabel: (role: string, built: string) => `Revoke the ${role} link built ${built}`,
  revokeConfirm: (role: string) =>
    `Revoke this ${role} link? Anyone who has it will no longer be able to register with it.`,
  revoked: (role: string) => `The ${role} link is revoked.`,
} as const;
