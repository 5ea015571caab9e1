/** One field a recorded admin change altered, as the History shows it. */
export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

/** How a recorded value reads: empty for nothing, the text itself, JSON for anything structured. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields an admin change altered (admin audit `before` and `after`, either of which may be
 * null for a creation or a deletion), in the order they first appear, leaving out the unchanged.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: auditValueText(was[field]), after: auditValueText(is[field]) }))
    .filter((change) => change.before !== change.after);
}

/** An audit action as a reader sees it: `activate_registration` → 'Activate registration'. */
export function auditActionLabel(action: string): string {
  const words = action.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
