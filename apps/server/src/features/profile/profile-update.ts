import type { UserDetails, UserProfileUpdate } from '@meridian/api';
import { formatPhone, validateUserProfile } from '@meridian/domain';
import { HttpError } from '../../http/errors';
import { mergeContacts, orNull, text, type ContactRow } from './contacts';

/** What a profile save writes: the changed user columns, and the contact lists that were sent (else empty). */
export interface ProfileChanges {
  user: {
    fname?: string;
    lname?: string;
    gender?: UserDetails['gender'];
    company?: string | null;
    npn?: string | null;
    role_id?: number;
    active?: UserDetails['active'];
    active_changed_date?: Date;
    sms_id?: string | null;
    cm_sync_ignore?: UserDetails['cm_sync_ignore'];
    phone_dialer_provider_active?: UserProfileUpdate['phone_dialer_provider_active'];
    phone_dialer_provider_behavior_type_id?: UserProfileUpdate['phone_dialer_provider_behavior_type_id'];
  };
  phones: ContactRow[];
  emails: ContactRow[];
  addresses: ContactRow[];
}

/** The first message of a field-keyed error map answers 400, with every field's message in `result.errors`. */
export function invalid(errors: Record<string, string>): HttpError {
  const [field, message] = Object.entries(errors)[0]!;
  return new HttpError(400, message, { field, errors });
}

/**
 * The changes of `POST user/{id}` to the saved profile, checked with the dialog's rules on the profile
 * as it would be saved (400 naming the first field that breaks one).
 */
export function profileChanges(current: UserDetails, body: UserProfileUpdate, now = new Date()): ProfileChanges {
  const phones = mergeContacts('phone', current.phones, body.phones);
  const emails = mergeContacts('email', current.emails, body.emails);
  const addresses = mergeContacts('address', current.addresses, body.addresses);
  const touchesProfile = (
    ['fname', 'lname', 'gender', 'company', 'npn', 'role_id', 'phones', 'emails', 'addresses'] as const
  ).some((key) => body[key] !== undefined);
  if (touchesProfile) {
    const errors = validateUserProfile(
      {
        fname: body.fname ?? current.fname,
        lname: body.lname ?? current.lname,
        role_id: body.role_id ?? current.role_id,
        phones: phones.map((p) => ({ phone: formatPhone(text(p.phone)), phone_type: text(p.phone_type) })),
        emails: emails.map((e) => ({ email: text(e.email) })),
        addresses: addresses.map((a) => ({
          address1: text(a.address1),
          city: text(a.city),
          state_id: text(a.state_id),
          zip: text(a.zip),
        })),
      },
      { isNew: false },
    );
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  return {
    user: {
      ...(body.fname !== undefined ? { fname: body.fname.trim() } : {}),
      ...(body.lname !== undefined ? { lname: body.lname.trim() } : {}),
      ...(body.gender !== undefined ? { gender: body.gender === '' ? null : body.gender } : {}),
      ...(body.company !== undefined ? { company: orNull(body.company) } : {}),
      ...(body.npn !== undefined ? { npn: orNull(body.npn) } : {}),
      ...(body.role_id !== undefined ? { role_id: body.role_id } : {}),
      ...(body.active !== undefined && body.active !== current.active
        ? { active: body.active, active_changed_date: now }
        : {}),
      ...(body.sms_id !== undefined ? { sms_id: orNull(body.sms_id) } : {}),
      ...(body.cm_sync_ignore !== undefined ? { cm_sync_ignore: body.cm_sync_ignore } : {}),
      ...(body.phone_dialer_provider_active !== undefined
        ? { phone_dialer_provider_active: body.phone_dialer_provider_active }
        : {}),
      ...(body.phone_dialer_provider_behavior_type_id !== undefined
        ? { phone_dialer_provider_behavior_type_id: body.phone_dialer_provider_behavior_type_id }
        : {}),
    },
    phones: body.phones ? phones : [],
    emails: body.emails ? emails : [],
    addresses: body.addresses ? addresses : [],
  };
}
