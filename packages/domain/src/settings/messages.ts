// Configurable settings and single sign-on (spec 02 §2.8, §2.13, §8).

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated.',
  communicationPreferencesUpdated: 'Communication Preferences successfully updated.',
  /** Spec 02 §4.6 states the rule ('The acknowledgement must be checked to use Enhanced SOA') without a message; its sentence is the message. */
  enhancedSoaAcknowledgementRequired: 'The acknowledgement must be checked to use Enhanced SOA.',
  singleSignOnTitle: 'Single Sign-On',
  cmsCheckTitle: 'CMS Check',
} as const;
