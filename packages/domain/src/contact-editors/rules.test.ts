import { describe, expect, it } from 'vitest';
import { LEAD_PHONE_TYPES } from '../core/constants/lookups';
import {
  emptyHomeAddress,
  ensureAddressRow,
  ensureSingleDefault,
  entriesToSave,
  idsToDelete,
  isMarkedForRemoval,
  markForRemoval,
  phoneTypeOptions,
  setDefaultEntry,
  undoRemoval,
} from './rules';

// Spec 01 §4 Contact editors: "Removing an entry marks it struck through with an Undo. Only one default per list.
// The address editor must always keep at least one row, adding a Home row if empty. Only one Mobile phone is
// allowed; once one exists, Mobile is removed from the type options of the other phones."
// Spec 02 §4.1: "entries marked for removal (those with a class value) are deleted one by one".
const phones = [
  { phone_id: 1, phone: '3125550100', phone_type: 'Home', isSelected: true },
  { phone_id: 2, phone: '3125550101', phone_type: 'Mobile', isSelected: false },
  { phone: '3125550102', phone_type: 'Work', isSelected: false },
];

describe('defaults', () => {
  it('keeps one default per list', () => {
    expect(setDefaultEntry(phones, 2).map((p) => p.isSelected)).toEqual([false, false, true]);
    expect(setDefaultEntry([{ is_default: true }, { is_default: false }], 1, 'is_default')).toEqual([
      { is_default: false },
      { is_default: true },
    ]);
  });

  it.each([
    { input: [{ isSelected: true }, { isSelected: true }], expected: [true, false] },
    { input: [{ isSelected: false }, { isSelected: false }], expected: [true, false] },
    { input: [{ email_class: 'removed', isSelected: true }, { isSelected: false }], expected: [false, true] },
    { input: [{ email_class: 'removed', isSelected: false }], expected: [false] },
    { input: [], expected: [] },
  ])('$input → $expected', ({ input, expected }) => {
    expect(ensureSingleDefault('email', input).map((e) => e.isSelected)).toEqual(expected);
  });
});

describe('removal and undo', () => {
  it('marks an entry struck through, passes the default on, and undoes', () => {
    const removed = markForRemoval('phone', phones, 0);
    expect(isMarkedForRemoval('phone', removed[0]!)).toBe(true);
    expect(removed.map((p) => p.isSelected)).toEqual([false, true, false]);
    expect(idsToDelete('phone', removed)).toEqual([1]);
    expect(entriesToSave('phone', removed).map((p) => p.phone)).toEqual(['3125550101', '3125550102']);

    const restored = undoRemoval('phone', removed, 0);
    expect(isMarkedForRemoval('phone', restored[0]!)).toBe(false);
    expect(restored.map((p) => p.isSelected)).toEqual([false, true, false]);
  });

  it('deletes only saved entries (with an id)', () => {
    const removed = markForRemoval('phone', markForRemoval('phone', phones, 2), 1);
    expect(idsToDelete('phone', removed)).toEqual([2]);
    expect(
      idsToDelete('address', [{ address_id: '9', address_class: 'removed' }, { address_class: 'removed' }]),
    ).toEqual([9]);
  });
});

describe('phoneTypeOptions', () => {
  it.each([
    { input: 0, expected: ['Home', 'Fax', 'Work', 'Other'] },
    { input: 1, expected: ['Home', 'Fax', 'Work', 'Mobile', 'Other'] },
    { input: 2, expected: ['Home', 'Fax', 'Work', 'Other'] },
  ])('row $input offers $expected', ({ input, expected }) => {
    expect(phoneTypeOptions(phones, input)).toEqual(expected);
  });

  it('offers Mobile again once the Mobile row is removed, in the lead order when asked', () => {
    const removed = markForRemoval('phone', phones, 1);
    expect(phoneTypeOptions(removed, 0, LEAD_PHONE_TYPES)).toEqual(['Home', 'Mobile', 'Work', 'Fax', 'Other']);
  });
});

describe('ensureAddressRow', () => {
  it('adds a Home row to an empty list and keeps a non-empty one', () => {
    expect(ensureAddressRow([])).toEqual([emptyHomeAddress()]);
    expect(ensureAddressRow(null)[0]).toMatchObject({ address_type_id: 'Home' });
    const list = [{ ...emptyHomeAddress(), city: 'Chicago' }];
    expect(ensureAddressRow(list)).toEqual(list);
  });
});
