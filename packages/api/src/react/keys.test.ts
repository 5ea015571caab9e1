import { describe, expect, it } from 'vitest';
import { apiKeys, isKeyOf } from './keys';

describe('given the one key factory', () => {
  it('when two lead searches differ only in key order then they name one cache entry', () => {
    const a = apiKeys.leadSearch({ page_number: 1, records_per_page: 200, criteria: { lname: 'x' } } as never);
    const b = apiKeys.leadSearch({ criteria: { lname: 'x' }, records_per_page: 200, page_number: 1 } as never);
    expect(a).toEqual(b);
    expect(apiKeys.leadSearch({ page_number: 2 } as never)).not.toEqual(a);
  });

  it('when a family is matched then isKeyOf takes every key that starts with the prefix, and no other', () => {
    const quick = isKeyOf(apiKeys.userNotices(7, 'quickNotify'));
    expect(quick(apiKeys.userNotices(7, 'quickNotify'))).toBe(true);
    expect(quick(apiKeys.userNotices(7, 'openNotify'))).toBe(false);
    expect(quick(apiKeys.userNotices(8, 'quickNotify'))).toBe(false);
    expect(isKeyOf(['userNotices', 7])(apiKeys.pastNoticesPage(7, 2))).toBe(true);
    expect(quick('userNotices')).toBe(false);
  });

  it('when the dialer auth settings are read from two places then they share one key per route', () => {
    expect(apiKeys.dialerAuthSettings('/')).toEqual(['dialerAuthSettings', '/']);
  });
});
