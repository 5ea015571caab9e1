import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditValueText } from './format';

describe('auditValueText', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['Agent', 'Agent'],
    [0, '0'],
    [false, 'false'],
    [['a', 'b'], '["a","b"]'],
    [{ a: 1 }, '{"a":1}'],
  ])('when the value is %j then it reads %j', (value, text) => {
    expect(auditValueText(value)).toBe(text);
  });
});

describe('auditChanges', () => {
  it('when a field changed then only that field is listed, with both values', () => {
    expect(auditChanges({ active: '1', role_name: 'Agent' }, { active: '0', role_name: 'Agent' })).toEqual([
      { field: 'active', before: '1', after: '0' },
    ]);
  });

  it('when the record was created (no before) then every field of after is listed, in its order', () => {
    expect(auditChanges(null, { name: 'Spring mailer', active: '1' })).toEqual([
      { field: 'name', before: '', after: 'Spring mailer' },
      { field: 'active', before: '', after: '1' },
    ]);
  });

  it('when the record was deleted (no after) then every field of before is listed', () => {
    expect(auditChanges({ code: 'TV1' }, null)).toEqual([{ field: 'code', before: 'TV1', after: '' }]);
  });

  it('when a structured value changed then it is compared and shown as JSON', () => {
    expect(auditChanges({ permissions: ['ui_admin'] }, { permissions: ['ui_admin', 'role_manage'] })).toEqual([
      { field: 'permissions', before: '["ui_admin"]', after: '["ui_admin","role_manage"]' },
    ]);
  });

  it('when before and after are not objects (or are arrays) then nothing is listed', () => {
    expect(auditChanges('x', [1, 2])).toEqual([]);
  });
});

describe('auditActionLabel', () => {
  it.each([
    ['activate_registration', 'Activate registration'],
    ['bulk-delete', 'Bulk delete'],
    ['create', 'Create'],
    ['__', ''],
  ])('when the action is %j then it reads %j', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });
});
