import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from '../../packages/domain/src/index';

// Issue 30, "written once, really": every name @meridian/domain exports is used outside the domain
// package — by the api, the ui, an app, the server or a browser test — or is listed below as public
// API for other teams. A name the portal or the server rewrote instead of importing shows up here.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUTSIDE = [
  'packages/api/src',
  'packages/ui/src',
  'apps/portal/src',
  'apps/registration/src',
  'apps/server',
  'e2e',
];

/**
 * Public API for other teams though nothing here imports it yet: the vocabularies, validators and
 * formatters a team building on the domain package is expected to use (README, "Public API").
 */
const PUBLIC_FOR_OTHER_TEAMS = new Set([
  'COMPLIANCE_LABELS',
  'CONFIRM_DIALOG_TYPES',
  'CONTACT_PERMISSION_LABELS',
  'CONVERSATION_LOG_KINDS',
  'EXTRA_BENEFIT_IDS',
  'NOTICE_BANNER_TYPES',
  'NOTICE_MODES',
  'PERMISSION_GROUPS',
  'PRODUCT_CATEGORIES',
  'QUOTE_ENROLLMENT_METHODS',
  'RELATIONSHIP_TYPES',
  'SOA_PRODUCT_TYPES',
  'formatNoticePostedDate',
  'isDialerHostLink',
  'isDispositionId',
  'isFormProductLine',
  'isIsoDay',
  'isPatternComplete',
  'isStrongRegistrationPassword',
  'isValidHttpsUrl',
  'isValidInitialPassword',
  'isValidLoginName',
  'isValidZip',
  'isWritingNumberCurrent',
  'normalizeImportHeader',
  'normalizeQuickLinkUrl',
  'validateEditorZip',
  'validateEnhancedSoaUrl',
  'validateOriginationText',
]);

/**
 * Exported but used only inside the domain package (or by its tests) as of issue 30: limits, delays
 * and helpers that the other layers either do not need or wrote again. Each is to be imported where
 * its rule applies, or made internal with a major changeset; the list only shrinks (a name used
 * outside, or no longer exported, must leave it).
 */
const NOT_YET_USED_OUTSIDE = new Set([
  'ALL_DAY_REMINDER_HOUR',
  'APPOINTMENT_REMINDER_MINUTES',
  'COBRAND_LOGO_MAX_PIXELS',
  'DATE_MAX_YEARS_AGO',
  'DEFAULT_INPUT_MAX_LENGTH',
  'GENERATED_PASSWORD_LENGTH',
  'GENERATED_PASSWORD_SYMBOLS',
  'HEIGHT_FEET_MAX',
  'HEIGHT_INCHES_MAX',
  'LEAD_IMPORT_ADDRESS_LENGTHS',
  'LEAD_LOADING_HOLD_MS',
  'MEDICARE_NUMBER_DISPLAY_MAX_LENGTH',
  'MEDICARE_NUMBER_LENGTH',
  'NOTICE_FIRST_PAGE_NUMBER',
  'NOTICE_TEXT_MAX_LENGTH',
  'NOTICE_TITLE_MAX_LENGTH',
  'OPEN_RANGE_END',
  'PART_DATE_MAX_LENGTH',
  'PART_DATE_MAX_YEARS_AHEAD',
  'PART_DATE_MIN_YEAR',
  'PART_DATE_REFORMAT_DELAY_MS',
  'PASSWORD_MIN_LENGTH',
  'PAST_NOTICES_FIRST_PAGE_NUMBER',
  'QUICK_LINK_TITLE_MAX_LENGTH',
  'QUICK_LINK_URL_MAX_LENGTH',
  'QUOTE_DEEP_ROUTES',
  'REMOVED_ENTRY_CLASS',
  'REPORT_CHART_MAX_WEEKS',
  'RETENTION_PERIOD_TOKENS',
  'RICH_TEXT_LINK_OPTION',
  'RICH_TEXT_TOOLBAR',
  'SELF_SERVICE_FIRST_REMINDER_DAYS',
  'SELF_SERVICE_SECOND_REMINDER_DAYS',
  'SELF_SERVICE_USER_HIERARCHY_TYPE_ID',
  'SOA_APPOINTMENT_MAX_YEARS_AHEAD',
  'SSN_DIGITS_MAX_LENGTH',
  'SSN_MAX_LENGTH',
  'SUPPORT_CONTACT_WORDS',
  'USERNAME_MIN_LENGTH',
  'VOICE_SIGNATURE_PLACEHOLDERS',
  'VOICE_SIGNATURE_TEXT',
  'WEIGHT_MAX_LBS',
  'auditValueText',
  'defaultAppointmentEndTime',
  'earliestAppointmentAfterSoa',
  'emptyHomeAddress',
  'groupByPlanYear',
  'groupSoaDisclaimers',
  'invalidFormatMessage',
  'logoDimensions',
  'noticeTextHasContent',
  'permissionHistoryStatus',
  'registrationFailureMessage',
  'soaEmailGreeting',
  'soaEmailSignature',
  'soaPlanYearHeading',
  'soaWaitingPeriodNote',
  'splitBulkSoaLeadIds',
]);

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (['node_modules', 'dist', 'coverage', 'structure'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(at, out);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) out.push(at);
  }
  return out;
}

const outside = OUTSIDE.flatMap((dir) => sources(dir)).map((file) => readFileSync(path.join(root, file), 'utf8'));
const usedOutside = (name: string) => {
  const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
  return outside.some((text) => word.test(text));
};
const exported = Object.keys(domain).sort();

describe('given the names @meridian/domain exports', () => {
  it('when each is looked for outside the package then it is used there or listed as public API', () => {
    const unlisted = exported.filter(
      (name) => !usedOutside(name) && !PUBLIC_FOR_OTHER_TEAMS.has(name) && !NOT_YET_USED_OUTSIDE.has(name),
    );
    expect(unlisted).toEqual([]);
  });

  it('when a listed name is used outside or no longer exported then it leaves the list', () => {
    const stale = [...PUBLIC_FOR_OTHER_TEAMS, ...NOT_YET_USED_OUTSIDE].filter(
      (name) => !exported.includes(name) || usedOutside(name),
    );
    expect(stale).toEqual([]);
  });
});
