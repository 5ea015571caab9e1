// How long records are kept, by date and by kind of record (spec 02 §5.3, §9). CMS's CY2027 rule shortened
// the keeping of sales and marketing call recordings; it did not touch scope-of-appointment and enrollment
// records, which a voice-signature (VSIG) SOA is. Two tables, so no text can state one period for both.
import { TZDate } from '@date-fns/tz';
import { addYears } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../core/constants/app';
import { type EffectiveDated, ruleInEffect } from '../core/internal/effective';
import { type DateInput, toInstant } from '../core/internal/instant';
import { asText } from '../core/internal/text';

/** A row of a retention table. */
export interface RetentionRule extends EffectiveDated {
  readonly retention_years: number;
  /** What the row says, in a sentence. */
  readonly note?: string;
  /** Where the rule comes from. */
  readonly source?: string;
}

/**
 * Scope-of-appointment and enrollment records — a signed SOA, its PDF, a VSIG SOA's recording, an
 * enrollment — kept 10 years (the server's `soa_rule` rows of kind `soa_record_retention` are the same).
 */
export const SOA_RECORD_RETENTION_RULES: readonly RetentionRule[] = [
  {
    effective_from: '2000-01-01',
    retention_years: 10,
    note: 'Scope-of-appointment and enrollment records, a voice-signature SOA recording included, are kept 10 years.',
    source:
      'Spec 02 §5.3, §9 ("Voice signature kept 10 years"); 42 CFR 422.504(d)(2)(iii) and 423.505(d)(2)(iii) (10 years). Not changed by CMS-4212-F as reported, whose shorter period covers sales and marketing call recordings: unverified against the Federal Register text.',
  },
];

/**
 * Recordings of sales and marketing calls (TPMO calls, 42 CFR 422.2274(g)(2)(ii)): 10 years, then 6 from
 * 2026-06-01 as CMS-4212-F is reported (kind `marketing_call_retention` on the server). Unverified: one
 * summary reports 3 years; check the Federal Register text before relying on the second row.
 */
export const MARKETING_CALL_RETENTION_RULES: readonly RetentionRule[] = [
  {
    effective_from: '2000-01-01',
    retention_years: 10,
    note: 'Sales and marketing call recordings are kept 10 years.',
    source: 'Spec 02 §9; 42 CFR 422.2274(g)(2)(ii) with 422.504(d), CMS-4192-F (87 FR 27704, 2022-05-09).',
  },
  {
    effective_from: '2026-06-01',
    retention_years: 6,
    note: 'Sales and marketing call recordings are kept 6 years: audio for the first 3 years, then audio or a transcript.',
    source:
      'CMS-4212-F as reported (FR doc 2026-06600); one summary reports 3 years: check against the Federal Register text before relying on it.',
  },
];

/** The years a table keeps a record made at `at` (its earliest row for an invalid instant; `fallback`, a domain table, for an empty one). */
export function retentionYears(
  rules: readonly RetentionRule[],
  at: DateInput,
  fallback: readonly RetentionRule[],
): number {
  const instant = toInstant(at) ?? new Date(0);
  return (ruleInEffect(rules, instant) ?? ruleInEffect(fallback, instant)!).retention_years;
}

/** Until when a record made at `recordedAt` is kept under `rules`; undefined for an invalid instant. */
export function retainedUntil(recordedAt: DateInput, rules: readonly RetentionRule[]): Date | undefined {
  const at = toInstant(recordedAt);
  if (!at || rules.length === 0) return undefined;
  const years = ruleInEffect(rules, at)!.retention_years;
  return new Date(addYears(new TZDate(at.getTime(), DISPLAY_TIME_ZONE), years).getTime());
}

/** The tokens a stored text (Help, the forms, the privacy policy) writes where it states a period. */
export const RETENTION_PERIOD_TOKENS = {
  soaRecord: '{soa_record_retention_years}',
  marketingCall: '{marketing_call_retention_years}',
} as const;

/** A stored text with its period tokens replaced by the years of the rows in effect `at`. */
export function fillRetentionPeriods(
  text: string | null | undefined,
  {
    at,
    soaRecordRules = SOA_RECORD_RETENTION_RULES,
    marketingCallRules = MARKETING_CALL_RETENTION_RULES,
  }: { at: DateInput; soaRecordRules?: readonly RetentionRule[]; marketingCallRules?: readonly RetentionRule[] },
): string {
  return asText(text)
    .split(RETENTION_PERIOD_TOKENS.soaRecord)
    .join(String(retentionYears(soaRecordRules, at, SOA_RECORD_RETENTION_RULES)))
    .split(RETENTION_PERIOD_TOKENS.marketingCall)
    .join(String(retentionYears(marketingCallRules, at, MARKETING_CALL_RETENTION_RULES)));
}
