/** Texts of the dialog that the spec names without wording them. */
export const PROFILE_TEXT = {
  title: 'User Profile',
  userInformation: 'User Information',
  userDetails: 'User Details',
  account: 'Account',
  contact: 'Phones, Emails and Addresses',
  password: 'Password',
  writingNumbers: 'Agent Writing Numbers',
  noWritingNumbers: 'No agent writing numbers are on file for you. Your account administrator adds them.',
  fixErrors: 'Correct the marked fields to save your changes.',
  close: 'Close',
  cancel: 'Cancel',
  update: 'Update',
  updateAndClose: 'Update + Close',
} as const;
