// The admin screens of lead sources, campaigns with segments and partners with tracking codes
// (issue 16; spec 02 §3.12, §6, §7.7). The spec quotes none of these messages: they are ours.

/** The field labels the messages name (the screens' labels too). */
export const ORIGINATION_ADMIN_LABELS = {
  lead_vendor_code: 'Code',
  company: 'Company',
  campaign_code: 'Campaign code',
  campaign_segment_code: 'Segment code',
  tracking_code: 'Tracking code',
} as const;

const leads = (count: number) => (count === 1 ? '1 lead' : `${count} leads`);

export const ORIGINATION_ADMIN_MESSAGES = {
  leadSourceDuplicate: 'A lead source with this code already exists.',
  campaignDuplicate: 'A campaign with this code already exists.',
  segmentDuplicate: 'This campaign already has a segment with this code.',
  partnerDuplicate: 'A partner with this company name already exists.',
  trackingCodeDuplicate: 'This partner already has this tracking code.',
  /** A system-level lead source changes only for a super_user (spec 02 §6). */
  systemLevelReadOnly: 'Only a super user can change a system-level lead source.',
  leadSourceInUse: (count: number) =>
    `This lead source is named by ${leads(count)} and cannot be deleted. Make it inactive instead.`,
  campaignInUse: (count: number) => `This campaign is named by ${leads(count)} and cannot be deleted.`,
  segmentInUse: (count: number) => `This segment is named by ${leads(count)} and cannot be renamed or deleted.`,
  partnerInUse: (count: number) =>
    `This partner is named by ${leads(count)} and cannot be deleted. Make it inactive instead.`,
} as const;
