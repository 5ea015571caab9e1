import { describe, expect, it } from 'vitest';
import {
  applyEmergencyChoice,
  contactPhoneForSave,
  displayRelationship,
  isEmergencySameAsPreferred,
} from './emergency-contact';

// Spec 02 §4.1: "Emergency contact: choosing Yes copies the preferred contact name into the emergency fields and
// hides the section; choosing No clears the emergency fields and shows them. On load the radio is Yes when the
// emergency name and phone id, or the relationship, match the preferred contact."
const preferred = {
  contact_name: 'Tom Whitfield',
  contact_phone: { phone_type: 'Mobile' as const, phone: '2175550100', phone_ext: '' },
  contact_phone_id: 11,
  contact_relationship: 'Spouse',
};

describe('isEmergencySameAsPreferred', () => {
  it.each([
    {
      input: { emergency_name: 'Tom Whitfield', emergency_phone_id: 11, emergency_relationship: 'Child' },
      expected: true,
    },
    {
      input: { emergency_name: ' tom whitfield ', emergency_phone_id: 12, emergency_relationship: 'Spouse' },
      expected: true,
    },
    {
      input: { emergency_name: 'Tom Whitfield', emergency_phone_id: 12, emergency_relationship: 'Child' },
      expected: false,
    },
    {
      input: { emergency_name: 'Ann Whitfield', emergency_phone_id: 11, emergency_relationship: 'Spouse' },
      expected: false,
    },
  ])('$input → $expected', ({ input, expected }) => {
    expect(isEmergencySameAsPreferred({ ...preferred, ...input })).toBe(expected);
  });

  it('answers Yes for a lead without either contact', () => {
    expect(isEmergencySameAsPreferred({})).toBe(true);
  });
});

describe('applyEmergencyChoice', () => {
  it('copies the preferred contact on Yes and clears on No', () => {
    expect(applyEmergencyChoice(preferred, true)).toEqual({
      emergency_name: 'Tom Whitfield',
      emergency_phone: { phone_type: 'Mobile', phone: '2175550100', phone_ext: '' },
      emergency_phone_id: 11,
      emergency_relationship: 'Spouse',
    });
    expect(applyEmergencyChoice(preferred, false)).toEqual({
      emergency_name: '',
      emergency_phone: { phone_type: 'Home', phone: '', phone_ext: '' },
      emergency_relationship: '',
    });
    expect(applyEmergencyChoice({}, true)).toEqual({
      emergency_name: '',
      emergency_phone: { phone_type: 'Home', phone: '', phone_ext: '' },
      emergency_relationship: '',
    });
  });

  it('matches the preferred contact after Yes', () => {
    expect(isEmergencySameAsPreferred({ ...preferred, ...applyEmergencyChoice(preferred, true) })).toBe(true);
  });
});

// Spec 02 §3.1: "a value outside the list displays as Other"; §5.1: "Contact and emergency phones under 10 digits are treated as empty".
describe('displayRelationship and contactPhoneForSave', () => {
  it.each([
    { input: 'Friend', expected: 'Friend' },
    { input: 'Neighbor', expected: 'Other' },
    { input: '', expected: '' },
    { input: null, expected: '' },
  ])('relationship $input shows as $expected', ({ input, expected }) => {
    expect(displayRelationship(input)).toBe(expected);
  });

  it.each([
    { input: '(217) 555-0100', expected: '2175550100' },
    { input: '(217) 555-01', expected: '' },
    { input: undefined, expected: '' },
  ])('contact phone $input is saved as $expected', ({ input, expected }) => {
    expect(contactPhoneForSave(input)).toBe(expected);
  });
});
