/** Texts of the dialog that the spec names without wording them. */
export const PROFILE_TEXT = {
  title: 'User Profile',
  userInformation: 'User Information',
  userDetails: 'User Details',
  account: 'Account',
  contact: 'Phones, Emails and Addresses',
  password: 'Password',
  writingNumbers: 'Agent Writing Numbers',
  noWritingNumbers: 'No agent writing numbers are on file for you.',
  fixErrors: 'Correct the marked fields to save your changes.',
  close: 'Close',
  cancel: 'Cancel',
  update: 'Update',
  updateAndClose: 'Update + Close',
} as const;

/** The Add Agent Writing Number dialog (spec 02 §2.10; its labels, not its messages, which are the domain's). */
export const WRITING_NUMBER_TEXT = {
  title: 'Add Agent Writing Number',
  carrier: 'Carrier',
  productType: 'Product Type',
  number: 'Agent Writing Number',
  planYear: 'Plan Year',
  active: 'Active',
  inactive: 'Inactive',
  choose: 'Select…',
  cancel: 'Cancel',
  add: 'Add',
} as const;

/**
 * The Calendar feed section (the private `.ics` link; the spec has none of this, see the portal's
 * README). The link is answered once, when it is made, so a reopened dialog cannot show it again.
 */
export const CALENDAR_FEED_TEXT = {
  title: 'Calendar feed',
  intro: 'A private link that shows your Meridian appointments in Google Calendar or Outlook.',
  create: 'Create link',
  linkLabel: 'Calendar feed link',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The browser did not allow copying: the link is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
  shownOnce: 'Anyone with this link can see your appointments. Copy it now: it is shown only once.',
  activeSince: (when: string) =>
    `Your link is active since ${when}. It is shown only when made: create a new link to see one (the current link stops working).`,
  replace: 'Create new link',
  revoke: 'Revoke link',
  revokeConfirm: 'Revoke your calendar feed link? Calendars subscribed to it stop showing your appointments.',
  replaceConfirm: 'Create a new link? The current link stops working in calendars subscribed to it.',
  revoked: 'Link revoked.',
  cancel: 'Cancel',
} as const;

/** The State Licenses section (the spec names the call, not the screen; docs/decisions/0003-state-licenses.md). */
export const STATE_LICENSE_TEXT = {
  title: 'State Licenses',
  intro: 'Quotes and enrollments use the licenses in force for the client’s state.',
  state: 'State',
  number: 'License Number',
  expires: 'Expiration Date',
  status: 'Status',
  action: 'Action',
  active: 'In force',
  expired: 'Expired',
  noEnd: 'None on file',
  add: 'Add License',
  expire: 'Expire',
  expireLabel: (state: string) => `Expire the ${state} license`,
  expireTitle: 'Expire State License',
  choose: 'Select…',
  addHeading: 'Add a state license',
} as const;
