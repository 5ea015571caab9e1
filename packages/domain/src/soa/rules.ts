// Scope of appointment rules (spec 02 §2.5-2.7, §3.10, §4.3, §5.3, §8, §9).
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../core/constants/app';
import {
  BULK_SOA_MAX_EMAILS,
  SELF_SERVICE_FIRST_REMINDER_DAYS,
  SELF_SERVICE_LINK_ACTIVE_DAYS,
  SELF_SERVICE_SECOND_REMINDER_DAYS,
} from '../core/constants/limits';
import { ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID, ENHANCED_SOA_TEMPLATE_TYPE_ID } from '../core/constants/lookups';
import type { EnhancedSoaInvite } from './types';
import { type EffectiveDated, ruleInEffect } from '../core/internal/effective';
import { type DateInput, toInstant } from '../core/internal/instant';
import { asText, isBlank } from '../core/internal/text';
import { SOA_MESSAGES } from './messages';

/** The lead details an SOA needs, as far as this rule reads them. */
export interface SoaLead {
  fname?: string | null;
  lname?: string | null;
  dob?: string | null;
  default_phone?: { phone?: string | null } | null;
  phones?: ReadonlyArray<{ phone?: string | null; phone_class?: string | null }> | null;
  default_email?: { email?: string | null } | null;
  emails?: ReadonlyArray<{ email?: string | null; email_class?: string | null }> | null;
  default_address?: {
    address1?: string | null;
    city?: string | null;
    state_id?: string | null;
    zip?: string | null;
  } | null;
  addresses?: ReadonlyArray<{
    address1?: string | null;
    city?: string | null;
    state_id?: string | null;
    zip?: string | null;
    address_class?: string | null;
  }> | null;
  medicare_parta_date?: string | null;
  medicare_partb_date?: string | null;
}

function firstLive<T extends object>(
  preferred: T | null | undefined,
  list: ReadonlyArray<T> | null | undefined,
  classKey: string,
): T | undefined {
  return preferred ?? (list ?? []).find((entry) => isBlank((entry as Record<string, unknown>)[classKey]));
}

/**
 * The lead details missing for an SOA, as the eSOA Requirements dialog lists them. The modal
 * pre-check tests first name, last name, DOB, phone, street address, city, state and zip; 'full'
 * adds email and the Part A and Part B effective dates.
 */
export function missingSoaRequirements(
  lead: SoaLead | null | undefined,
  scope: 'pre-check' | 'full' = 'pre-check',
): string[] {
  const l = lead ?? {};
  const phone = firstLive(l.default_phone, l.phones, 'phone_class');
  const address = firstLive(l.default_address, l.addresses, 'address_class');
  const checks: Array<[string, unknown]> = [
    ['First Name', l.fname],
    ['Last Name', l.lname],
    ['Date of Birth', l.dob],
    ['Phone', phone?.phone],
    ['Street Address', address?.address1],
    ['City', address?.city],
    ['State', address?.state_id],
    ['Zip', address?.zip],
  ];
  if (scope === 'full') {
    checks.push(
      ['Email', firstLive(l.default_email, l.emails, 'email_class')?.email],
      ['Medicare Part A Effective Date', l.medicare_parta_date],
      ['Medicare Part B Effective Date', l.medicare_partb_date],
    );
  }
  return checks.filter(([, value]) => isBlank(value)).map(([label]) => label);
}

/** A row of the SOA waiting period table. */
export interface SoaWaitingPeriodRule extends EffectiveDated {
  /** Hours between obtaining the SOA and the appointment (0: no wait). */
  readonly waiting_hours: number;
  /** Whether the wait also applies to unscheduled appointments (walk-ins, inbound calls). */
  readonly applies_to_unscheduled: boolean;
  /** What the row says, in a sentence. */
  readonly note?: string;
  /** Where the rule comes from (regulation, final rule, Federal Register citation). */
  readonly source?: string;
}

/**
 * The SOA waiting period by date, with sources; the server's `soa_rule` table (migration 0031)
 * holds the same rows (a server test compares them). Spec 02 §5.3 states 48 hours; CMS-4212-F
 * removed the wait from 2026-06-01.
 */
export const SOA_WAITING_PERIOD_RULES: readonly SoaWaitingPeriodRule[] = [
  {
    effective_from: '2000-01-01',
    waiting_hours: 48,
    applies_to_unscheduled: false,
    note: 'At least 48 hours before a scheduled appointment; unscheduled appointments (walk-ins, beneficiary-initiated calls) are exempt.',
    source:
      'Spec 02 §5.3, §9; 42 CFR 422.2264(c)(3)(i), codified by CMS-4201-F, the CY2024 MA and Part D final rule (88 FR 22120, 2023-04-12).',
  },
  {
    effective_from: '2026-06-01',
    waiting_hours: 0,
    applies_to_unscheduled: false,
    note: 'The 48-hour wait is removed; the SOA must still be agreed and documented before the personal marketing appointment, in writing for in-person appointments.',
    source:
      'CMS-4212-F, CY2027 MA and Part D final rule, published 2026-04-06 (FR doc 2026-06600), effective 2026-06-01; CY2027 marketing provisions apply from 2026-10-01.',
  },
];

/** The waiting period rule in effect when an SOA is obtained. */
export function soaWaitingPeriodRule(
  obtainedAt: Date,
  rules: readonly SoaWaitingPeriodRule[] = SOA_WAITING_PERIOD_RULES,
): SoaWaitingPeriodRule {
  return ruleInEffect(rules, obtainedAt) ?? SOA_WAITING_PERIOD_RULES[0]!;
}

/** The earliest appointment an SOA obtained at `obtainedAt` allows; undefined for an invalid instant. */
export function earliestAppointmentAfterSoa(
  obtainedAt: DateInput,
  rules: readonly SoaWaitingPeriodRule[] = SOA_WAITING_PERIOD_RULES,
): Date | undefined {
  const at = toInstant(obtainedAt);
  return at && new Date(at.getTime() + soaWaitingPeriodRule(at, rules).waiting_hours * 3_600_000);
}

/** Whether an SOA was obtained early enough before the appointment (unscheduled appointments are exempt unless the rule says otherwise). */
export function isSoaWaitingPeriodMet(
  {
    obtainedAt,
    appointmentAt,
    unscheduled = false,
  }: { obtainedAt: DateInput; appointmentAt: DateInput; unscheduled?: boolean },
  rules: readonly SoaWaitingPeriodRule[] = SOA_WAITING_PERIOD_RULES,
): boolean {
  const obtained = toInstant(obtainedAt);
  const appointment = toInstant(appointmentAt);
  if (!obtained || !appointment) return false;
  if (unscheduled && !soaWaitingPeriodRule(obtained, rules).applies_to_unscheduled) return true;
  return appointment.getTime() >= earliestAppointmentAfterSoa(obtained, rules)!.getTime();
}

export type SoaModalType = 'f2f' | 'enhanced' | 'remote' | 'vsig';

export type SoaModalStep =
  | { dialog: 'requirements'; missing: string[] }
  | { dialog: 'bulk-email-disabled'; message: string }
  | { dialog: 'face-to-face' | 'send' | 'voice-signature' };

/**
 * Which dialog an SOA choice opens: the eSOA Requirements dialog when lead details are missing;
 * for Enhanced with bulk SOA email switched off, the notice; otherwise face-to-face, the send
 * dialog (Enhanced or remote) or the voice-signature reminder.
 */
export function soaModalStep(
  type: SoaModalType,
  lead: SoaLead | null | undefined,
  { bulkSoaEmailDisabled = false } = {},
): SoaModalStep {
  const missing = missingSoaRequirements(lead);
  if (missing.length > 0) return { dialog: 'requirements', missing };
  if (type === 'enhanced' && bulkSoaEmailDisabled)
    return { dialog: 'bulk-email-disabled', message: SOA_MESSAGES.bulkEmailDisabled };
  if (type === 'f2f') return { dialog: 'face-to-face' };
  return { dialog: type === 'vsig' ? 'voice-signature' : 'send' };
}

/** The send button of the send dialog. */
export function soaSendButtonLabel(type: 'enhanced' | 'remote'): string {
  return type === 'enhanced' ? SOA_MESSAGES.sendEnhancedSoa : SOA_MESSAGES.sendScopeOfAppointment;
}

/** A failed remote or face-to-face SOA (success 0): the not-emailed message and the server's, or the missing agent phone message. */
export function soaSendFailureMessage({
  agentHasPhone,
  serverMessage,
}: {
  agentHasPhone: boolean;
  serverMessage?: string | null;
}): string {
  if (!agentHasPhone) return SOA_MESSAGES.agentPhoneMissing;
  return `${SOA_MESSAGES.notEmailed} ${asText(serverMessage).trim()}`.trim();
}

/** The Enhanced SOA invite: template type 5; process type 5 only for a single lead. */
export function buildEnhancedSoaInvite(input: {
  requestorUserId: number;
  leadIds: readonly number[];
  esignatureId: number | string;
  agentCustomMessage?: string | null;
  alternateEmailId?: number | null;
}): EnhancedSoaInvite {
  const invite: EnhancedSoaInvite = {
    self_service_email_requestor_user_id: input.requestorUserId,
    lead_id_list: [...input.leadIds],
    self_service_email_template_type_id: ENHANCED_SOA_TEMPLATE_TYPE_ID,
    esignature_id: input.esignatureId,
    agent_custom_message: asText(input.agentCustomMessage),
  };
  if (input.leadIds.length === 1) invite.self_service_email_process_type_id = ENHANCED_SOA_SINGLE_PROCESS_TYPE_ID;
  if (typeof input.alternateEmailId === 'number') invite.alternate_email_id = input.alternateEmailId;
  return invite;
}

/** Bulk Enhanced SOA sends at most 5,000 emails at a time: the lead ids in sends of that size. */
export function splitBulkSoaLeadIds<T>(leadIds: readonly T[]): T[][] {
  const sends: T[][] = [];
  for (let i = 0; i < leadIds.length; i += BULK_SOA_MAX_EMAILS) sends.push(leadIds.slice(i, i + BULK_SOA_MAX_EMAILS));
  return sends;
}

/** A Client Self-Service invite: its link stays active 60 days; reminders go 7 days after the invite and 3 days after the first. */
export function selfServiceSchedule(invitedAt: DateInput): { expiresAt: Date; reminders: [Date, Date] } | undefined {
  const at = toInstant(invitedAt);
  if (!at) return undefined;
  const local = new TZDate(at.getTime(), DISPLAY_TIME_ZONE);
  const first = addDays(local, SELF_SERVICE_FIRST_REMINDER_DAYS);
  return {
    expiresAt: new Date(addDays(local, SELF_SERVICE_LINK_ACTIVE_DAYS).getTime()),
    reminders: [new Date(first.getTime()), new Date(addDays(first, SELF_SERVICE_SECOND_REMINDER_DAYS).getTime())],
  };
}
