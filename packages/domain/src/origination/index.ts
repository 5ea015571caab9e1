// The public API of the origination admin screens (lead sources, campaigns and segments, partners
// and tracking codes); src/index.ts re-exports it (exports.test.ts snapshots the names).
export { ORIGINATION_ADMIN_LABELS, ORIGINATION_ADMIN_MESSAGES } from './messages';
export {
  ORIGINATION_ADMIN_MAX_LENGTHS,
  validateCampaign,
  validateCampaignSegment,
  validateLeadSource,
  validateOriginationText,
  validatePartner,
  validateTrackingCode,
} from './validators';
export type { LeadSourceValues, OriginationAdminErrors, OriginationAdminField } from './validators';
