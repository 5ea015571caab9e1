// The lead screens' own words (labels and states the spec does not quote); spec messages come from @meridian/domain.
export const LEAD_TEXT = {
  /** The lead page's print window (spec 01 §6 print delay; docs/decisions/0005-print.md). */
  print: 'Print',
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
  // Issue 29: one live link per lead, which the agent can revoke (not the spec's words).
  createClientLinkReplaces: 'Create New Link',
  revokeClientLink: 'Revoke Link',
  revokingClientLink: 'Revoking…',
  clientLinkRevoked: 'The link was revoked. It now tells the client it has expired.',
  clientLinkRevokeFailed: 'The link could not be revoked.',
  noLiveClientLink: 'No link is active.',
  clientLinkReplaceNote: 'A new link replaces this one: the link sent before stops working.',
} as const;

/** The lead's live link, as the panel describes it (its address is shown only when it is made). */
export const clientLinkLive = (link: { created: string; expires: string; by: string; used: string | null }) =>
  `Active link made ${link.created}${link.by ? ` by ${link.by}` : ''}, active until ${link.expires}.` +
  (link.used ? ` The client last saved changes on ${link.used}.` : ' The client has not saved changes yet.');

/** 'Active until {date}' under a new client link. */
export const clientLinkActiveUntil = (date: string) => `Active until ${date} (60 days).`;

/** The four channels as the lead page shows them, in the Lead Details order. */
export const PERMISSION_CHANNELS = [
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'text', label: 'Text' },
  { key: 'mail', label: 'Mail' },
] as const;
