// Configurable settings and single sign-on (spec 02 §2.8, §2.13, §8).

export const SETTINGS_MESSAGES = {
  updated: 'Settings updated.',
  communicationPreferencesUpdated: 'Communication Preferences successfully updated.',
  singleSignOnTitle: 'Single Sign-On',
  cmsCheckTitle: 'CMS Check',
} as const;
