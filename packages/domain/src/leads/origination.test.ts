import { describe, expect, it } from 'vitest';
import { buildLeadVendorSearch, isOriginationLocked, offeredTrackingCodes } from './origination';

// Spec 02 §6: "'super_user': sees system-level lead vendors in the vendor list and may edit lead origination data."
// "'lead_origination_data_edit': together with a non-empty vendor list, allows editing the origination fields ...
// on leads that have a lead vendor. Otherwise those fields are locked for such leads."
describe('isOriginationLocked', () => {
  it.each([
    { input: { leadVendorId: null, permissions: [], vendorCount: 0 }, expected: false },
    { input: { leadVendorId: '', permissions: [], vendorCount: 0 }, expected: false },
    { input: { leadVendorId: 0, permissions: [], vendorCount: 0 }, expected: false },
    { input: { leadVendorId: 12, permissions: [], vendorCount: 3 }, expected: true },
    { input: { leadVendorId: 12, permissions: ['super_user'], vendorCount: 0 }, expected: false },
    { input: { leadVendorId: 12, permissions: ['lead_origination_data_edit'], vendorCount: 3 }, expected: false },
    { input: { leadVendorId: 12, permissions: ['lead_origination_data_edit'], vendorCount: 0 }, expected: true },
    { input: { leadVendorId: '12', permissions: null, vendorCount: 3 }, expected: true },
  ])('$input → locked: $expected', ({ input, expected }) => {
    expect(isOriginationLocked(input)).toBe(expected);
  });
});

describe('vendors and tracking codes', () => {
  it('adds system-level vendors for a super_user', () => {
    expect(buildLeadVendorSearch(7, ['super_user']).criteria).toEqual({
      account_id: { type: 'simple', value: [7] },
      system_level_lead_vendor: { type: 'simple', value: ['1'] },
    });
    expect(buildLeadVendorSearch(7, []).criteria).toEqual({ account_id: { type: 'simple', value: [7] } });
    expect(buildLeadVendorSearch(7, []).field_list).toEqual([
      'lead_vendor_id',
      'lead_vendor_code',
      'company',
      'account_id',
    ]);
  });

  // Spec 02 §5.1: "Only active tracking codes ('1') are offered."
  it('offers only active tracking codes', () => {
    expect(
      offeredTrackingCodes([
        { tracking_code: 'TV', active: '1' },
        { tracking_code: 'RADIO', active: '0' },
      ]),
    ).toEqual([{ tracking_code: 'TV', active: '1' }]);
    expect(offeredTrackingCodes(undefined)).toEqual([]);
  });
});
