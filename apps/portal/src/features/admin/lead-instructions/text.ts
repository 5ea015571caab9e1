import { ACCOUNT_ADMIN_MESSAGES } from '@meridian/domain';

// The Lead Instructions screen's words (issue 16). The spec names the entity only; these are designed.
export const LEAD_INSTRUCTIONS_TEXT = {
  title: 'Lead Instructions',
  intro: 'Agents see the active instructions, in this order, on every lead (Lead Details and the lead page).',
  searchLabel: 'Search instructions',
  search: 'Search',
  add: 'Add instruction',
  edit: 'Edit',
  caption: 'Lead instructions',
  empty: 'No lead instructions match this search.',
  pages: 'Lead instruction pages',
  addTitle: 'Add Lead Instruction',
  editTitle: 'Edit Lead Instruction',
  textLabel: 'Instruction',
  textHint: 'Plain text, up to 1000 characters.',
  orderLabel: 'Order',
  orderHint: 'Lower numbers show first.',
  activeLabel: 'Active',
  activeHint: 'Inactive instructions are kept but not shown to agents.',
  cancel: 'Cancel',
  save: 'Save',
  added: ACCOUNT_ADMIN_MESSAGES.instructionAdded,
  saved: ACCOUNT_ADMIN_MESSAGES.instructionSaved,
} as const;
