// User profile, password change and agent writing numbers (spec 02 §2.9-2.11, §5.4, §6, §8).

export const PROFILE_MESSAGES = {
  changesNotice: 'Changes have been made. Click "Update" to save them',
  fnameRequired: 'Please enter first name',
  lnameRequired: 'Please enter last name',
  loginInvalid: 'Username must be 6-15 letters or numbers',
  newPasswordWeak: 'New password does not meet the required criteria.',
  confirmPasswordMismatch: 'New Password and Confirm Password must be match.',
  currentPasswordIncorrect: 'The current password entered is incorrect',
  roleChangeDenied: 'User doesnt have permission to change the role',
  updated: 'Your profile has been updated.',
  writingNumberDuplicate: 'Agent Writing Number is already present for carrier with this product type',
  writingNumberAdded: 'Agent writing number has been added successfully',
  writingNumberDeleteConfirm: 'Are you sure you want to delete this Agent Writing Number record?',
  writingNumbersDeleteConfirm: 'Are you sure you want to delete these records?',
  writingNumberDeleteNoneSelected: 'You have to select atleast one carrier to delete',
  /** A second Mobile phone (the editor offers Mobile once; the spec words no message). */
  oneMobile: 'Only one Mobile phone may exist.',
} as const;

/** 'New User has been created for account {account_id}.' */
export function newUserCreatedMessage(account_id: number | string): string {
  return `New User has been created for account ${account_id}.`;
}
