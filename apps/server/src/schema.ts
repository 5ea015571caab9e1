import type { TableColumns } from './db/columns';
import { platformColumns, type PlatformTables } from './db/platform.table';
import { adminAuditColumns, type AdminAuditTables } from './features/admin-audit/admin-audit.table';
import { accountsColumns, type AccountsTables } from './features/account/account.table';
import { authColumns, type AuthTables } from './features/auth/auth.table';
import {
  configurableSettingsColumns,
  type ConfigurableSettingsTables,
} from './features/configurable-settings/configurable-settings.table';
import { contentColumns, type ContentTables } from './features/content/content.table';
import { dialerColumns, type DialerTables } from './features/dialer/dialer.table';
import { featureFlagsColumns, type FeatureFlagsTables } from './features/feature-flags/feature-flags.table';
import { geoColumns, type GeoTables } from './features/geo/geo.table';
import { leadsColumns, type LeadsTables } from './features/leads/leads.table';
import { noticesColumns, type NoticesTables } from './features/notices/notices.table';
import { originationColumns, type OriginationTables } from './features/origination/origination.table';
import { productFiltersColumns, type ProductFiltersTables } from './features/product-filters/product-filters.table';
import { profileColumns, type ProfileTables } from './features/profile/profile.table';
import { quickLinksColumns, type QuickLinksTables } from './features/quick-links/quick-links.table';
import { registrationColumns, type RegistrationTables } from './features/registration/registration.table';
import { rolesColumns, type RolesTables } from './features/roles/roles.table';
import { selfServiceColumns, type SelfServiceTables } from './features/self-service/self-service.table';
import { soaColumns, type SoaTables } from './features/soa/soa.table';
import { calendarColumns, type CalendarTables } from './features/calendar/calendar.table';
import { exportsColumns, type ExportsTables } from './features/lead-exports/lead-exports.table';
import { reportsColumns, type ReportsTables } from './features/reports/reports.table';
import { leadImportColumns, type LeadImportTables } from './features/lead-import/lead-import.table';
import { usersColumns, type UsersTables } from './features/user/user.table';
import { smsAccountsColumns, type SmsAccountsTables } from './features/sms-accounts/sms-accounts.table';

/**
 * The database for Kysely: every feature's tables (`features/<feature>/<feature>.table.ts`, typed with
 * the domain vocabularies) plus the platform's. A migration that adds or changes a table changes its
 * feature's table type and column description; test/table-types.test.ts compares them with the database.
 */
export interface DB
  extends
    PlatformTables,
    AccountsTables,
    RolesTables,
    UsersTables,
    AuthTables,
    RegistrationTables,
    LeadsTables,
    NoticesTables,
    QuickLinksTables,
    DialerTables,
    FeatureFlagsTables,
    ConfigurableSettingsTables,
    ProfileTables,
    GeoTables,
    OriginationTables,
    SelfServiceTables,
    AdminAuditTables,
    ProductFiltersTables,
    ContentTables,
    SoaTables,
    CalendarTables,
    ExportsTables,
    ReportsTables,
    LeadImportTables,
    SmsAccountsTables {}

/** Every table's columns and their nullability at run time, held to `DB` by the compiler. */
export const DB_COLUMNS: TableColumns<DB> = {
  ...platformColumns,
  ...accountsColumns,
  ...rolesColumns,
  ...usersColumns,
  ...authColumns,
  ...registrationColumns,
  ...leadsColumns,
  ...noticesColumns,
  ...quickLinksColumns,
  ...dialerColumns,
  ...featureFlagsColumns,
  ...configurableSettingsColumns,
  ...profileColumns,
  ...geoColumns,
  ...originationColumns,
  ...selfServiceColumns,
  ...adminAuditColumns,
  ...productFiltersColumns,
  ...contentColumns,
  ...soaColumns,
  ...calendarColumns,
  ...exportsColumns,
  ...reportsColumns,
  ...leadImportColumns,
  ...smsAccountsColumns,
};

export type * from './db/platform.table';
export type * from './features/account/account.table';
export type * from './features/sms-accounts/sms-accounts.table';
export type * from './features/admin-audit/admin-audit.table';
export type * from './features/auth/auth.table';
export type * from './features/configurable-settings/configurable-settings.table';
export type * from './features/content/content.table';
export type * from './features/dialer/dialer.table';
export type * from './features/feature-flags/feature-flags.table';
export type * from './features/geo/geo.table';
export type * from './features/leads/leads.table';
export type * from './features/notices/notices.table';
export type * from './features/origination/origination.table';
export type * from './features/product-filters/product-filters.table';
export type * from './features/profile/profile.table';
export type * from './features/quick-links/quick-links.table';
export type * from './features/registration/registration.table';
export type * from './features/roles/roles.table';
export type * from './features/user/user.table';
export type * from './features/self-service/self-service.table';
export type * from './features/soa/soa.table';
export type * from './features/calendar/calendar.table';
export type * from './features/lead-exports/lead-exports.table';
export type * from './features/reports/reports.table';
export type * from './features/lead-import/lead-import.table';
