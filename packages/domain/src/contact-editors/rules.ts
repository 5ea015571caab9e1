// The shared address, email and phone editors (spec 01 §4 Contact editors; spec 02 §4.1, §4.4):
// removing marks an entry (struck through, with Undo), only one default per list, only one Mobile
// phone, the address list never empty. Entries with a class value are deleted on save.
import { MOBILE_PHONE_TYPE, PHONE_TYPES, type PhoneType } from '../core/constants/lookups';
import type { ContactAddress } from './types';
import { isBlank } from '../core/internal/text';

export type ContactKind = 'phone' | 'email' | 'address';
/** The class value that marks an entry for removal. */
export const REMOVED_ENTRY_CLASS = 'removed';
/** The spec's default marker is `isSelected`; some payloads spell it `is_default`. */
export type DefaultKey = 'isSelected' | 'is_default';

type Entry = object;
const classKey = (kind: ContactKind) => `${kind}_class`;
const idKey = (kind: ContactKind) => `${kind}_id`;
const field = (entry: Entry, key: string): unknown => (entry as Record<string, unknown>)[key];

/** Whether an entry is marked for removal. */
export function isMarkedForRemoval(kind: ContactKind, entry: Entry): boolean {
  return !isBlank(field(entry, classKey(kind)));
}

/** Makes the entry at `index` the only default. */
export function setDefaultEntry<T extends Entry>(
  entries: readonly T[],
  index: number,
  key: DefaultKey = 'isSelected',
): T[] {
  return entries.map((entry, i) => ({ ...entry, [key]: i === index }));
}

/** At most one default, and one when any live entry exists: the first default wins, else the first live entry becomes it. */
export function ensureSingleDefault<T extends Entry>(
  kind: ContactKind,
  entries: readonly T[],
  key: DefaultKey = 'isSelected',
): T[] {
  const live = entries.map((entry, i) => [entry, i] as const).filter(([entry]) => !isMarkedForRemoval(kind, entry));
  const chosen = live.find(([entry]) => field(entry, key) === true) ?? live[0];
  return setDefaultEntry(entries, chosen ? chosen[1] : -1, key);
}

/** Marks an entry for removal; a default removed passes the default to the first live entry. */
export function markForRemoval<T extends Entry>(
  kind: ContactKind,
  entries: readonly T[],
  index: number,
  key: DefaultKey = 'isSelected',
): T[] {
  const marked = entries.map((entry, i) =>
    i === index ? { ...entry, [classKey(kind)]: REMOVED_ENTRY_CLASS, [key]: false } : entry,
  );
  return ensureSingleDefault(kind, marked, key);
}

/** Undo: the entry is live again. */
export function undoRemoval<T extends Entry>(
  kind: ContactKind,
  entries: readonly T[],
  index: number,
  key: DefaultKey = 'isSelected',
): T[] {
  const restored = entries.map((entry, i) => (i === index ? { ...entry, [classKey(kind)]: '' } : entry));
  return ensureSingleDefault(kind, restored, key);
}

/** Ids of the saved entries marked for removal: they are deleted one by one before the save. */
export function idsToDelete(kind: ContactKind, entries: readonly Entry[]): number[] {
  return entries
    .filter((entry) => isMarkedForRemoval(kind, entry))
    .map((entry) => Number(field(entry, idKey(kind))))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** The entries that are saved: every live entry. */
export function entriesToSave<T extends Entry>(kind: ContactKind, entries: readonly T[]): T[] {
  return entries.filter((entry) => !isMarkedForRemoval(kind, entry));
}

/** Type options of a phone row: Mobile leaves the options once another live row is Mobile. */
export function phoneTypeOptions(
  phones: ReadonlyArray<{ phone_type?: string | null; phone_class?: string | null }>,
  index: number,
  types: readonly PhoneType[] = PHONE_TYPES,
): PhoneType[] {
  const mobileElsewhere = phones.some(
    (phone, i) => i !== index && phone.phone_type === MOBILE_PHONE_TYPE && !isMarkedForRemoval('phone', phone),
  );
  return types.filter((type) => !(mobileElsewhere && type === MOBILE_PHONE_TYPE));
}

/** A new, empty Home address row. */
export function emptyHomeAddress(): ContactAddress {
  return { address_type_id: 'Home', address1: '', address2: '', city: '', state_id: '', zip: '' };
}

/** The address editor always keeps at least one row, adding a Home row when empty. */
export function ensureAddressRow<T extends Entry>(
  addresses: readonly T[] | null | undefined,
): Array<T | ContactAddress> {
  return addresses && addresses.length > 0 ? [...addresses] : [emptyHomeAddress()];
}
