import { describe, expect, it } from 'vitest';
import { ORIGINATION_ADMIN_MESSAGES } from './messages';
import {
  validateCampaign,
  validateCampaignSegment,
  validateLeadSource,
  validatePartner,
  validateTrackingCode,
} from './validators';

describe('the origination admin validators', () => {
  it.each([
    { input: { lead_vendor_code: 'WEB-26', company: 'Acme Leads' }, expected: {} },
    {
      input: { lead_vendor_code: '  ', company: '' },
      expected: { lead_vendor_code: 'Code is required.', company: 'Company is required.' },
    },
    {
      input: { lead_vendor_code: 'x'.repeat(51), company: 'c'.repeat(100) },
      expected: { lead_vendor_code: 'Code has an invalid length.' },
    },
    {
      input: { lead_vendor_code: 'A\tB', company: 'c'.repeat(101) },
      expected: { lead_vendor_code: 'Code contains invalid data.', company: 'Company has an invalid length.' },
    },
  ])('lead source $input → $expected', ({ input, expected }) => {
    expect(validateLeadSource(input)).toEqual(expected);
  });

  it.each([
    { run: () => validateCampaign({ campaign_code: '' }), expected: { campaign_code: 'Campaign code is required.' } },
    { run: () => validateCampaign({ campaign_code: 'AEP2027' }), expected: {} },
    {
      run: () => validateCampaignSegment({ campaign_segment_code: 's'.repeat(51) }),
      expected: { campaign_segment_code: 'Segment code has an invalid length.' },
    },
    { run: () => validatePartner({ company: null }), expected: { company: 'Company is required.' } },
    { run: () => validateTrackingCode({ tracking_code: 'T'.repeat(50) }), expected: {} },
    {
      run: () => validateTrackingCode({ tracking_code: 'T\n' + 'x' }),
      expected: { tracking_code: 'Tracking code contains invalid data.' },
    },
  ])('%# → $expected', ({ run, expected }) => {
    expect(run()).toEqual(expected);
  });

  it('counts the leads in the in-use messages', () => {
    expect(ORIGINATION_ADMIN_MESSAGES.leadSourceInUse(1)).toBe(
      'This lead source is named by 1 lead and cannot be deleted. Make it inactive instead.',
    );
    expect(ORIGINATION_ADMIN_MESSAGES.campaignInUse(3)).toBe(
      'This campaign is named by 3 leads and cannot be deleted.',
    );
  });
});
