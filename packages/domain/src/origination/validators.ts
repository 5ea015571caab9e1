// Validators of the lead source, campaign, segment, partner and tracking code forms: the admin
// dialogs and the server run the same ones.
import { asText, charLength } from '../core/internal/text';
import { invalidDataMessage, invalidLengthMessage, requiredMessage } from '../core/messages/field';
import { ORIGINATION_ADMIN_LABELS as L } from './messages';

/** The longest value of each field (the database CHECKs of migrations 0004 and 0014). */
export const ORIGINATION_ADMIN_MAX_LENGTHS = {
  lead_vendor_code: 50,
  company: 100,
  campaign_code: 50,
  campaign_segment_code: 50,
  tracking_code: 50,
} as const;

export type OriginationAdminField = keyof typeof ORIGINATION_ADMIN_MAX_LENGTHS;
export type OriginationAdminErrors = Partial<Record<OriginationAdminField, string>>;

// Control characters (a pasted tab or line break) never belong in a code or a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** One required text field: trimmed, not empty, not too long, no control characters. */
export function validateOriginationText(field: OriginationAdminField, value: unknown): string | undefined {
  const text = asText(value).trim();
  if (text === '') return requiredMessage(L[field]);
  if (charLength(text) > ORIGINATION_ADMIN_MAX_LENGTHS[field]) return invalidLengthMessage(L[field]);
  if (CONTROL.test(text)) return invalidDataMessage(L[field]);
  return undefined;
}

function validateFields<F extends OriginationAdminField>(
  fields: readonly F[],
  values: Partial<Record<F, unknown>>,
): OriginationAdminErrors {
  const errors: OriginationAdminErrors = {};
  for (const field of fields) {
    const message = validateOriginationText(field, values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

export interface LeadSourceValues {
  lead_vendor_code?: string | null;
  company?: string | null;
}
/** A lead source (lead vendor): code and company. */
export const validateLeadSource = (values: LeadSourceValues) => validateFields(['lead_vendor_code', 'company'], values);

/** A campaign: its code. */
export const validateCampaign = (values: { campaign_code?: string | null }) =>
  validateFields(['campaign_code'], values);

/** A campaign segment: its code. */
export const validateCampaignSegment = (values: { campaign_segment_code?: string | null }) =>
  validateFields(['campaign_segment_code'], values);

/** A partner (client/partner/affiliate): its company name. */
export const validatePartner = (values: { company?: string | null }) => validateFields(['company'], values);

/** A partner's tracking code. */
export const validateTrackingCode = (values: { tracking_code?: string | null }) =>
  validateFields(['tracking_code'], values);
