import type { Generated } from 'kysely';
import type { Created, Defaulted, Flag, TableColumns } from '../../db/columns';

/** Partners with their tracking codes, campaigns with their segments, lead types, conversation notes (migration 0014). */

export interface B2bPartnerTable {
  account_id: number;
  b2bpartner_id: Generated<number>;
  company: string;
  active: Defaulted<Flag>;
  created_at: Created;
}

export interface TrackingCodeTable {
  account_id: number;
  tracking_code_id: Generated<number>;
  b2bpartner_id: number;
  tracking_code: string;
  /** '1' is offered on the forms. */
  active: Defaulted<Flag>;
  created_at: Created;
}

export interface CampaignTable {
  account_id: number;
  campaign_id: Generated<number>;
  campaign_code: string;
  created_at: Created;
}

export interface CampaignSegmentTable {
  account_id: number;
  /** Its own id (migration 0025): the admin screen and the admin audit name a segment by it. */
  campaign_segment_id: Generated<number>;
  campaign_id: number;
  campaign_segment_code: string;
  created_at: Created;
}

/** Product-wide reference data; 1 is the type of new leads. */
export interface LeadTypeTable {
  lead_type_id: number;
  lead_type_desc: string;
}

export interface LeadNoteTable {
  account_id: number;
  lead_note_id: Generated<number>;
  lead_id: number;
  /** The author; null once that user is deleted. */
  user_id: number | null;
  /** Sanitized HTML. */
  note: string;
  created_at: Defaulted<Date>;
}

export interface OriginationTables {
  b2bpartner: B2bPartnerTable;
  tracking_code: TrackingCodeTable;
  campaign: CampaignTable;
  campaign_segment: CampaignSegmentTable;
  lead_type: LeadTypeTable;
  lead_note: LeadNoteTable;
}

export const originationColumns: TableColumns<OriginationTables> = {
  b2bpartner: {
    account_id: 'not null',
    b2bpartner_id: 'not null',
    company: 'not null',
    active: 'not null',
    created_at: 'not null',
  },
  tracking_code: {
    account_id: 'not null',
    tracking_code_id: 'not null',
    b2bpartner_id: 'not null',
    tracking_code: 'not null',
    active: 'not null',
    created_at: 'not null',
  },
  campaign: { account_id: 'not null', campaign_id: 'not null', campaign_code: 'not null', created_at: 'not null' },
  campaign_segment: {
    account_id: 'not null',
    campaign_segment_id: 'not null',
    campaign_id: 'not null',
    campaign_segment_code: 'not null',
    created_at: 'not null',
  },
  lead_type: { lead_type_id: 'not null', lead_type_desc: 'not null' },
  lead_note: {
    account_id: 'not null',
    lead_note_id: 'not null',
    lead_id: 'not null',
    user_id: 'null',
    note: 'not null',
    created_at: 'not null',
  },
};
