// Texts of the Configurable Settings dialog that spec 02 §2.13 describes without wording them.
// Messages the spec words (success, the bulk SOA notice, the URL and acknowledgement rules) come
// from @meridian/domain.
export const SETTINGS_TEXT = {
  title: 'Configurable Settings',
  tabs: { selfService: 'Client Self-Service', communication: 'Communication Preferences', enhancedSoa: 'Enhanced SOA' },
  reminderQuestion: 'Send reminder emails to clients who have not finished their self-service request?',
  personalInfoQuestion: 'Allow clients to update their personal information through self-service?',
  yes: 'Yes',
  no: 'No',
  update: 'Update',
  cancel: 'Cancel',
  close: 'Close',
  notification: 'Notification',
  email: 'Email',
  text: 'Text',
  preferencesCaption: 'How you are told about each event',
  transactionalTexts:
    'Text messages are transactional: they tell you about your own clients, appointments and tasks, and are never used for marketing. Message frequency varies.',
  textingPhone: 'Texts go to',
  noTextingPhone: 'No mobile phone',
  openProfile: 'Change your phone numbers in your User Profile',
  acknowledgement:
    'I acknowledge that my clients book appointments through my scheduler and sign the Scope of Appointment there before we meet, and that I am responsible for the scheduler I link.',
  schedulerUrl: 'Scheduler URL',
  schedulerHint: 'The https address of your online calendar, e.g. https://calendly.com/your-name',
  testUrl: 'Test URL',
  testUrlHint: '(opens in a new tab)',
} as const;

/** The accessible name of a preference checkbox: 'Appointment reminders by email'. */
export const preferenceLabel = (description: string, channel: 'email' | 'text') => `${description} by ${channel}`;
