import type { UserContactKind } from '@meridian/api';
import { ensureSingleDefault, PROFILE_MESSAGES } from '@meridian/domain';
import { HttpError, notFound } from '../../http/errors';

/** Refusals of the profile routes that the spec does not word. */
export const PROFILE_REFUSALS = {
  oneMobile: PROFILE_MESSAGES.oneMobile,
  duplicateRow: 'A contact row appears twice.',
  unknownRole: 'role_id is invalid: no such role in this account.',
  passwordChanged: 'Your password has been changed.',
  /** An admin set another user's password (every sign-in of that user ends). */
  passwordSet: "The user's password has been changed, and they have been signed out everywhere.",
  smsFieldsDenied: 'Only a user manager can change the reference id and the CM sync setting.',
} as const;

export type ContactRow = Record<string, unknown>;

/**
 * One contact list after an update: the saved rows, each replaced by its sent version when sent,
 * then the new rows, with exactly one default. Sent ids must be the user's own rows.
 */
export function mergeContacts<T extends ContactRow>(
  kind: UserContactKind,
  saved: readonly ContactRow[],
  sent: readonly T[] | undefined,
): ContactRow[] {
  const idKey = `${kind}_id`;
  if (!sent) return [...saved];
  const ids = sent.map((row) => row[idKey]).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length)
    throw new HttpError(400, PROFILE_REFUSALS.duplicateRow, {
      field: `${kind === 'address' ? 'addresses' : `${kind}s`}`,
    });
  for (const id of ids) if (!saved.some((row) => row[idKey] === id)) throw notFound();
  const byId = new Map(sent.filter((row) => row[idKey] !== undefined).map((row) => [row[idKey], row]));
  const anyDefault = sent.some((row) => row.is_default === true);
  const merged: ContactRow[] = [
    ...saved.map((row) => {
      const replacement = byId.get(row[idKey]);
      // A sent default takes the place of the saved one.
      return replacement
        ? { ...row, ...replacement, is_default: replacement.is_default === true }
        : { ...row, is_default: anyDefault ? false : row.is_default };
    }),
    ...sent.filter((row) => row[idKey] === undefined).map((row) => ({ ...row, is_default: row.is_default === true })),
  ];
  return ensureSingleDefault(kind, merged, 'is_default');
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Trimmed, or null when blank. */
export const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};
