import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../core/constants/app';
import {
  groupPermissions,
  PERMISSION_EDITOR,
  PERMISSION_GROUPS,
  permissionLabel,
  ROLE_MESSAGES,
  validateRoleChange,
  validateRoleName,
} from './index';

describe('given the permission editor groups', () => {
  it('when every permission of the product is looked up then each has a group of the list and a label', () => {
    for (const permission of PERMISSIONS) {
      const entry = (PERMISSION_EDITOR as Record<string, { group: string; label: string } | undefined>)[permission];
      expect(entry, `${permission} has no group in PERMISSION_EDITOR`).toBeDefined();
      expect(PERMISSION_GROUPS).toContain(entry!.group);
      expect(entry!.label.length).toBeGreaterThan(2);
    }
    expect(Object.keys(PERMISSION_EDITOR).sort()).toEqual([...PERMISSIONS].sort());
  });

  it('when the catalogue is grouped then groups keep their order, permissions keep PERMISSIONS order, unknown names drop out', () => {
    const catalogue = [...PERMISSIONS].reverse().map((permission_name) => ({ permission_name, description: 'x' }));
    const grouped = groupPermissions([...catalogue, { permission_name: 'root', description: 'y' }]);
    expect(grouped.map((g) => g.group)).toEqual([...PERMISSION_GROUPS]);
    expect(grouped.flatMap((g) => g.permissions.map((p) => p.permission_name)).sort()).toEqual([...PERMISSIONS].sort());
    const admin = grouped[0]!.permissions.map((p) => p.permission_name);
    expect(admin.slice(0, 3)).toEqual(['ui_admin', 'role_manage', 'registration_link_build']);
    expect(groupPermissions([{ permission_name: 'plan_explorer' }]).map((g) => g.group)).toEqual(['Integrations']);
  });

  it('when a label is asked then a known permission has its label, an unknown one its name', () => {
    expect(permissionLabel('ui_admin')).toBe('Admin menu');
    expect(permissionLabel('root')).toBe('root');
  });
});

describe('given the role validators', () => {
  it.each([
    { name: '', expected: ROLE_MESSAGES.nameRequired },
    { name: '   ', expected: ROLE_MESSAGES.nameRequired },
    { name: 'x'.repeat(101), expected: ROLE_MESSAGES.nameTooLong },
    { name: ` ${'x'.repeat(100)} `, expected: undefined },
    { name: 'Team Lead', expected: undefined },
  ])('when the name is "$name" then the message is $expected', ({ name, expected }) => {
    expect(validateRoleName(name)).toBe(expected);
  });

  it.each([
    { change: { role_id: 7, permissions: ['ui_admin'] }, expected: ROLE_MESSAGES.ownRoleRefused },
    { change: { role_id: 7, permissions: [] }, expected: ROLE_MESSAGES.ownRoleRefused },
    { change: { role_id: 7, active: false }, expected: ROLE_MESSAGES.ownRoleRefused },
    { change: { role_id: 7, active: true }, expected: undefined },
    { change: { role_id: 8, active: false, permissions: ['ui_admin'] }, expected: undefined },
    { change: { role_id: 8, permissions: ['ui_admin', 'root'] }, expected: 'Unknown permission: root' },
  ])('when $change is asked by a user of role 7 then the refusal is $expected', ({ change, expected }) => {
    expect(validateRoleChange(change, 7)).toBe(expected);
  });

  it('the own-role refusal reads as the server answers it', () => {
    expect(ROLE_MESSAGES.ownRoleRefused).toBe('You cannot disable or change the permissions of your own role.');
  });
});
