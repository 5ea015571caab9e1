import { describe, expect, it } from 'vitest';
import {
  isStateLicenseActive,
  STATE_LICENSE_MESSAGES,
  stateLicenseDuplicateMessage,
  stateLicenseExpiredDate,
  validateStateLicense,
} from './state-licenses';

// 2026-12-03 03:30 UTC is still 2 December in Central Time.
const lateEvening = new Date('2026-12-03T03:30:00Z');

describe('validateStateLicense', () => {
  it.each([
    [{}, { state_id: 'State is required.', license_number: 'License Number is required.' }],
    [{ state_id: 'XX', license_number: '1' }, { state_id: 'State contains invalid data.' }],
    [{ state_id: 'Illinois', license_number: '1' }, { state_id: 'State contains invalid data.' }],
    [{ state_id: 'IL', license_number: '   ' }, { license_number: 'License Number is required.' }],
    [{ state_id: 'IL', license_number: '1'.repeat(31) }, { license_number: 'License Number has an invalid length.' }],
    [{ state_id: 'IL', license_number: '12<b>' }, { license_number: 'License Number contains invalid data.' }],
    [{ state_id: 'IL', license_number: '100 234-A' }, {}],
    [{ state_id: 'pr', license_number: '77' }, {}],
    [
      { state_id: 'IL', license_number: '1', expiration_date: '02/30/2027' },
      { expiration_date: 'Expiration Date contains invalid data.' },
    ],
    [
      { state_id: 'IL', license_number: '1', expiration_date: '12/01/2026' },
      { expiration_date: STATE_LICENSE_MESSAGES.expirationPast },
    ],
    [{ state_id: 'IL', license_number: '1', expiration_date: '12/02/2026' }, {}],
    [{ state_id: 'IL', license_number: '1', expiration_date: '' }, {}],
  ])('%j → %j', (values, errors) => {
    expect(validateStateLicense(values, lateEvening)).toEqual(errors);
  });

  it('takes nothing at all as an empty form', () => {
    expect(Object.keys(validateStateLicense(null, lateEvening))).toEqual(['state_id', 'license_number']);
  });
});

describe('isStateLicenseActive', () => {
  it.each([
    [null, true],
    ['', true],
    ['12/02/2026', true],
    ['12/01/2026', false],
    ['01/01/2030', true],
    ['not a date', false],
  ])('expiring %j is in force on 2 December 2026 (Central): %s', (expiration_date, active) => {
    expect(isStateLicenseActive({ expiration_date }, lateEvening)).toBe(active);
  });
});

describe('wording', () => {
  it('names the state in the duplicate refusal', () => {
    expect(stateLicenseDuplicateMessage('Wisconsin')).toBe('A license for Wisconsin is already on file.');
  });
});

describe('stateLicenseExpiredDate', () => {
  it.each([
    ['2026-12-03T03:30:00Z', '12/01/2026'],
    ['2026-12-03T18:00:00Z', '12/02/2026'],
    ['2027-01-01T18:00:00Z', '12/31/2026'],
    ['2028-03-01T18:00:00Z', '02/29/2028'],
    ['2027-05-01T18:00:00Z', '04/30/2027'],
  ])('expired at %s ends the license on %s (Central), no longer in force then', (at, last) => {
    expect(stateLicenseExpiredDate(new Date(at))).toBe(last);
    expect(isStateLicenseActive({ expiration_date: last }, new Date(at))).toBe(false);
  });
});
