import { describe, expect, it } from 'vitest';
import { generateInitialPassword } from './password';
import {
  isAddressBegun,
  isValidInitialPassword,
  USERS_ADMIN_MESSAGES,
  userDeletionRefusal,
  validateNewUser,
} from './users-admin';

const complete = {
  fname: 'Nora',
  lname: 'Quill',
  role_id: 3,
  login: 'noraquill1',
  password: 'abcdef12AB#$',
  email: 'nora@agency.example',
  phone: '(217) 555-0142',
};

describe('validateNewUser (spec 02 §5.4 add-user mode)', () => {
  it('accepts a complete new user', () => {
    expect(validateNewUser(complete)).toEqual({});
  });

  it('when nothing is given then the names and the login are asked for', () => {
    const errors = validateNewUser(null);
    expect(errors.fname).toBe('Please enter first name');
    expect(errors.login).toBe('Username must be 6-15 letters or numbers');
  });

  it.each([
    ['fname', '', 'Please enter first name'],
    ['lname', ' ', 'Please enter last name'],
    ['login', 'short', 'Username must be 6-15 letters or numbers'],
    ['login', 'sixteenletters16', 'Username must be 6-15 letters or numbers'],
    ['login', 'has space1', 'Username must be 6-15 letters or numbers'],
    ['password', 'abcdefgh', USERS_ADMIN_MESSAGES.initialPasswordWeak],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(validateNewUser({ ...complete, [field]: value })[field]).toBe(message);
  });

  it('asks a phone of 10 digits and an email, keyed phone and email', () => {
    const errors = validateNewUser({ ...complete, phone: '555-01', email: 'not-an-email' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'phone']);
  });

  it('leaves out an address row with nothing typed, and asks a begun one whole, keyed by its own row', () => {
    const blank = { address1: '', city: '', state_id: '', zip: '' };
    expect(validateNewUser({ ...complete, addresses: [blank] })).toEqual({});
    expect(validateNewUser({ ...complete, addresses: [blank, { ...blank, city: 'Chicago' }] })).toEqual({
      'addresses.1.address1': 'Please enter address',
      'addresses.1.state_id': 'Please select state',
      'addresses.1.zip': 'Please enter correct zip',
    });
    const whole = { address1: '1 Main St', city: 'Chicago', state_id: 'IL', zip: '60601' };
    expect(validateNewUser({ ...complete, addresses: [whole] })).toEqual({});
    expect(validateNewUser({ ...complete, addresses: [{ ...whole, state_id: 'ZZ' }] })).toEqual({
      'addresses.0.state_id': 'Please select state',
    });
  });

  it('calls a row begun when any of street, line 2, city, state or zip holds more than spaces', () => {
    expect(isAddressBegun({ address1: '  ', zip: '' })).toBe(false);
    expect(isAddressBegun(null)).toBe(false);
    expect(isAddressBegun({ address2: 'Suite 4' })).toBe(true);
  });

  it('accepts every generated password as an initial password', () => {
    for (let i = 0; i < 200; i += 1) expect(isValidInitialPassword(generateInitialPassword())).toBe(true);
  });
});

describe('userDeletionRefusal', () => {
  it('refuses oneself and the account owner, and allows anyone else', () => {
    expect(userDeletionRefusal(5, { selfId: 5, ownerId: 1 })).toBe(USERS_ADMIN_MESSAGES.deleteSelf);
    expect(userDeletionRefusal(1, { selfId: 5, ownerId: 1 })).toBe(USERS_ADMIN_MESSAGES.deleteOwner);
    expect(userDeletionRefusal(7, { selfId: 5, ownerId: null })).toBeUndefined();
  });

  it('confirms with the spec words', () => {
    expect(USERS_ADMIN_MESSAGES.deleteConfirm).toBe('Are you sure you want to delete these records?');
  });
});
