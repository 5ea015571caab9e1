import { describe, expect, it } from 'vitest';
import { ORIGINATION_ADMIN_MESSAGES as M } from './messages';

describe('ORIGINATION_ADMIN_MESSAGES', () => {
  it.each([
    [M.leadSourceInUse, 'This lead source is named by 1 lead and cannot be deleted. Make it inactive instead.'],
    [M.campaignInUse, 'This campaign is named by 1 lead and cannot be deleted.'],
    [M.segmentInUse, 'This segment is named by 1 lead and cannot be renamed or deleted.'],
    [M.partnerInUse, 'This partner is named by 1 lead and cannot be deleted. Make it inactive instead.'],
  ])('when one lead names the row then the refusal says "1 lead" (%#)', (message, text) => {
    expect(message(1)).toBe(text);
  });

  it('when several leads name the row then the refusal counts them', () => {
    expect(M.campaignInUse(12)).toBe('This campaign is named by 12 leads and cannot be deleted.');
    expect(M.partnerInUse(2)).toContain('named by 2 leads');
  });
});
