import type { ServerFeature } from './feature';
import { accountFeature } from './features/account';
import { adminAuditFeature } from './features/admin-audit';
import { authFeature } from './features/auth';
import { calendarFeature } from './features/calendar';
import { configurableSettingsFeature } from './features/configurable-settings';
import { contentFeature } from './features/content';
import { conversationLogFeature } from './features/conversation-log';
import { dialerFeature } from './features/dialer';
import { dispositionsFeature } from './features/dispositions';
import { exportsFeature } from './features/lead-exports';
import { featureFlagsFeature } from './features/feature-flags';
import { geoFeature } from './features/geo';
import { leadCoverageFeature } from './features/lead-coverage';
import { leadImportFeature } from './features/lead-import';
import { leadInstructionsFeature } from './features/lead-instructions';
import { leadsFeature } from './features/leads';
import { noticesFeature } from './features/notices';
import { originationFeature } from './features/origination';
import { productFiltersFeature } from './features/product-filters';
import { profileFeature } from './features/profile';
import { quickLinksFeature } from './features/quick-links';
import { registrationFeature } from './features/registration';
import { reportsFeature } from './features/reports';
import { rolesFeature } from './features/roles';
import { selfServiceFeature } from './features/self-service';
import { settingsFeature } from './features/settings';
import { smsAccountsFeature } from './features/sms-accounts';
import { soaFeature } from './features/soa';
import { ssoFeature } from './features/sso';
import { usersFeature } from './features/user';

/**
 * Every server feature, registered by app.ts in this order: each one's setup, then the public
 * routes, then the authenticated routes. The demo data seeds in this order too, so a feature whose
 * seed reads another's rows comes after it (leads before origination, calendar and SOA).
 */
export const SERVER_FEATURES: readonly ServerFeature[] = [
  authFeature,
  usersFeature,
  accountFeature,
  rolesFeature,
  registrationFeature,
  quickLinksFeature,
  leadsFeature,
  originationFeature,
  noticesFeature,
  dialerFeature,
  ssoFeature,
  featureFlagsFeature,
  profileFeature,
  configurableSettingsFeature,
  calendarFeature,
  soaFeature,
  reportsFeature,
  smsAccountsFeature,
  selfServiceFeature,
  dispositionsFeature,
  leadCoverageFeature,
  conversationLogFeature,
  exportsFeature,
  settingsFeature,
  geoFeature,
  adminAuditFeature,
  leadInstructionsFeature,
  productFiltersFeature,
  contentFeature,
  leadImportFeature,
];
