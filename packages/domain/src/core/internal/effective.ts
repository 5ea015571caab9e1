// Effective-dated rule tables: a regulatory change is a new row, not a code change.
import { centralDate, dateKey } from './calendar';

export interface EffectiveDated {
  /** The first day (Central Time, YYYY-MM-DD) the row applies. */
  readonly effective_from: string;
}

/** The row in effect on `at`'s date: the latest row that has started, or the earliest row before any has. */
export function ruleInEffect<T extends EffectiveDated>(rules: readonly T[], at: Date): T | undefined {
  const day = dateKey(centralDate(at));
  const sorted = [...rules].sort((a, b) => a.effective_from.localeCompare(b.effective_from));
  return sorted.filter((rule) => Number(rule.effective_from.replace(/-/g, '')) <= day).at(-1) ?? sorted[0];
}
