// Contact permissions (spec 02 §2.1, §2.2, §3.1): the four do_not_* flags ('1' means do not
// contact) show inverted as checkboxes; the history shows 0 as ON and 1 as OFF.
import { CONTACT_PERMISSION_LABELS, type ContactPermissionType } from '../core/constants/lookups';
import type { ContactPermissionFlags, ContactPermissionHistoryRow } from './types';
import { formatCentralDate } from '../core/format/central-time';
import { toInstant } from '../core/internal/instant';
import { asText } from '../core/internal/text';

/** The Contact Permissions checkboxes: checked means permission is given. */
export interface ContactPermissionChecks {
  email: boolean;
  phone: boolean;
  text: boolean;
  mail: boolean;
}

const FLAG_OF: Readonly<Record<keyof ContactPermissionChecks, ContactPermissionType>> = {
  email: 'do_not_email',
  phone: 'do_not_call',
  text: 'do_not_text',
  mail: 'do_not_mail',
};

/** A do_not_* flag of '1' shows unchecked; anything else checked. */
export function contactPermissionChecks(
  lead: Partial<Record<ContactPermissionType, unknown>> | null | undefined,
): ContactPermissionChecks {
  const given = (key: keyof ContactPermissionChecks) => asText(lead?.[FLAG_OF[key]]).trim() !== '1';
  return { email: given('email'), phone: given('phone'), text: given('text'), mail: given('mail') };
}

/** The flags saved for the checkboxes: unchecked saves '1' (do not contact). */
export function contactPermissionFlags(checks: ContactPermissionChecks): ContactPermissionFlags {
  return {
    do_not_email: checks.email ? '0' : '1',
    do_not_call: checks.phone ? '0' : '1',
    do_not_text: checks.text ? '0' : '1',
    do_not_mail: checks.mail ? '0' : '1',
  };
}

/** History status: lead_contact_permission_to_contact 0 is ON, 1 is OFF. */
export function permissionHistoryStatus(toContact: unknown): 'ON' | 'OFF' | '' {
  const value = asText(toContact).trim();
  return value === '0' ? 'ON' : value === '1' ? 'OFF' : '';
}

export interface PermissionHistoryDisplayRow {
  permission: string;
  status: 'ON' | 'OFF' | '';
  date: string;
  username: string;
  name: string;
}

/** The history table (Contact Permission, Status, Date/Time, Username, Name), oldest change first. */
export function permissionHistoryRows(
  rows: readonly ContactPermissionHistoryRow[] | null | undefined,
): PermissionHistoryDisplayRow[] {
  const time = (row: ContactPermissionHistoryRow) => toInstant(row.lead_contact_permission_change_date)?.getTime() ?? 0;
  return [...(rows ?? [])]
    .sort((a, b) => time(a) - time(b))
    .map((row) => {
      const user = row.lead_contact_permission_change_user ?? { login: '', fname: '', lname: '' };
      return {
        permission:
          CONTACT_PERMISSION_LABELS[row.lead_contact_permission_type] ?? asText(row.lead_contact_permission_type),
        status: permissionHistoryStatus(row.lead_contact_permission_to_contact),
        date: formatCentralDate(row.lead_contact_permission_change_date),
        username: asText(user.login),
        name: `${asText(user.fname)} ${asText(user.lname)}`.trim(),
      };
    });
}
