import { describe, expect, it } from 'vitest';
import { ACCOUNT_ADMIN_MESSAGES as M } from './messages';

describe('ACCOUNT_ADMIN_MESSAGES', () => {
  it('when one plan or several are added then the message counts them', () => {
    expect(M.filterAdded(1)).toBe('Plan added to the product filter.');
    expect(M.filterAdded(3)).toBe('3 plans added to the product filter.');
  });

  it('when a plan is to be removed then the question names it', () => {
    expect(M.filterDeleteConfirm('Aetna Medicare Eagle (HMO)')).toBe(
      'Remove Aetna Medicare Eagle (HMO) from the product filter? Agents will no longer quote it.',
    );
  });
});
