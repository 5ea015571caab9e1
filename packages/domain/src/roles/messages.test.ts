import { describe, expect, it } from 'vitest';
import { ROLE_MESSAGES } from './messages';

describe('ROLE_MESSAGES', () => {
  it('when a name is taken or a permission unknown then the message names it', () => {
    expect(ROLE_MESSAGES.nameTaken('Team Lead')).toBe('A role named Team Lead already exists.');
    expect(ROLE_MESSAGES.unknownPermission('fly')).toBe('Unknown permission: fly');
  });
});
