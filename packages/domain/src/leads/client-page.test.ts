import { describe, expect, it } from 'vitest';
import { CONTACT_EDITOR_MESSAGES } from '../contact-editors/messages';
import { clientPageIntro, validateClientInfo } from './client-page';
import { LEAD_MESSAGES, NEW_LEAD_MESSAGES } from './messages';

const NOW = new Date('2026-11-25T12:00:00Z');

describe('clientPageIntro', () => {
  it.each([
    ['Marcus Bell', 'Bluebonnet Senior Benefits', 'Marcus Bell of Bluebonnet Senior Benefits asked you'],
    ['', 'Bluebonnet Senior Benefits', 'Bluebonnet Senior Benefits asked you'],
  ])('names the agent %j of %j when there is one', (agent, agency, start) => {
    expect(clientPageIntro(agent, agency)).toBe(
      `${start} to review your personal information. Correct anything that is wrong and select Save.`,
    );
  });
});

describe('validateClientInfo', () => {
  const valid = {
    fname: 'Ruth',
    lname: 'Alvarez',
    dob: '04/12/1956',
    phones: [{ phone: '5125550143' }],
    emails: [{ email: 'ruth@example.com' }],
    addresses: [{ address1: '12 Oak St', city: 'Austin', state_id: 'TX', zip: '78701' }],
  };

  it('finds nothing wrong with a complete record, or with empty contact lists', () => {
    expect(validateClientInfo(valid, NOW)).toEqual({});
    expect(validateClientInfo({ fname: 'Ruth', lname: 'Alvarez' }, NOW)).toEqual({});
  });

  it.each([
    [{ fname: '' }, 'fname', NEW_LEAD_MESSAGES.fnameRequired],
    [{ lname: ' ' }, 'lname', NEW_LEAD_MESSAGES.lnameRequired],
    [{ dob: '02/30/1956' }, 'dob', LEAD_MESSAGES.dateInvalid],
    [{ dob: '01/01/2999' }, 'dob', LEAD_MESSAGES.dateInvalid],
    [{ phones: [{ phone: '512555' }] }, 'phones', CONTACT_EDITOR_MESSAGES.phoneInvalid],
    [{ emails: [{ email: 'ruth@' }] }, 'emails', CONTACT_EDITOR_MESSAGES.emailInvalid],
    [{ addresses: [{ zip: '787' }] }, 'addresses', CONTACT_EDITOR_MESSAGES.zipInvalid],
  ] as const)('when %j then %s says %j', (change, field, message) => {
    expect(validateClientInfo({ ...valid, ...change }, NOW)).toEqual({ [field]: message });
  });

  it('skips rows marked for removal', () => {
    expect(
      validateClientInfo(
        {
          ...valid,
          phones: [{ phone: '1', phone_class: 'remove' }],
          emails: [{ email: 'x', email_class: 'remove' }],
          addresses: [{ zip: '1', address_class: 'remove' }],
        },
        NOW,
      ),
    ).toEqual({});
  });
});
