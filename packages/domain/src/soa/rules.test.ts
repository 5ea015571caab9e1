import { describe, expect, it } from 'vitest';
import {
  buildEnhancedSoaInvite,
  earliestAppointmentAfterSoa,
  isSoaWaitingPeriodMet,
  missingSoaRequirements,
  selfServiceSchedule,
  soaModalStep,
  soaSendButtonLabel,
  soaSendFailureMessage,
  soaWaitingPeriodRule,
  splitBulkSoaLeadIds,
  SOA_WAITING_PERIOD_RULES,
  type SoaLead,
  type SoaWaitingPeriodRule,
} from './rules';

// Spec 02 §5.3: "The modal pre-check itself tests first name, last name, dob, phone, address1, city, state, zip."
// "SOA needs: lead first name, last name, DOB, email, default phone, street address, city, state, zip, and
// Medicare Part A and Part B effective dates."
const complete: SoaLead = {
  fname: 'Ada',
  lname: 'Byron',
  dob: '12/10/1955',
  default_phone: { phone: '3125550100' },
  default_address: { address1: '1 Main St', city: 'Chicago', state_id: 'IL', zip: '60601' },
  emails: [{ email: 'ada@example.com' }],
  medicare_parta_date: '12/01/2020',
  medicare_partb_date: '12/01/2020',
};

describe('missingSoaRequirements', () => {
  it.each([
    { input: complete, expected: [] },
    {
      input: {},
      expected: ['First Name', 'Last Name', 'Date of Birth', 'Phone', 'Street Address', 'City', 'State', 'Zip'],
    },
    {
      input: null,
      expected: ['First Name', 'Last Name', 'Date of Birth', 'Phone', 'Street Address', 'City', 'State', 'Zip'],
    },
    {
      input: { ...complete, fname: ' ', default_address: { address1: '1 Main St', city: '', state_id: 'IL', zip: '' } },
      expected: ['First Name', 'City', 'Zip'],
    },
    {
      input: {
        ...complete,
        default_phone: null,
        phones: [{ phone: '3125550100', phone_class: 'removed' }, { phone: '3125550101' }],
      },
      expected: [],
    },
    {
      input: { ...complete, default_phone: null, phones: [{ phone: '3125550100', phone_class: 'removed' }] },
      expected: ['Phone'],
    },
    {
      input: {
        ...complete,
        default_address: null,
        addresses: [{ address1: '1 Main', city: 'Chicago', state_id: 'IL', zip: '60601' }],
      },
      expected: [],
    },
  ])('pre-check of $input → $expected', ({ input, expected }) => {
    expect(missingSoaRequirements(input)).toEqual(expected);
  });

  it('also checks email and the Part A and B dates for the full list', () => {
    expect(missingSoaRequirements(complete, 'full')).toEqual([]);
    expect(missingSoaRequirements({ ...complete, emails: [], medicare_partb_date: '' }, 'full')).toEqual([
      'Email',
      'Medicare Part B Effective Date',
    ]);
    expect(
      missingSoaRequirements(
        { ...complete, emails: null, default_email: { email: 'a@b.co' }, medicare_parta_date: null },
        'full',
      ),
    ).toEqual(['Medicare Part A Effective Date']);
  });
});

// Spec 02 §5.3: "SOA must be at least 48 hours before the appointment"; ARCHITECTURE: an effective-dated table.
describe('SOA waiting period', () => {
  const obtainedAt = new Date('2026-05-21T15:00:00Z');
  it.each([
    { input: { appointmentAt: '2026-05-23T15:00:00Z' }, expected: true },
    { input: { appointmentAt: '2026-05-23T14:59:59Z' }, expected: false },
    { input: { appointmentAt: '2026-05-21T16:00:00Z', unscheduled: true }, expected: true },
    { input: { appointmentAt: 'not a date' }, expected: false },
  ])('$input → met: $expected', ({ input, expected }) => {
    expect(isSoaWaitingPeriodMet({ obtainedAt, ...input })).toBe(expected);
  });

  it('is 48 hours by the spec until CMS-4212-F removed it from 2026-06-01, every row with its source', () => {
    expect(SOA_WAITING_PERIOD_RULES.map((r) => [r.effective_from, r.waiting_hours])).toEqual([
      ['2000-01-01', 48],
      ['2026-06-01', 0],
    ]);
    expect(SOA_WAITING_PERIOD_RULES.every((r) => (r.source ?? '').length > 20)).toBe(true);
    expect(SOA_WAITING_PERIOD_RULES[1]!.source).toContain('CMS-4212-F');
    expect(soaWaitingPeriodRule(obtainedAt).waiting_hours).toBe(48);
    expect(soaWaitingPeriodRule(new Date('1990-01-01T00:00:00Z')).waiting_hours).toBe(48);
    expect(soaWaitingPeriodRule(new Date('2026-05-31T12:00:00Z')).waiting_hours).toBe(48);
    expect(soaWaitingPeriodRule(new Date('2026-06-01T12:00:00Z')).waiting_hours).toBe(0);
    expect(soaWaitingPeriodRule(new Date('2026-11-26T12:00:00Z')).waiting_hours).toBe(0);
    expect(earliestAppointmentAfterSoa(obtainedAt)?.toISOString()).toBe('2026-05-23T15:00:00.000Z');
    expect(earliestAppointmentAfterSoa('2026-11-26T15:00:00Z')?.toISOString()).toBe('2026-11-26T15:00:00.000Z');
    expect(isSoaWaitingPeriodMet({ obtainedAt: '2026-11-26T15:00:00Z', appointmentAt: '2026-11-26T16:00:00Z' })).toBe(
      true,
    );
    expect(earliestAppointmentAfterSoa('garbage')).toBeUndefined();
  });

  it('changes with a new row from its effective date (Central Time), not with code', () => {
    const rules: SoaWaitingPeriodRule[] = [
      { effective_from: '2027-01-01', waiting_hours: 72, applies_to_unscheduled: true },
      ...SOA_WAITING_PERIOD_RULES,
    ];
    expect(soaWaitingPeriodRule(new Date('2027-01-01T05:59:00Z'), rules).waiting_hours).toBe(0);
    expect(soaWaitingPeriodRule(new Date('2027-01-01T06:00:00Z'), rules).waiting_hours).toBe(72);
    const obtained = '2027-02-01T12:00:00Z';
    expect(isSoaWaitingPeriodMet({ obtainedAt: obtained, appointmentAt: '2027-02-03T12:00:00Z' }, rules)).toBe(false);
    expect(isSoaWaitingPeriodMet({ obtainedAt: obtained, appointmentAt: '2027-02-04T12:00:00Z' }, rules)).toBe(true);
    expect(
      isSoaWaitingPeriodMet({ obtainedAt: obtained, appointmentAt: '2027-02-01T13:00:00Z', unscheduled: true }, rules),
    ).toBe(false);
  });

  it('falls back to the spec when given an empty table', () => {
    expect(soaWaitingPeriodRule(obtainedAt, []).waiting_hours).toBe(48);
  });
});

// Spec 02 §2.7: "Face-to-face opens the face-to-face dialog; Enhanced or remote opens the send dialog; voice
// signature (vsig) shows a reminder ... If required lead details are missing, an eSOA Requirements dialog lists them."
// §2.5: "When bulk SOA email is switched off and the type is Enhanced, a notice replaces the dialog".
describe('soaModalStep', () => {
  it.each([
    { input: ['f2f', complete] as const, expected: { dialog: 'face-to-face' } },
    { input: ['remote', complete] as const, expected: { dialog: 'send' } },
    { input: ['enhanced', complete] as const, expected: { dialog: 'send' } },
    { input: ['vsig', complete] as const, expected: { dialog: 'voice-signature' } },
    {
      input: ['remote', { ...complete, lname: '' }] as const,
      expected: { dialog: 'requirements', missing: ['Last Name'] },
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(soaModalStep(input[0], input[1])).toEqual(expected);
  });

  it('shows the bulk email notice for Enhanced when bulk SOA email is off', () => {
    expect(soaModalStep('enhanced', complete, { bulkSoaEmailDisabled: true })).toEqual({
      dialog: 'bulk-email-disabled',
      message:
        'We are experiencing technical difficulties with our bulk email vendor. The bulk Scope of Appointment (SOA) email send function is disabled at this time...',
    });
    expect(soaModalStep('remote', complete, { bulkSoaEmailDisabled: true })).toEqual({ dialog: 'send' });
  });
});

// Spec 02 §8: "Remote or face-to-face SOA failure (success 0): if the agent has a phone, 'The eSignature Scope Of
// Appointment was not emailed.' plus the server message. Otherwise: 'To send eSOA you need to have a phone number ...'"
describe('SOA sending', () => {
  it.each([
    {
      input: { agentHasPhone: true, serverMessage: 'Mailbox unavailable.' },
      expected: 'The eSignature Scope Of Appointment was not emailed. Mailbox unavailable.',
    },
    { input: { agentHasPhone: true }, expected: 'The eSignature Scope Of Appointment was not emailed.' },
    {
      input: { agentHasPhone: false, serverMessage: 'x' },
      expected:
        'To send eSOA you need to have a phone number in your agent profile. Click on your name in the upper right hand corner and select "Profile" from the drop down to add your agent phone number',
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(soaSendFailureMessage(input)).toBe(expected);
  });

  // Spec 02 §4.3: "Send button reads 'Email eSignature Scope of Appointment' or 'Email eSignature Enhanced SOA'".
  it('labels the send button', () => {
    expect(soaSendButtonLabel('remote')).toBe('Email eSignature Scope of Appointment');
    expect(soaSendButtonLabel('enhanced')).toBe('Email eSignature Enhanced SOA');
  });

  // Spec 02 §3.10: "self_service_email_template_type_id (5), self_service_email_process_type_id (5 for a single lead, omitted for bulk)".
  it('builds the Enhanced SOA invite', () => {
    expect(
      buildEnhancedSoaInvite({
        requestorUserId: 42,
        leadIds: [9],
        esignatureId: 'E1',
        agentCustomMessage: 'Hi',
        alternateEmailId: 3,
      }),
    ).toEqual({
      self_service_email_requestor_user_id: 42,
      lead_id_list: [9],
      self_service_email_template_type_id: 5,
      self_service_email_process_type_id: 5,
      esignature_id: 'E1',
      agent_custom_message: 'Hi',
      alternate_email_id: 3,
    });
    expect(buildEnhancedSoaInvite({ requestorUserId: 42, leadIds: [9, 10], esignatureId: 1 })).toEqual({
      self_service_email_requestor_user_id: 42,
      lead_id_list: [9, 10],
      self_service_email_template_type_id: 5,
      esignature_id: 1,
      agent_custom_message: '',
    });
  });

  // Spec 02 §9: "Bulk Enhanced SOA up to 5,000 emails per send."
  it('splits bulk sends at 5,000', () => {
    const ids = Array.from({ length: 12_001 }, (_, i) => i);
    expect(splitBulkSoaLeadIds(ids).map((send) => send.length)).toEqual([5000, 5000, 2001]);
    expect(splitBulkSoaLeadIds([])).toEqual([]);
  });

  // Spec 02 §9: "Client Self-Service links stay active 60 days. Reminder emails: first 7 days after the invite, the second 3 days after the first."
  it('schedules self-service reminders and expiry in Central Time', () => {
    const schedule = selfServiceSchedule('2026-03-01T18:00:00Z');
    expect(schedule?.reminders.map((d) => d.toISOString())).toEqual([
      '2026-03-08T17:00:00.000Z',
      '2026-03-11T17:00:00.000Z',
    ]);
    expect(schedule?.expiresAt.toISOString()).toBe('2026-04-30T17:00:00.000Z');
    expect(selfServiceSchedule('never')).toBeUndefined();
  });
});
