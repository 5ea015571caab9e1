// Lead origination data (spec 02 §5.1, §6).
import { hasPermission } from '../core/constants/app';
import type { SearchRequest } from '../core/types';
import type { TrackingCode } from './types';
import { asText } from '../core/internal/text';

/** The origination fields that lock together. */
export const ORIGINATION_FIELDS = [
  'source_vendor_id',
  'source_adcode',
  'b2bpartner_id',
  'source_code',
  'campaign_id',
  'campaign_segment_code',
  'lead_type_id',
  'product_type_id',
] as const;

export interface OriginationLockContext {
  /** The lead's lead vendor (lead_vendor_id, or source_vendor_id). */
  leadVendorId: number | string | null | undefined;
  /** The user's permissions. */
  permissions: readonly string[] | null | undefined;
  /** How many vendors the vendor list holds. */
  vendorCount: number;
}

/**
 * Origination fields are locked on leads that have a lead vendor, unless the user is a super_user,
 * or has lead_origination_data_edit with a non-empty vendor list.
 */
export function isOriginationLocked({ leadVendorId, permissions, vendorCount }: OriginationLockContext): boolean {
  const vendor = asText(leadVendorId).trim();
  if (vendor === '' || vendor === '0') return false;
  if (hasPermission(permissions, 'super_user')) return false;
  return !(hasPermission(permissions, 'lead_origination_data_edit') && vendorCount > 0);
}

/** The vendor search: the account's vendors, and system-level vendors too for a super_user. */
export function buildLeadVendorSearch(
  account_id: number,
  permissions: readonly string[] | null | undefined,
): SearchRequest {
  const criteria: SearchRequest['criteria'] = { account_id: { type: 'simple', value: [account_id] } };
  if (hasPermission(permissions, 'super_user')) criteria.system_level_lead_vendor = { type: 'simple', value: ['1'] };
  return {
    search_type: 'simple',
    criteria,
    field_list: ['lead_vendor_id', 'lead_vendor_code', 'company', 'account_id'],
  };
}

/**
 * Where a partner list is asked for (`GET b2bpartner/list/{context}/`): Lead Details lists every
 * partner of the account (a lead may name one since made inactive); New Lead only active ones.
 */
export const PARTNER_LIST_CONTEXTS = ['lead-detail', 'new-lead'] as const;
export type PartnerListContext = (typeof PARTNER_LIST_CONTEXTS)[number];

/** Only active tracking codes ('1') are offered. */
export function offeredTrackingCodes<T extends Pick<TrackingCode, 'active'>>(
  codes: readonly T[] | null | undefined,
): T[] {
  return (codes ?? []).filter((code) => asText(code.active).trim() === '1');
}
