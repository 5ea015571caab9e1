import { describe, expect, it } from 'vitest';
import {
  COMPLIANCE_DETAILS,
  COMPLIANCE_ITEM_KEYS,
  COMPLIANCE_LABELS,
  complianceChecklist,
  isWritingNumberCurrent,
  type ComplianceFacts,
} from './compliance';

// Issue 13 (beyond the spec's anchors): "a per-lead compliance checklist (permission to contact by
// each channel, SOA on file and its date once the SOA issue lands, a recorded call, a writing
// number for the product)". Spec 02 §3.1: "The four do_not_* flags: '1' means do not contact."
const now = new Date('2026-11-25T18:00:00Z');
const facts = (change: Partial<ComplianceFacts> = {}): ComplianceFacts => ({
  permissions: { do_not_call: '0', do_not_email: '0', do_not_text: '0', do_not_mail: '0' },
  lastRecordedCallAt: null,
  productType: null,
  hasAgent: true,
  writingNumbers: [],
  now,
  ...change,
});
const byKey = (f: ComplianceFacts) => Object.fromEntries(complianceChecklist(f).map((i) => [i.key, i]));

describe('the compliance checklist', () => {
  it('lists every item in order with its label', () => {
    const items = complianceChecklist(facts());
    expect(items.map((i) => i.key)).toEqual([...COMPLIANCE_ITEM_KEYS]);
    expect(items.map((i) => i.label)).toEqual(COMPLIANCE_ITEM_KEYS.map((k) => COMPLIANCE_LABELS[k]));
  });

  it.each<{ flags: Record<string, '1'>; refused: string[] }>([
    { flags: { do_not_call: '1' }, refused: ['permission_call'] },
    { flags: { do_not_email: '1', do_not_text: '1' }, refused: ['permission_email', 'permission_text'] },
    { flags: { do_not_mail: '1' }, refused: ['permission_mail'] },
    { flags: {}, refused: [] },
  ])('a do_not_* flag of 1 leaves its permission unmet: $flags', ({ flags, refused }) => {
    const items = byKey(facts({ permissions: flags }));
    for (const key of ['permission_call', 'permission_email', 'permission_text', 'permission_mail']) {
      expect(items[key]!.met).toBe(!refused.includes(key));
      expect(items[key]!.detail).toBe(
        refused.includes(key)
          ? COMPLIANCE_DETAILS.permissionRefused(key.replace('permission_', ''))
          : COMPLIANCE_DETAILS.permissionGiven,
      );
    }
  });

  it('a call placed through the dialer is the recorded call, dated in Central Time', () => {
    expect(byKey(facts()).recorded_call).toMatchObject({ met: false, detail: COMPLIANCE_DETAILS.noRecordedCall });
    // 03:30 UTC on Nov 21 is still Nov 20 in Chicago.
    expect(byKey(facts({ lastRecordedCallAt: '2026-11-21T03:30:00Z' })).recorded_call).toMatchObject({
      met: true,
      detail: 'Last call placed through the phone dialer on 11/20/2026.',
    });
    expect(byKey(facts({ lastRecordedCallAt: 'not a date' })).recorded_call!.met).toBe(false);
  });

  describe('the writing number for the product', () => {
    const ma = { product_type_id: 8, product_type_name: 'Medicare Advantage' };
    const numbers = [
      { carrier_name: 'Humana', agent_writing_number: 'HUM-1', product_type_id: 8, certification_year: 2025 },
      { carrier_name: 'Aetna', agent_writing_number: 'AET-2', product_type_id: 11, certification_year: 2026 },
    ];

    it('is not met without a product type on the lead', () => {
      expect(byKey(facts({ writingNumbers: numbers })).writing_number).toMatchObject({
        met: false,
        detail: COMPLIANCE_DETAILS.noProductType,
      });
    });

    it('is not met on an unassigned lead', () => {
      expect(byKey(facts({ productType: ma, hasAgent: false })).writing_number).toMatchObject({
        met: false,
        detail: COMPLIANCE_DETAILS.noAgent,
      });
    });

    it('is not met with numbers only for other products or past plan years', () => {
      expect(byKey(facts({ productType: ma, writingNumbers: numbers })).writing_number).toMatchObject({
        met: false,
        detail: 'The agent has no writing number for Medicare Advantage.',
      });
    });

    it('is met by any carrier’s number for the product, current plan year, next, or none; naming them', () => {
      const more = [
        ...numbers,
        { carrier_name: 'Humana', agent_writing_number: 'HUM-1', product_type_id: 8, certification_year: 2027 },
        { carrier_name: 'Cigna', agent_writing_number: 'CIG-9', product_type_id: 8, certification_year: null },
      ];
      expect(byKey(facts({ productType: ma, writingNumbers: more })).writing_number).toMatchObject({
        met: true,
        detail: 'Medicare Advantage: Humana HUM-1 (2027), Cigna CIG-9',
      });
    });
  });

  it.each([
    { number: { product_type_id: 8, certification_year: 2026 }, product: 8, expected: true },
    { number: { product_type_id: 8, certification_year: 2027 }, product: 8, expected: true },
    { number: { product_type_id: 8, certification_year: 2028 }, product: 8, expected: false },
    { number: { product_type_id: 8, certification_year: 2025 }, product: 8, expected: false },
    { number: { product_type_id: 9, certification_year: null }, product: 9, expected: true },
    { number: { product_type_id: 9, certification_year: null }, product: 8, expected: false },
  ])('writing number $number serves product $product in Nov 2026: $expected', ({ number, product, expected }) => {
    expect(isWritingNumberCurrent(number, product, now)).toBe(expected);
  });
});
