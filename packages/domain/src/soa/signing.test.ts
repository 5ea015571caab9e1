import { describe, expect, it } from 'vitest';
import {
  orderSoaProductTypes,
  soaAppointmentRuleNote,
  soaProductTypeLabel,
  soaRecordStatus,
  soaSigningIntro,
  SOA_SIGNING_PRODUCT_TYPES,
  SOA_SIGNING_PRODUCT_TYPE_VALUES,
  validateSoaSigning,
} from './signing';
import type { SoaWaitingPeriodRule } from './rules';

// CMS's model Scope of Sales Appointment Confirmation Form lists five product groups, in this order.
describe('SOA_SIGNING_PRODUCT_TYPES', () => {
  it('lists the five groups of the CMS model form in its order', () => {
    expect(SOA_SIGNING_PRODUCT_TYPES.map((p) => p.label)).toEqual([
      'Stand-alone Medicare Prescription Drug Plans (Part D)',
      'Medicare Advantage Plans (Part C) and Cost Plans',
      'Dental/Vision/Hearing Products',
      'Hospital Indemnity Products',
      'Medicare Supplement (Medigap) Products',
    ]);
    expect(SOA_SIGNING_PRODUCT_TYPE_VALUES).toEqual(SOA_SIGNING_PRODUCT_TYPES.map((p) => p.value));
  });
});

describe('soaProductTypeLabel', () => {
  it.each([
    { input: 'medigap', expected: 'Medicare Supplement (Medigap) Products' },
    { input: 'part_d', expected: 'Stand-alone Medicare Prescription Drug Plans (Part D)' },
    { input: 'life', expected: 'life' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(soaProductTypeLabel(input)).toBe(expected);
  });
});

describe('orderSoaProductTypes', () => {
  it.each([
    { input: ['medigap', 'part_d', 'medigap'], expected: ['part_d', 'medigap'] },
    { input: ['life'], expected: [] },
    { input: [], expected: [] },
  ])('$input → $expected', ({ input, expected }) => {
    expect(orderSoaProductTypes(input)).toEqual(expected);
  });
});

describe('soaSigningIntro', () => {
  it.each([
    {
      input: ['Marcus Bell', 'Demo Agency'],
      expected:
        'Marcus Bell of Demo Agency asked you to confirm which products you would like to discuss at your appointment.',
    },
    {
      input: [' ', 'Demo Agency'],
      expected: 'Demo Agency asked you to confirm which products you would like to discuss at your appointment.',
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(soaSigningIntro(input[0]!, input[1]!)).toBe(expected);
  });
});

describe('validateSoaSigning', () => {
  it.each([
    { input: { product_types: ['part_d'], signer_name: 'Ruth Alvarez' }, expected: {} },
    {
      input: { product_types: [], signer_name: '  ' },
      expected: {
        product_types: 'Please choose at least one type of product to discuss.',
        signer_name: 'Please type your full name to sign.',
      },
    },
    {
      input: { product_types: ['life'], signer_name: 'Ruth' },
      expected: { product_types: 'Please choose at least one type of product to discuss.' },
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(validateSoaSigning(input)).toEqual(expected);
  });
});

describe('soaRecordStatus', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  it.each([
    { input: { signed_at: '2026-11-20T12:00:00Z', expires_at: '2026-11-01T12:00:00Z' }, expected: 'signed' },
    { input: { status: 'signed' }, expected: 'signed' },
    { input: { status: 'cancelled', expires_at: '2027-01-01T12:00:00Z' }, expected: 'cancelled' },
    { input: { status: 'expired' }, expected: 'expired' },
    { input: { status: 'sent', expires_at: '2026-11-26T12:00:00Z' }, expected: 'expired' },
    { input: { status: 'sent', expires_at: '2026-11-26T12:00:01Z' }, expected: 'sent' },
    { input: { status: null, signed_at: null, expires_at: null }, expected: 'sent' },
    { input: {}, expected: 'sent' },
  ])('$input → $expected', ({ input, expected }) => {
    expect(soaRecordStatus(input, now)).toBe(expected);
  });
});

// Spec 02 §5.3: 'SOA must be at least 48 hours before the appointment'.
describe('soaAppointmentRuleNote', () => {
  const rules: SoaWaitingPeriodRule[] = [
    { effective_from: '2020-01-01', waiting_hours: 0, applies_to_unscheduled: false },
    { effective_from: '2023-01-01', waiting_hours: 48, applies_to_unscheduled: false },
    { effective_from: '2030-01-01', waiting_hours: 72, applies_to_unscheduled: true },
  ];
  it.each([
    {
      input: { appointmentAt: '2025-12-01' },
      table: undefined,
      expected: 'SOA must be at least 48 hours before the appointment',
    },
    { input: { appointmentAt: '2025-12-01', unscheduled: true }, table: undefined, expected: undefined },
    { input: { appointmentAt: '2021-06-01' }, table: rules, expected: undefined },
    {
      input: { appointmentAt: '2024-06-01' },
      table: rules,
      expected: 'SOA must be at least 48 hours before the appointment',
    },
    {
      input: { appointmentAt: '2031-06-01', unscheduled: true },
      table: rules,
      expected: 'SOA must be at least 72 hours before the appointment',
    },
    { input: { appointmentAt: 'not a date' }, table: rules, expected: undefined },
  ])('$input → $expected', ({ input, table, expected }) => {
    expect(soaAppointmentRuleNote(input, table)).toBe(expected);
  });
});
