// `GET soa/rules` rows as the domain's rule tables: the one place the wire rows become tables, for the
// portal (the scripts it shows) and the server (the periods its stored texts state).
import type { RetentionRule, SoaWaitingPeriodRule } from '@meridian/domain';
import type { SoaRuleRow } from './contract';

export interface SoaRuleTables {
  waitingPeriodRules: SoaWaitingPeriodRule[];
  /** SOA and enrollment records, a voice-signature SOA's recording included. */
  soaRecordRetentionRules: RetentionRule[];
  /** Sales and marketing call recordings. */
  marketingCallRetentionRules: RetentionRule[];
}

const retentionRows = (rows: readonly SoaRuleRow[], kind: SoaRuleRow['kind']): RetentionRule[] =>
  rows.flatMap((r) =>
    r.kind === kind && r.retention_years !== null
      ? [{ effective_from: r.effective_from, retention_years: r.retention_years }]
      : [],
  );

/** Each kind's rows, in the order given (a table without rows is empty: the domain's functions fall back). */
export function soaRuleTables(rows: readonly SoaRuleRow[]): SoaRuleTables {
  return {
    waitingPeriodRules: rows.flatMap((r) =>
      r.kind === 'waiting_period' && r.waiting_hours !== null
        ? [
            {
              effective_from: r.effective_from,
              waiting_hours: r.waiting_hours,
              applies_to_unscheduled: r.applies_to_unscheduled === true,
            },
          ]
        : [],
    ),
    soaRecordRetentionRules: retentionRows(rows, 'soa_record_retention'),
    marketingCallRetentionRules: retentionRows(rows, 'marketing_call_retention'),
  };
}
