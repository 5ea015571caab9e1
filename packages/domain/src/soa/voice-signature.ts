// The voice-signature reminder (spec 02 §2.7): two scripts with today's date filled in.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../core/constants/app';
import { type DateInput, toInstant } from '../core/internal/instant';
import { asText } from '../core/internal/text';
import { VOICE_SIGNATURE_PLACEHOLDERS, VOICE_SIGNATURE_TEXT } from './voice-signature-messages';
import { type RetentionRule, SOA_RECORD_RETENTION_RULES, retentionYears } from './retention';
import { SOA_WAITING_PERIOD_RULES, type SoaWaitingPeriodRule, soaWaitingPeriodRule } from './rules';

export type VoiceSignatureScriptKind = 'unscheduled' | 'scheduled';

export interface VoiceSignatureScript {
  kind: VoiceSignatureScriptKind;
  /** Short name, for a tab. */
  label: string;
  title: string;
  /** What the agent reads, one paragraph each. */
  lines: string[];
}

export interface VoiceSignatureReminder {
  /** Today as read aloud ('November 21, 2026'), or the placeholder for an invalid date. */
  date: string;
  /** Record the script and keep the recording for the retention period. */
  reminder: string;
  scripts: [VoiceSignatureScript, VoiceSignatureScript];
}

/**
 * The voice-signature reminder for `today` (a Date or an ISO date; its Central calendar day is
 * read): the unscheduled script and the scheduled one, with the agent's and client's names and the
 * waiting period and retention in effect that day. Missing names or an invalid date read as
 * bracketed placeholders.
 */
export function voiceSignatureScripts(
  { agentName, leadName, today }: { agentName?: string | null; leadName?: string | null; today: DateInput },
  {
    waitingPeriodRules = SOA_WAITING_PERIOD_RULES,
    retentionRules = SOA_RECORD_RETENTION_RULES,
  }: {
    waitingPeriodRules?: readonly SoaWaitingPeriodRule[];
    /** A VSIG SOA's recording is an SOA record: the SOA record retention table. */
    retentionRules?: readonly RetentionRule[];
  } = {},
): VoiceSignatureReminder {
  const day = toInstant(today);
  // Without a valid date, the earliest rows of the tables apply.
  const at = day ?? new Date(0);
  const values = {
    date: day
      ? format(new TZDate(day.getTime(), DISPLAY_TIME_ZONE), 'MMMM d, yyyy')
      : VOICE_SIGNATURE_PLACEHOLDERS.date,
    agent: asText(agentName).trim() || VOICE_SIGNATURE_PLACEHOLDERS.agent,
    lead: asText(leadName).trim() || VOICE_SIGNATURE_PLACEHOLDERS.lead,
    waitingHours: soaWaitingPeriodRule(at, waitingPeriodRules).waiting_hours,
    retentionYears: retentionYears(retentionRules, at, SOA_RECORD_RETENTION_RULES),
  };
  return {
    date: values.date,
    reminder: VOICE_SIGNATURE_TEXT.reminder(values),
    scripts: [
      {
        kind: 'unscheduled',
        label: VOICE_SIGNATURE_TEXT.unscheduledLabel,
        title: VOICE_SIGNATURE_TEXT.unscheduledTitle,
        lines: VOICE_SIGNATURE_TEXT.unscheduled(values),
      },
      {
        kind: 'scheduled',
        label: VOICE_SIGNATURE_TEXT.scheduledLabel,
        title: VOICE_SIGNATURE_TEXT.scheduledTitle(values),
        lines: VOICE_SIGNATURE_TEXT.scheduled(values),
      },
    ],
  };
}
