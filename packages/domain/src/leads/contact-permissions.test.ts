import { describe, expect, it } from 'vitest';
import {
  contactPermissionChecks,
  contactPermissionFlags,
  permissionHistoryRows,
  permissionHistoryStatus,
} from './contact-permissions';

// Spec 02 §3.1: "The four do_not_* flags: '1' means do not contact. The form shows them inverted: a checked box means
// permission is given." "lead_contact_permission_to_contact (0 displayed as ON, 1 displayed as OFF)".
describe('contact permission checkboxes', () => {
  it.each([
    {
      input: { do_not_call: '1', do_not_email: '0', do_not_text: '1', do_not_mail: '0' },
      expected: { phone: false, email: true, text: false, mail: true },
    },
    { input: {}, expected: { phone: true, email: true, text: true, mail: true } },
    { input: null, expected: { phone: true, email: true, text: true, mail: true } },
  ])('$input → $expected', ({ input, expected }) => {
    expect(contactPermissionChecks(input)).toEqual(expected);
  });

  it('round-trips the flags', () => {
    const flags = { do_not_call: '1', do_not_email: '0', do_not_text: '0', do_not_mail: '1' } as const;
    expect(contactPermissionFlags(contactPermissionChecks(flags))).toEqual(flags);
    const opposite = { do_not_call: '0', do_not_email: '1', do_not_text: '1', do_not_mail: '0' } as const;
    expect(contactPermissionFlags(contactPermissionChecks(opposite))).toEqual(opposite);
  });
});

describe('permission history', () => {
  it.each([
    { input: 0, expected: 'ON' },
    { input: '0', expected: 'ON' },
    { input: 1, expected: 'OFF' },
    { input: '1', expected: 'OFF' },
    { input: null, expected: '' },
  ])('status $input → $expected', ({ input, expected }) => {
    expect(permissionHistoryStatus(input)).toBe(expected);
  });

  // Spec 02 §2.2: columns Contact Permission (Call, Email, Mail, Text), Status, Date/Time (MM/dd/yyyy), Username, Name; default order by change date ascending.
  it('lists rows oldest first with the table columns', () => {
    const user = { login: 'jagent', fname: 'Jane', lname: 'Agent' };
    expect(
      permissionHistoryRows([
        {
          lead_contact_permission_type: 'do_not_mail',
          lead_contact_permission_to_contact: 1,
          lead_contact_permission_change_date: '2026-03-02 10:00:00',
          lead_contact_permission_change_user: user,
        },
        {
          lead_contact_permission_type: 'do_not_call',
          lead_contact_permission_to_contact: '0',
          lead_contact_permission_change_date: '2026-03-01 09:00:00',
          lead_contact_permission_change_user: user,
        },
        {
          lead_contact_permission_type: 'other' as never,
          lead_contact_permission_to_contact: 0,
          lead_contact_permission_change_date: 'bad',
          lead_contact_permission_change_user: undefined as never,
        },
      ]),
    ).toEqual([
      { permission: 'other', status: 'ON', date: '', username: '', name: '' },
      { permission: 'Call', status: 'ON', date: '03/01/2026', username: 'jagent', name: 'Jane Agent' },
      { permission: 'Mail', status: 'OFF', date: '03/02/2026', username: 'jagent', name: 'Jane Agent' },
    ]);
    expect(permissionHistoryRows(null)).toEqual([]);
  });
});
