// The origination ids a lead's save names (spec 02 §2.1, §6): each must be the account's, or known.
import { HttpError } from '../../../http/errors';
import type { Tenant } from '../../../db/tenant';
import { LEAD_RECORD_REFUSALS } from './rules';

/**
 * The origination ids a save names must exist: the account's partner, campaign and segment, a known
 * lead type and product type (the database's keys would refuse them too, less clearly).
 */
export async function checkOriginationIds(
  t: Tenant,
  ids: {
    b2bpartner_id?: number | null;
    campaign_id?: number | null;
    campaign_segment_code?: string | null;
    lead_type_id?: number | null;
    product_type_id?: number | null;
  },
) {
  const refuse = (field: string, message: string) => {
    throw new HttpError(400, message, { [field]: [{ MESSAGE: message }] });
  };
  if (
    ids.b2bpartner_id != null &&
    !(await t
      .selectFrom('b2bpartner')
      .select('b2bpartner_id')
      .where('b2bpartner_id', '=', ids.b2bpartner_id)
      .executeTakeFirst())
  )
    refuse('b2bpartner_id', LEAD_RECORD_REFUSALS.unknownPartner);
  if (
    ids.campaign_id != null &&
    !(await t
      .selectFrom('campaign')
      .select('campaign_id')
      .where('campaign_id', '=', ids.campaign_id)
      .executeTakeFirst())
  )
    refuse('campaign_id', LEAD_RECORD_REFUSALS.unknownCampaign);
  if (ids.campaign_segment_code) {
    const segment =
      ids.campaign_id == null
        ? undefined
        : await t
            .selectFrom('campaign_segment')
            .select('campaign_segment_code')
            .where('campaign_id', '=', ids.campaign_id)
            .where('campaign_segment_code', '=', ids.campaign_segment_code)
            .executeTakeFirst();
    if (!segment) refuse('campaign_segment_code', LEAD_RECORD_REFUSALS.unknownSegment);
  }
  if (
    ids.lead_type_id != null &&
    !(await t.db
      .selectFrom('lead_type')
      .select('lead_type_id')
      .where('lead_type_id', '=', ids.lead_type_id)
      .executeTakeFirst())
  )
    refuse('lead_type_id', LEAD_RECORD_REFUSALS.unknownLeadType);
  if (
    ids.product_type_id != null &&
    !(await t.db
      .selectFrom('product_type')
      .select('product_type_id')
      .where('product_type_id', '=', ids.product_type_id)
      .executeTakeFirst())
  )
    refuse('product_type_id', LEAD_RECORD_REFUSALS.unknownProductType);
}
