// The Lead Details form ↔ wire mapping (spec 02 §3.1, §4.1, §5.1): built from the lead as the
// server answers it, checked with `validateLeadDetails`, and turned back into the save payload and
// the deletes that go before it.
import type { LeadContactKind, LeadRecord, LeadUpdate } from '@meridian/api';
import {
  applyEmergencyChoice,
  contactPermissionChecks,
  contactPermissionFlags,
  contactPhoneForSave,
  displayRelationship,
  entriesToSave,
  ensureAddressRow,
  formatMedicareNumber,
  idsToDelete,
  inchesToFeetInches,
  isEmergencySameAsPreferred,
  normalizeMedicareNumber,
  partDateFromWire,
  partDateToWire,
  validateLeadDetails,
  type ContactAddress,
  type ContactEmail,
  type ContactPermissionChecks,
  type ContactPhone,
  type LeadDetailsValidation,
  type PhoneType,
} from '@meridian/domain';

/** The phone of a preferred or emergency contact as typed: digits, type and extension. */
export interface ContactPersonPhoneForm {
  phone_type: PhoneType;
  phone: string;
  phone_ext: string;
}

export interface LeadDetailsForm {
  title: string;
  fname: string;
  mname: string;
  lname: string;
  dob: string;
  gender: '' | 'M' | 'F';
  marital_status: '' | 'S' | 'M' | 'D' | 'W';
  /** Total inches. */
  height: number | null;
  weight: number | null;
  ssn: string;
  phones: ContactPhone[];
  emails: ContactEmail[];
  addresses: ContactAddress[];
  contact_name: string;
  contact_phone: ContactPersonPhoneForm;
  contact_relationship: string;
  /** 'Use as emergency contact?' Yes. */
  emergency_same: boolean;
  emergency_name: string;
  emergency_phone: ContactPersonPhoneForm;
  emergency_relationship: string;
  /** As shown (4-3-4 with dashes). */
  hicn: string;
  /** MM/YYYY. */
  medicare_parta_date: string;
  medicare_partb_date: string;
  medicaid_number: string;
  medicaid_state: string;
  source_vendor_id: string;
  source_adcode: string;
  b2bpartner_id: string;
  source_code: string;
  campaign_id: string;
  campaign_segment_code: string;
  lead_type_id: string;
  product_type_id: string;
  tags: string[];
  permissions: ContactPermissionChecks;
}

const idText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const personPhone = (phone: LeadRecord['contact_phone']): ContactPersonPhoneForm => ({
  phone_type: phone?.phone_type ?? 'Home',
  phone: phone?.phone ?? '',
  phone_ext: phone?.phone_ext ?? '',
});

/** The form of a lead as read (with the full SSN, for editing). */
export function leadFormOf(lead: LeadRecord): LeadDetailsForm {
  return {
    title: lead.title,
    fname: lead.fname,
    mname: lead.mname,
    lname: lead.lname,
    dob: lead.dob,
    gender: lead.gender,
    marital_status: lead.marital_status,
    height: lead.height,
    weight: lead.weight,
    ssn: lead.ssn,
    phones: lead.phones.map((p) => ({
      phone_id: p.phone_id,
      phone_type: p.phone_type,
      phone: p.phone,
      phone_ext: p.phone_ext ?? '',
      isSelected: p.isSelected,
    })),
    emails: lead.emails.map((e) => ({
      email_id: e.email_id,
      email_type: e.email_type,
      email: e.email,
      isSelected: e.isSelected,
    })),
    addresses: ensureAddressRow(
      lead.addresses.map((a) => ({
        address_id: a.address_id,
        address_type_id: a.address_type_id,
        address1: a.address1,
        address2: a.address2,
        city: a.city,
        state_id: a.state_id,
        zip: a.zip,
        zip_4: a.zip_4,
        county: a.county,
        county_fips: a.county_fips,
        country_id: a.country_id,
        apo: a.apo,
        isSelected: a.isSelected,
      })),
    ) as ContactAddress[],
    contact_name: lead.contact_name,
    contact_phone: personPhone(lead.contact_phone),
    contact_relationship: displayRelationship(lead.contact_relationship),
    emergency_same:
      lead.contact_name.trim() !== '' &&
      isEmergencySameAsPreferred({
        contact_name: lead.contact_name,
        contact_relationship: lead.contact_relationship,
        emergency_name: lead.emergency_name,
        emergency_relationship: lead.emergency_relationship,
        ...(lead.contact_phone_id === null ? {} : { contact_phone_id: lead.contact_phone_id }),
        ...(lead.emergency_phone_id === null ? {} : { emergency_phone_id: lead.emergency_phone_id }),
      }),
    emergency_name: lead.emergency_name,
    emergency_phone: personPhone(lead.emergency_phone),
    emergency_relationship: displayRelationship(lead.emergency_relationship),
    hicn: formatMedicareNumber(lead.hicn),
    medicare_parta_date: partDateFromWire(lead.medicare_parta_date),
    medicare_partb_date: partDateFromWire(lead.medicare_partb_date),
    medicaid_number: lead.medicaid_number,
    medicaid_state: lead.medicaid_state,
    source_vendor_id: idText(lead.source_vendor_id ?? lead.lead_vendor_id),
    source_adcode: lead.source_adcode,
    b2bpartner_id: idText(lead.b2bpartner_id),
    source_code: lead.source_code,
    campaign_id: idText(lead.campaign_id),
    campaign_segment_code: lead.campaign_segment_code,
    lead_type_id: idText(lead.lead_type_id),
    product_type_id: idText(lead.product_type_id),
    tags: [...lead.tags],
    permissions: contactPermissionChecks(lead),
  };
}

/** Yes copies the preferred contact into the emergency fields; No clears them (spec 02 §4.1). */
export function withEmergencyChoice(form: LeadDetailsForm, same: boolean): LeadDetailsForm {
  const chosen = applyEmergencyChoice(
    {
      contact_name: form.contact_name,
      contact_phone: form.contact_phone,
      contact_relationship: form.contact_relationship,
    },
    same,
  );
  return {
    ...form,
    emergency_same: same,
    emergency_name: chosen.emergency_name,
    emergency_phone: {
      phone_type: chosen.emergency_phone.phone_type,
      phone: chosen.emergency_phone.phone,
      phone_ext: chosen.emergency_phone.phone_ext ?? '',
    },
    emergency_relationship: chosen.emergency_relationship,
  };
}

/** The domain's check of the form: inline messages by field and the save summary lines. */
export function leadDetailsValidation(
  form: LeadDetailsForm,
  { now, trackingCodeRequired = false }: { now: Date; trackingCodeRequired?: boolean },
): LeadDetailsValidation {
  const { feet, inches } = inchesToFeetInches(form.height);
  return validateLeadDetails(
    {
      ...form,
      height_feet: form.height === null ? '' : String(feet),
      height_inches: form.height === null ? '' : String(inches),
      weight: form.weight === null ? '' : String(form.weight),
      hicn: form.hicn,
      contact_phone: form.contact_phone.phone,
      emergency_phone: form.emergency_same ? '' : form.emergency_phone.phone,
    },
    { now, trackingCodeRequired },
  );
}

/** The saved rows marked for removal, deleted one by one before the save. */
export function leadDeletions(form: LeadDetailsForm): Array<{ kind: LeadContactKind; id: number }> {
  return [
    ...idsToDelete('phone', form.phones).map((id) => ({ kind: 'phone' as const, id })),
    ...idsToDelete('email', form.emails).map((id) => ({ kind: 'email' as const, id })),
    ...idsToDelete('address', form.addresses).map((id) => ({ kind: 'address' as const, id })),
  ];
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const personPhoneForSave = (phone: ContactPersonPhoneForm) => ({
  phone_type: phone.phone_type,
  phone: contactPhoneForSave(phone.phone),
  phone_ext: orNull(phone.phone_ext),
});

/** The body of `PUT lead/{lead_id}/`. Locked origination fields are left out (the server keeps them). */
export function leadPayload(form: LeadDetailsForm, { originationLocked }: { originationLocked: boolean }): LeadUpdate {
  const emergency = form.emergency_same ? withEmergencyChoice(form, true) : form;
  const addresses = entriesToSave('address', form.addresses).filter(
    (a) => a.address_id || [a.address1, a.city, a.zip, a.state_id].some((part) => (part ?? '').trim() !== ''),
  );
  return {
    title: form.title.trim(),
    fname: form.fname.trim(),
    mname: form.mname.trim(),
    lname: form.lname.trim(),
    dob: form.dob,
    gender: form.gender,
    marital_status: form.marital_status,
    height: form.height,
    weight: form.weight,
    ssn: form.ssn,
    hicn: normalizeMedicareNumber(form.hicn),
    medicare_parta_date: partDateToWire(form.medicare_parta_date),
    medicare_partb_date: partDateToWire(form.medicare_partb_date),
    medicaid_number: form.medicaid_number.trim(),
    medicaid_state: form.medicaid_state,
    ...(originationLocked
      ? {}
      : {
          source_vendor_id: form.source_vendor_id,
          lead_vendor_id: form.source_vendor_id,
          source_adcode: form.source_adcode.trim(),
          b2bpartner_id: form.b2bpartner_id,
          source_code: form.source_code.trim(),
          campaign_id: form.campaign_id,
          campaign_segment_code: form.campaign_segment_code,
          lead_type_id: form.lead_type_id,
          product_type_id: form.product_type_id,
        }),
    tags: form.tags,
    ...contactPermissionFlags(form.permissions),
    phones: entriesToSave('phone', form.phones).map((p) => ({
      ...(p.phone_id ? { phone_id: p.phone_id } : {}),
      phone_type: p.phone_type,
      phone: p.phone,
      phone_ext: orNull(p.phone_ext ?? ''),
      isSelected: p.isSelected === true,
    })),
    emails: entriesToSave('email', form.emails).map((e) => ({
      ...(e.email_id ? { email_id: e.email_id } : {}),
      email_type: e.email_type,
      email: e.email.trim(),
      isSelected: e.isSelected === true,
    })),
    addresses: addresses.map((a) => ({
      ...(a.address_id ? { address_id: a.address_id } : {}),
      address_type_id: a.address_type_id,
      address1: a.address1.trim(),
      address2: orNull(a.address2 ?? ''),
      city: a.city.trim(),
      state_id: orNull(a.state_id),
      zip: orNull(a.zip),
      zip_4: orNull(a.zip_4 ?? ''),
      county: orNull(a.county ?? ''),
      county_fips: orNull(a.county_fips ?? ''),
      ...(a.country_id !== undefined ? { country_id: a.country_id } : {}),
      ...(a.apo === '0' || a.apo === '1' ? { apo: a.apo } : {}),
      isSelected: a.isSelected === true,
    })),
    contact_name: form.contact_name.trim(),
    contact_phone: personPhoneForSave(form.contact_phone),
    contact_relationship: form.contact_relationship,
    emergency_name: emergency.emergency_name.trim(),
    emergency_phone: personPhoneForSave(emergency.emergency_phone),
    emergency_relationship: emergency.emergency_relationship,
  };
}
