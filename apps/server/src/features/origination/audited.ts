import type { AdminAuditEntity } from '@meridian/api';
import type { AuditedRecord } from '../../feature';
import { tenant } from '../../db/tenant';
import { hasAuditHistory } from '../admin-audit';

type OriginationEntity = Extract<
  AdminAuditEntity,
  'lead_source' | 'campaign' | 'campaign_segment' | 'partner' | 'tracking_code'
>;

/** A lookup row exists while it does, or (deleted since) while its audit rows keep its History. */
function rowOrHistory(entity: OriginationEntity, row: AuditedRecord['exists'] & {}): AuditedRecord['exists'] {
  return async (db, owner, id) => (await row(db, owner, id)) || hasAuditHistory(db, owner, entity, id);
}

/** The lookup rows admins change in Lead Sources, Campaigns and Partners, with who reads their History. */
export const ORIGINATION_AUDITED: Record<OriginationEntity, AuditedRecord> = {
  lead_source: {
    permission: 'lead_source_manage',
    exists: rowOrHistory('lead_source', async (db, owner, id) =>
      Boolean(
        await tenant(db, owner)
          .selectFrom('lead_vendor')
          .select('lead_vendor_id')
          .where('lead_vendor_id', '=', id)
          .executeTakeFirst(),
      ),
    ),
  },
  campaign: {
    permission: 'campaign_manage',
    exists: rowOrHistory('campaign', async (db, owner, id) =>
      Boolean(
        await tenant(db, owner)
          .selectFrom('campaign')
          .select('campaign_id')
          .where('campaign_id', '=', id)
          .executeTakeFirst(),
      ),
    ),
  },
  campaign_segment: {
    permission: 'campaign_manage',
    exists: rowOrHistory('campaign_segment', async (db, owner, id) =>
      Boolean(
        await tenant(db, owner)
          .selectFrom('campaign_segment')
          .select('campaign_segment_id')
          .where('campaign_segment_id', '=', id)
          .executeTakeFirst(),
      ),
    ),
  },
  partner: {
    permission: 'partner_manage',
    exists: rowOrHistory('partner', async (db, owner, id) =>
      Boolean(
        await tenant(db, owner)
          .selectFrom('b2bpartner')
          .select('b2bpartner_id')
          .where('b2bpartner_id', '=', id)
          .executeTakeFirst(),
      ),
    ),
  },
  tracking_code: {
    permission: 'partner_manage',
    exists: rowOrHistory('tracking_code', async (db, owner, id) =>
      Boolean(
        await tenant(db, owner)
          .selectFrom('tracking_code')
          .select('tracking_code_id')
          .where('tracking_code_id', '=', id)
          .executeTakeFirst(),
      ),
    ),
  },
};
