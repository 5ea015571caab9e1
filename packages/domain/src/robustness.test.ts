import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as d from './index';

// Issue 4, "Bad input": validators and formatters take any string (empty, whitespace, unicode, 10 000
// characters, null-ish values at the type boundary) and never throw.
const now = new Date('2026-11-21T18:00:00Z');
const HOSTILE: Array<string | null | undefined> = [
  '',
  '   ',
  '\t\n',
  '\u0000',
  'é',
  'ß',
  '😀',
  '\u202e',
  '١٢٣',
  '-',
  '/',
  '((((',
  'x'.repeat(10_000),
  '9'.repeat(10_000),
  '1/'.repeat(5_000),
  'a.'.repeat(5_000),
  null,
  undefined,
];

type Text = string | null | undefined;
const CALLS: Record<string, (s: Text) => unknown> = {
  formatPhone: (s) => d.formatPhone(s),
  stripPhone: (s) => d.stripPhone(s),
  formatSsn: (s) => d.formatSsn(s),
  maskSsn: (s) => d.maskSsn(s),
  formatDateInput: (s) => d.formatDateInput(s),
  toSearchDate: (s) => d.toSearchDate(s),
  fromSearchDate: (s) => d.fromSearchDate(s),
  formatPartDateInput: (s) => d.formatPartDateInput(s),
  normalizePartDate: (s) => d.normalizePartDate(s),
  partDateToWire: (s) => d.partDateToWire(s),
  partDateFromWire: (s) => d.partDateFromWire(s),
  feetInchesToInches: (s) => d.feetInchesToInches(s, s),
  inchesToFeetInches: (s) => d.inchesToFeetInches(s),
  clampHeightFeet: (s) => d.clampHeightFeet(s),
  clampHeightInches: (s) => d.clampHeightInches(s),
  clampWeight: (s) => d.clampWeight(s),
  formatInitial: (s) => d.formatInitial(s),
  normalizeMedicareNumber: (s) => d.normalizeMedicareNumber(s),
  formatMedicareNumber: (s) => d.formatMedicareNumber(s),
  truncateNoticeTitle: (s) => d.truncateNoticeTitle(s),
  formatNoticePostedDate: (s) => d.formatNoticePostedDate(s, now),
  formatCentralDate: (s) => d.formatCentralDate(s),
  formatCentralDateTime: (s) => d.formatCentralDateTime(s),
  isValidEmail: (s) => d.isValidEmail(s),
  isCompletePhone: (s) => d.isCompletePhone(s),
  isValidZip: (s) => d.isValidZip(s),
  validateDate: (s) => d.validateDate(s, now),
  validateBirthdate: (s) => d.validateBirthdate(s, now),
  validateMedicareNumber: (s) => d.validateMedicareNumber(s),
  validatePartDate: (s) => [d.validatePartDate(s, 'A', now), d.validatePartDate(s, 'B', now)],
  validateEditorEmail: (s) => d.validateEditorEmail(s, { required: true }),
  validateEditorPhone: (s) => d.validateEditorPhone(s),
  validateEditorZip: (s) => d.validateEditorZip(s, { required: true }),
  validateSoaAppointmentDate: (s) => d.validateSoaAppointmentDate(s, now),
  validateEnhancedSoaUrl: (s) => d.validateEnhancedSoaUrl(s),
  isValidLoginName: (s) => d.isValidLoginName(s),
  meetsNewPasswordCriteria: (s) => d.meetsNewPasswordCriteria(s),
  isStrongRegistrationPassword: (s) => d.isStrongRegistrationPassword(s),
  findUsState: (s) => d.findUsState(s),
  showsMaxLengthHint: (s) => d.showsMaxLengthHint(s, 25),
  normalizeQuickLinkUrl: (s) => d.normalizeQuickLinkUrl(s),
  canCreateAccountQuickLink: (s) => d.canCreateAccountQuickLink(s),
  isCmsCheckQuickLink: (s) => d.isCmsCheckQuickLink({ quicklink_title: s }),
  isDialerHostLink: (s) => d.isDialerHostLink(s, 'dialer.example'),
  quoteRouteFor: (s) => d.quoteRouteFor(s),
  redirectOnLoad: (s) => d.redirectOnLoad(s),
  quickActions: (s) => d.quickActions(s),
  displayRelationship: (s) => d.displayRelationship(s),
  contactPhoneForSave: (s) => d.contactPhoneForSave(s),
  calculateAge: (s) => d.calculateAge(s, now),
  canAddTag: (s) => d.canAddTag(s, ['VIP']),
  tagsFromInput: (s) => d.tagsFromInput(s),
  tagSuggestions: (s) => d.tagSuggestions(['VIP'], s),
  shouldLookUpZip: (s) => d.shouldLookUpZip(s),
  defaultAppointmentEndTime: (s) => d.defaultAppointmentEndTime(s),
  defaultAppointmentEnd: (s) => d.defaultAppointmentEnd({ start_date: s, start_time: s }),
  taskDueTimeForSave: (s) => d.taskDueTimeForSave(s),
  resolveDialMethod: (s) => d.resolveDialMethod({ accountProviderActive: s, userProviderActive: s, behaviorTypeId: s }),
  registrationFailureMessage: (s) => d.registrationFailureMessage(s),
  isNonProductionEnvironment: (s) => d.isNonProductionEnvironment(s),
  singleSignOnTitle: (s) => d.singleSignOnTitle(s),
  validateRegistration: (s) =>
    d.validateRegistration(
      Object.fromEntries(
        [
          'login',
          'password',
          'confirmPwd',
          'company',
          'fname',
          'lname',
          'email',
          'address1',
          'address2',
          'city',
          'state_id',
          'zip',
          'phone',
          'mphone',
          'fphone',
          'npn',
          'hasNoNPN',
          'website',
        ].map((k) => [k, s]),
      ),
    ),
  validateQuickSearch: (s) =>
    (['lead', 'rx', 'application'] as const).map((tab) =>
      d.validateQuickSearch(
        tab,
        {
          fname: s,
          phone: s,
          zip: s,
          dob_from: s,
          dob_to: s,
          lead_date_from: s,
          drug_list_updated_flag: s,
          drug_list_updated_date_from: s,
          app_dispo_id: s,
        },
        now,
      ),
    ),
  buildQuickSearchRequest: (s) =>
    d.buildQuickSearchRequest(
      {
        fname: s,
        phone: s,
        state_id: [s ?? ''],
        dob_from: s,
        dob_to: s,
        user_id: s,
        drug_list_updated_flag: s,
        drug_list_updated_date_to: s,
      },
      { user_id: 1, account_id: 1, rolePermission: ['lead_view_assigned'] },
    ),
  validateQuickLink: (s) => d.validateQuickLink({ quicklink_title: s, quicklink_url: s }),
  validateLeadDetails: (s) =>
    d.validateLeadDetails(
      {
        title: s,
        fname: s,
        mname: s,
        lname: s,
        dob: s,
        height_feet: s,
        height_inches: s,
        weight: s,
        ssn: s,
        hicn: s,
        medicare_parta_date: s,
        medicare_partb_date: s,
        medicaid_number: s,
        contact_phone: s,
        emergency_phone: s,
        phones: [{ phone: s }],
        emails: [{ email: s }],
        addresses: [{ zip: s }],
      },
      { now, trackingCodeRequired: true },
    ),
  validateNewLead: (s) =>
    d.validateNewLead(
      { fname: s, lname: s, phone: s, email: s, dob: s, gender: s, zip: s },
      { now, partnerFieldsShown: true },
    ),
  validateSoaForm: (s) =>
    d.validateSoaForm(
      { agentSignature: s, aptDate: s, contactMethod: s, email: s, email_type: s },
      { method: 'remote', leadEmailCount: 0, agentHasDefaultEmail: false, now },
    ),
  validateUserProfile: (s) =>
    d.validateUserProfile(
      {
        fname: s,
        lname: s,
        role_id: s,
        login: s,
        phones: [{ phone: s }],
        emails: [{ email: s }],
        addresses: [{ address1: s, city: s, state_id: s, zip: s }],
      },
      { isNew: true },
    ),
  validatePasswordChange: (s) =>
    d.validatePasswordChange({ current: s, new_password: s, confirm: s }, { askCurrent: true }),
  validateWritingNumber: (s) =>
    d.validateWritingNumber({ carrier_id: s, product_type_id: s, agent_writing_number: s, certification_year: s }, now),
  validateAppointment: (s) =>
    d.validateAppointment({ title: s, start_date: s, start_time: s, end_date: s, end_time: s, allday_flag: s }),
  validateTask: (s) => d.validateTask({ title: s, due_date: s, due_time: s }),
  validateLeadSearchPanel: (s) => d.validateLeadSearchPanel({ fname: s, lname: s }),
  validateDispositionRecord: (s) => d.validateDispositionRecord({ dispo_id: s, dispo_log: s }),
  missingSoaRequirements: (s) =>
    d.missingSoaRequirements({ fname: s, lname: s, dob: s, default_phone: { phone: s } }, 'full'),
  isSoaWaitingPeriodMet: (s) => d.isSoaWaitingPeriodMet({ obtainedAt: s, appointmentAt: s }),
  retainedUntil: (s) => d.retainedUntil(s, d.SOA_RECORD_RETENTION_RULES),
  fillRetentionPeriods: (s) => d.fillRetentionPeriods(s, { at: s }),
  selfServiceSchedule: (s) => d.selfServiceSchedule(s),
  exportFileName: (s) => d.exportFileName(s ?? '', s ?? '', now),
  noticePostedLabel: (s) => d.noticePostedLabel(s, now),
  replaceNoticeDownloadTags: (s) => d.replaceNoticeDownloadTags(s, ({ type, label }) => type + label),
  safeImageUrl: (s) => d.safeImageUrl(s),
  formatPostalAddress: (s) => d.formatPostalAddress({ address1: s, address2: s, city: s, state_id: s, zip: s }),
  formatEmailRecipient: (s) => d.formatEmailRecipient(s, s),
  soaEmailSubject: (s) => d.soaEmailSubject({ lead: s, agent: s }),
  soaEmailGreeting: (s) => d.soaEmailGreeting(s),
  soaEmailSignature: (s) => d.soaEmailSignature({ name: s, company: s, phone: s, email: s, address: { city: s } }),
  soaDisclaimersFromResponse: (s) => d.soaDisclaimersFromResponse({ success: s, 2026: s }),
  voiceSignatureScripts: (s) => d.voiceSignatureScripts({ agentName: s, leadName: s, today: s }),
};

describe('bad input', () => {
  it.each(Object.entries(CALLS))('%s never throws on hostile strings and null-ish values', (_name, call) => {
    for (const input of HOSTILE) expect(() => call(input)).not.toThrow();
  });

  it('never throws on arbitrary strings, and answers 10,000-character inputs quickly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (s) => {
        for (const call of Object.values(CALLS)) call(s);
      }),
      { numRuns: 100 },
    );
    const started = Date.now();
    for (const call of Object.values(CALLS)) for (const input of HOSTILE) call(input);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
