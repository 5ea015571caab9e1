// Lead Instructions, Product Filters and Account administration (issue 16; spec 02 §3.12, §7.7).
// The spec quotes none of these messages: they are designed (apps/portal/README.md says so).

export const ACCOUNT_ADMIN_MESSAGES = {
  instructionRequired: 'Enter the instruction text.',
  instructionTooLong: 'An instruction can be at most 1000 characters.',
  instructionSaved: 'Lead instruction saved.',
  instructionAdded: 'Lead instruction added.',
  planRequired: 'Choose at least one plan.',
  planAlreadyFiltered: 'This plan is already in the product filter.',
  filterAdded: (count: number) =>
    count === 1 ? 'Plan added to the product filter.' : `${count} plans added to the product filter.`,
  filterDeleted: 'Plan removed from the product filter.',
  filterDeleteConfirm: (plan: string) => `Remove ${plan} from the product filter? Agents will no longer quote it.`,
  accountNameRequired: 'Enter the business name.',
  accountNameTooLong: 'The business name can be at most 100 characters.',
  ownerInvalid: 'The owner must be an active user of this account.',
  accountSaved: 'Account updated.',
  settingsSaved: 'Settings updated.',
  logoEmpty: 'Choose an image file.',
  logoWrongType: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: 'The logo must be at most 512 KB.',
  logoTooManyPixels: 'The logo must be at most 2000 × 2000 pixels.',
  logoUnreadable: 'The logo could not be read as an image. Save it again as a PNG or JPEG and upload it.',
  logoSaved: 'Logo uploaded.',
  logoRemoved: 'Logo removed.',
} as const;
