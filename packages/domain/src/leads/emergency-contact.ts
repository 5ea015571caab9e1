// Preferred and emergency contacts of a lead (spec 02 §3.1, §4.1, §5.1).
import { CONTACT_RELATIONSHIPS, type ContactRelationship } from '../core/constants/lookups';
import type { EmergencyContact, PreferredContact } from './types';
import { asText, digitsOf } from '../core/internal/text';

const same = (a: unknown, b: unknown) => asText(a).trim().toLowerCase() === asText(b).trim().toLowerCase();

/**
 * 'Use as emergency contact?' on load: Yes when the emergency name matches the preferred contact's
 * and so does the phone id or the relationship.
 */
export function isEmergencySameAsPreferred(lead: Partial<PreferredContact & EmergencyContact>): boolean {
  const samePhone = (lead.emergency_phone_id ?? null) === (lead.contact_phone_id ?? null);
  return (
    same(lead.emergency_name, lead.contact_name) &&
    (samePhone || same(lead.emergency_relationship, lead.contact_relationship))
  );
}

/** Yes copies the preferred contact into the emergency fields; No clears them. */
export function applyEmergencyChoice(lead: Partial<PreferredContact>, useAsEmergency: boolean): EmergencyContact {
  if (!useAsEmergency) {
    return {
      emergency_name: '',
      emergency_phone: { phone_type: 'Home', phone: '', phone_ext: '' },
      emergency_relationship: '',
    };
  }
  return {
    emergency_name: asText(lead.contact_name),
    emergency_phone: { phone_type: 'Home', phone: '', phone_ext: '', ...lead.contact_phone },
    ...(lead.contact_phone_id === undefined ? {} : { emergency_phone_id: lead.contact_phone_id }),
    emergency_relationship: asText(lead.contact_relationship),
  };
}

/** A relationship as displayed: a value outside the list displays as Other; none stays empty. */
export function displayRelationship(value: string | null | undefined): ContactRelationship | '' {
  const text = asText(value).trim();
  if (text === '') return '';
  return (CONTACT_RELATIONSHIPS as readonly string[]).includes(text) ? (text as ContactRelationship) : 'Other';
}

/** Contact and emergency phones under 10 digits are treated as empty; otherwise their digits are sent. */
export function contactPhoneForSave(phone: string | null | undefined): string {
  const digits = digitsOf(phone);
  return digits.length < 10 ? '' : digits;
}
