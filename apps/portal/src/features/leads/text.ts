// The lead screens' own words (labels and states the spec does not quote); spec messages come from @meridian/domain.
export const LEAD_TEXT = {
  leadDetails: 'Lead Details',
  age: 'Age',
  phone: 'Phone',
  email: 'Email',
  address: 'Address',
  agent: 'Agent',
  disposition: 'Latest Disposition',
  none: '—',
  loading: 'Loading lead…',
  notFoundTitle: 'Lead not found',
  notFoundText: 'This lead does not exist, or you do not have access to it.',
  backToSearch: 'Back to lead search',
  loadFailed: 'The lead could not be loaded.',
  contactPermissions: 'Contact Permissions',
  tags: 'Tags',
  noTags: 'No tags.',
  leadInstructions: 'Lead Instructions',
  noInstructions: 'No lead instructions.',
  notes: 'Notes',
  noNotes: 'No notes yet.',
  addNote: 'Add Note',
  note: 'Note',
  noteSaved: 'Note added.',
  clientPage: 'Client Self-Service',
  clientPageText:
    'Send your client a link to review and correct their name, birthdate, phones, emails and addresses. Their changes show in Lead Details until you next update the lead.',
  createClientLink: 'Create Link',
  creatingClientLink: 'Creating…',
  clientLink: 'Client link',
  copyClientLink: 'Copy Link',
  clientLinkCopied: 'Link copied.',
  clientLinkFailed: 'The link could not be created.',
} as const;

/** 'Active until {date}' under a new client link. */
export const clientLinkActiveUntil = (date: string) => `Active until ${date} (60 days).`;

/** The four channels as the lead page shows them, in the Lead Details order. */
export const PERMISSION_CHANNELS = [
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'text', label: 'Text' },
  { key: 'mail', label: 'Mail' },
] as const;
