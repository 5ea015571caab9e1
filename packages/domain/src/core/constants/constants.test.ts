import { describe, expect, it } from 'vitest';
import {
  DISPLAY_TIME_ZONE,
  hasPermission,
  IDLE_TIMEOUT_SECONDS,
  AGENT_ROLE_PERMISSIONS,
  PERMISSIONS,
  isPermission,
  PRODUCTION_ENVIRONMENT,
  VERSION_LABEL,
} from './app';
import { canSeeAllLeads } from '../../leads/visibility';
import * as limits from './limits';
import * as lookups from './lookups';
import * as products from '../../quotes/products';
import * as search from './search';
import * as timings from './timings';
import { findUsState, US_STATES, US_TERRITORIES } from '../../geo/states';

// Spec 01 §9 and spec 02 §9, value by value.
describe('business constants', () => {
  it.each([
    ['VERSION_LABEL', VERSION_LABEL, 'R2025Q3.4.1'],
    ['DISPLAY_TIME_ZONE', DISPLAY_TIME_ZONE, 'America/Chicago'],
    ['PRODUCTION_ENVIRONMENT', PRODUCTION_ENVIRONMENT, 'PROD'],
    ['IDLE_TIMEOUT_SECONDS', IDLE_TIMEOUT_SECONDS, 18000],
    ['USERNAME_MIN_LENGTH', limits.USERNAME_MIN_LENGTH, 6],
    ['USERNAME_MAX_LENGTH', limits.USERNAME_MAX_LENGTH, 15],
    ['PASSWORD_MIN_LENGTH', limits.PASSWORD_MIN_LENGTH, 8],
    ['GENERATED_PASSWORD_LENGTH', limits.GENERATED_PASSWORD_LENGTH, 12],
    ['ZIP_LENGTH', limits.ZIP_LENGTH, 5],
    ['PHONE_MAX_LENGTH', limits.PHONE_MAX_LENGTH, 14],
    ['PHONE_DIGITS', limits.PHONE_DIGITS, 10],
    ['PHONE_EXT_MAX_LENGTH', limits.PHONE_EXT_MAX_LENGTH, 20],
    ['COMPANY_MAX_LENGTH', limits.COMPANY_MAX_LENGTH, 50],
    ['SSN_DIGITS_MAX_LENGTH', limits.SSN_DIGITS_MAX_LENGTH, 10],
    ['SSN_MAX_LENGTH', limits.SSN_MAX_LENGTH, 11],
    ['DEFAULT_INPUT_MAX_LENGTH', limits.DEFAULT_INPUT_MAX_LENGTH, 200],
    ['QUICK_LINK_TITLE_MAX_LENGTH', limits.QUICK_LINK_TITLE_MAX_LENGTH, 100],
    ['QUICK_LINK_URL_MAX_LENGTH', limits.QUICK_LINK_URL_MAX_LENGTH, 200],
    ['NOTICE_TITLE_MAX_LENGTH', limits.NOTICE_TITLE_MAX_LENGTH, 46],
    ['NAME_MAX_LENGTH', limits.NAME_MAX_LENGTH, 25],
    ['PREFIX_MAX_LENGTH', limits.PREFIX_MAX_LENGTH, 6],
    ['INITIAL_MAX_LENGTH', limits.INITIAL_MAX_LENGTH, 1],
    ['CONTACT_NAME_MAX_LENGTH', limits.CONTACT_NAME_MAX_LENGTH, 50],
    ['TAG_MAX_LENGTH', limits.TAG_MAX_LENGTH, 20],
    ['MEDICAID_NUMBER_MAX_LENGTH', limits.MEDICAID_NUMBER_MAX_LENGTH, 20],
    ['MEDICARE_NUMBER_LENGTH', limits.MEDICARE_NUMBER_LENGTH, 11],
    ['MEDICARE_NUMBER_DISPLAY_MAX_LENGTH', limits.MEDICARE_NUMBER_DISPLAY_MAX_LENGTH, 13],
    ['HEIGHT_FEET_MAX', limits.HEIGHT_FEET_MAX, 8],
    ['HEIGHT_INCHES_MAX', limits.HEIGHT_INCHES_MAX, 12],
    ['WEIGHT_MAX_LBS', limits.WEIGHT_MAX_LBS, 999],
    ['DATE_INPUT_MAX_LENGTH', limits.DATE_INPUT_MAX_LENGTH, 10],
    ['DATE_MAX_YEARS_AGO', limits.DATE_MAX_YEARS_AGO, 130],
    ['PART_DATE_MAX_LENGTH', limits.PART_DATE_MAX_LENGTH, 7],
    ['PART_DATE_MIN_YEAR', limits.PART_DATE_MIN_YEAR, 1965],
    ['PART_DATE_MAX_YEARS_AHEAD', limits.PART_DATE_MAX_YEARS_AHEAD, 2],
    ['SOA_APPOINTMENT_MAX_YEARS_AHEAD', limits.SOA_APPOINTMENT_MAX_YEARS_AHEAD, 1],
    ['BULK_SOA_MAX_EMAILS', limits.BULK_SOA_MAX_EMAILS, 5000],
    ['SELF_SERVICE_LINK_ACTIVE_DAYS', limits.SELF_SERVICE_LINK_ACTIVE_DAYS, 60],
    ['SELF_SERVICE_FIRST_REMINDER_DAYS', limits.SELF_SERVICE_FIRST_REMINDER_DAYS, 7],
    ['SELF_SERVICE_SECOND_REMINDER_DAYS', limits.SELF_SERVICE_SECOND_REMINDER_DAYS, 3],
    ['NOTIFICATION_POLL_MS', timings.NOTIFICATION_POLL_MS, 120000],
    ['CLOCK_TICK_MS', timings.CLOCK_TICK_MS, 1000],
    ['ERROR_BANNER_MS', timings.ERROR_BANNER_MS, 30000],
    ['SUCCESS_BANNER_MS', timings.SUCCESS_BANNER_MS, 15000],
    ['QUICK_LINK_ERROR_MS', timings.QUICK_LINK_ERROR_MS, 5000],
    ['WRITING_NUMBER_DELETE_ERROR_MS', timings.WRITING_NUMBER_DELETE_ERROR_MS, 3000],
    ['WRITING_NUMBER_DIALOG_CLOSE_MS', timings.WRITING_NUMBER_DIALOG_CLOSE_MS, 2000],
    ['PASSWORD_FORM_RESET_MS', timings.PASSWORD_FORM_RESET_MS, 3000],
    ['PART_DATE_REFORMAT_DELAY_MS', timings.PART_DATE_REFORMAT_DELAY_MS, 1000],
    ['LEAD_LOADING_HOLD_MS', timings.LEAD_LOADING_HOLD_MS, 2000],
    ['DIALER_CALL_DELAY_MS', timings.DIALER_CALL_DELAY_MS, 3000],
    ['QUOTE_REDIRECT_DELAY_MS', timings.QUOTE_REDIRECT_DELAY_MS, 5000],
    ['PRINT_DELAY_MS', timings.PRINT_DELAY_MS, 300],
    ['TOOLTIP_SHOW_DELAY_MS', timings.TOOLTIP_SHOW_DELAY_MS, 800],
    ['SIDEBAR_COLLAPSE_WIDTH_PX', timings.SIDEBAR_COLLAPSE_WIDTH_PX, 980],
    ['DASHBOARD_SMALL_UI_WIDTH_PX', timings.DASHBOARD_SMALL_UI_WIDTH_PX, 665],
    ['PERMISSION_HISTORY_DIALOG_WIDTH', timings.PERMISSION_HISTORY_DIALOG_WIDTH, '70%'],
    ['QUICK_SEARCH_PAGE_NUMBER', search.QUICK_SEARCH_PAGE_NUMBER, 1],
    ['QUICK_SEARCH_PAGE_SIZE', search.QUICK_SEARCH_PAGE_SIZE, 200],
    ['SEARCH_FLAG_YES', search.SEARCH_FLAG_YES, '1'],
    ['SEARCH_FLAG_NO', search.SEARCH_FLAG_NO, '0'],
    ['OPEN_RANGE_END', search.OPEN_RANGE_END, '*'],
    ['NOTICE_FIRST_PAGE_NUMBER', search.NOTICE_FIRST_PAGE_NUMBER, 0],
    ['PAST_NOTICES_FIRST_PAGE_NUMBER', search.PAST_NOTICES_FIRST_PAGE_NUMBER, 1],
    ['DISMISSED_NOTICES_PAGE_SIZE', search.DISMISSED_NOTICES_PAGE_SIZE, 35],
    ['ENHANCED_SOA_TEMPLATE_TYPE_ID', lookups.ENHANCED_SOA_TEMPLATE_TYPE_ID, 5],
    ['ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID', lookups.ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID, 5],
    ['NEW_LEAD_TYPE_ID', lookups.NEW_LEAD_TYPE_ID, '1'],
    ['DEFAULT_ROLE_NAME', lookups.DEFAULT_ROLE_NAME, 'Agent'],
    ['SELF_SERVICE_USER_HIERARCHY_TYPE_ID', lookups.SELF_SERVICE_USER_HIERARCHY_TYPE_ID, '3'],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the spec timings, ids and lookups', () => {
    expect(timings.TOAST_DURATION_MS).toEqual({ alert: 30000, warning: 20000, success: 15000, announcement: 3000 });
    expect(search.TABLE_PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect(search.NOTICE_MODES).toEqual(['quickNotify', 'openNotify', 'pastNotify']);
    expect(products.PRODUCT_TYPE_IDS).toEqual({
      dental: 2,
      fex: 3,
      medical: 4,
      life: 5,
      ltc: 6,
      medicareAdvantage: 8,
      medsup: 9,
      other: 10,
      partD: 11,
      travel: 15,
      hospIndem: 17,
      health: 254,
      vision: 255,
    });
    expect(products.PRODUCT_CATEGORIES).toEqual({ MED_ADV: 8, MED_PARTD: 11, FEX: 3, MED_SUP: 9 });
    expect(products.EXTRA_BENEFIT_IDS).toEqual({
      dental: 31,
      vision: 33,
      hearing: 32,
      partBGiveback: 388,
      otc: 55,
      flexCard: 1542,
      fitness: 319,
      transportation: 36,
      meals: 375,
      chiropractic: 10,
      acupuncture: 37,
      bathroomSafety: 405,
      telehealth: 333,
      inHomeSupport: 328,
    });
    expect(products.LEAD_EXPORT_TYPES).toEqual({ account: 1, recentLead: 2, searchCriteria: 3, leadList: 4 });
    expect(products.QUOTE_ENROLLMENT_METHODS).toEqual(['EAPP', 'AICOE', 'PDF', 'F2F', 'VSIG']);
    expect(lookups.RELATIONSHIP_TYPES.map((r) => `${r.code} ${r.name}`)).toEqual([
      '1 Spouse',
      '2 Parent',
      '3 Child',
      '4 Sibling',
      '5 Grandparent',
      '6 Grandchild',
      '7 Referred',
      '8 Referred by',
    ]);
    expect(lookups.MARITAL_STATUSES.map((m) => `${m.code} ${m.name}`)).toEqual([
      'S Single',
      'M Married',
      'D Divorced',
      'W Widowed',
    ]);
    expect(lookups.GENDERS.map((g) => g.code)).toEqual(['M', 'F']);
    expect(lookups.CONTACT_RELATIONSHIPS).toEqual([
      'Sibling',
      'Parent',
      'Child',
      'Spouse',
      'Grandparent',
      'Grandchild',
      'Friend',
      'Other',
    ]);
    expect(lookups.PHONE_TYPES).toEqual(['Home', 'Fax', 'Work', 'Mobile', 'Other']);
    expect(lookups.LEAD_PHONE_TYPES).toEqual(['Home', 'Mobile', 'Work', 'Fax', 'Other']);
    expect(lookups.EMAIL_TYPES).toEqual(['Home', 'Other', 'Work']);
    expect(lookups.LEAD_EMAIL_TYPES).toEqual(['Home', 'Work', 'Other']);
    expect(lookups.ADDRESS_TYPES).toEqual(['Home', 'Billing', 'Business', 'Mailing', 'Other']);
    expect(lookups.SOA_CONTACT_METHODS).toEqual(['Web', 'Email', 'Phone', 'Text', 'Walk in']);
    expect(lookups.SOA_PROCESS_TYPES).toEqual(['SOA', 'Enhanced', 'SOAF2F']);
    expect(lookups.CONTACT_PERMISSION_TYPES).toEqual(['do_not_call', 'do_not_email', 'do_not_mail', 'do_not_text']);
    expect(lookups.DIAL_BEHAVIOR_TYPES).toEqual({ browserDefault: 1, provider: 2, askEachTime: 3 });
    expect(lookups.QUICK_LINK_HIERARCHY_TYPES).toEqual({ system: 1, account: 2, user: 3 });
    expect([1, 2, 3].map((id) => lookups.quickLinkHierarchyName(id as 1 | 2 | 3))).toEqual([
      'System',
      'Account',
      'User',
    ]);
    expect(lookups.SELF_SERVICE_OPTION_TYPES).toEqual({
      sendReminderEmails: 3,
      personalInformationUpdate: 4,
      enhancedSoaAcknowledged: 5,
      agentCalendarUrl: 6,
    });
    expect(lookups.APPOINTMENT_IMPORTANCE).toEqual({ important: 1, normal: 5 });
    expect(lookups.NOTICE_BANNER_TYPES).toEqual(['success', 'alert', 'warn', 'close', 'announcement']);
    expect(lookups.CONFIRM_DIALOG_TYPES).toEqual(['ok', 'pick-role', 'yes-confirm']);
    expect(lookups.MONTHS).toHaveLength(12);
    expect(lookups.MONTHS[0]).toBe('January');
    expect(lookups.MONTHS[11]).toBe('December');
    expect(lookups.RICH_TEXT_TOOLBAR).toEqual(
      expect.arrayContaining(['bold', 'italic', 'underline', 'strike', 'h1', 'h6']),
    );
    expect(lookups.RICH_TEXT_LINK_OPTION).toBe('link');
  });

  it('checks permissions', () => {
    expect(PERMISSIONS).toHaveLength(23);
    expect(PERMISSIONS).toEqual(
      expect.arrayContaining([
        'soa_send',
        'soa_report',
        'calendar_manage',
        'lead_export_sensitive',
        'reports_view',
        'lead_import',
      ]),
    );
    expect(AGENT_ROLE_PERMISSIONS).toEqual(['soa_send', 'calendar_manage', 'reports_view']);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(PERMISSIONS).toContain('lead_view_assigned');
    expect(hasPermission(['ui_admin'], 'ui_admin')).toBe(true);
    expect(hasPermission(new Set(['ui_admin']), 'ui_admin')).toBe(true);
    expect(hasPermission([], 'ui_admin')).toBe(false);
    expect(hasPermission(null, 'ui_admin')).toBe(false);
    expect(isPermission('plan_explorer')).toBe(true);
    expect(isPermission('root')).toBe(false);
    // @ts-expect-error a name outside the list does not typecheck
    expect(hasPermission(['ui_admn'], 'ui_admn')).toBe(true);
    expect(canSeeAllLeads(['lead_view_assigned'])).toBe(true);
    expect(canSeeAllLeads(new Set(['ui_admin']))).toBe(false);
    expect(canSeeAllLeads(undefined)).toBe(false);
  });
});

// Spec 01 §3: "A static list of all US states with name, abbreviation and a sample zip."
describe('US states', () => {
  it('lists the 50 states and DC, each once, with a 5-digit sample zip', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.filter((s) => s.kind === 'state')).toHaveLength(50);
    expect(US_STATES.find((s) => s.abbreviation === 'DC')).toEqual({
      name: 'District of Columbia',
      abbreviation: 'DC',
      sampleZip: '20001',
      kind: 'district',
    });
    const all = [...US_STATES, ...US_TERRITORIES];
    expect(new Set(all.map((s) => s.abbreviation)).size).toBe(all.length);
    expect(new Set(all.map((s) => s.name)).size).toBe(all.length);
    for (const s of all) {
      expect(s.abbreviation).toMatch(/^[A-Z]{2}$/);
      expect(s.sampleZip).toMatch(/^\d{5}$/);
    }
    expect(US_STATES.map((s) => s.name)).toEqual([...US_STATES.map((s) => s.name)].sort());
  });

  it('labels the territories as territories', () => {
    expect(US_TERRITORIES.map((t) => t.abbreviation)).toEqual(['AS', 'GU', 'MP', 'PR', 'VI']);
    expect(US_TERRITORIES.every((t) => t.kind === 'territory')).toBe(true);
  });

  it.each([
    { input: 'IL', expected: 'Illinois' },
    { input: ' il ', expected: 'Illinois' },
    { input: 'new york', expected: 'New York' },
    { input: 'PR', expected: 'Puerto Rico' },
    { input: 'XX', expected: undefined },
    { input: '', expected: undefined },
    { input: null, expected: undefined },
  ])('finds $input: $expected', ({ input, expected }) => {
    expect(findUsState(input)?.name).toBe(expected);
  });
});
