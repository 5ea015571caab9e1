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
