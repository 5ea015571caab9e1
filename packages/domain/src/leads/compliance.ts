// The per-lead compliance checklist on the lead page (issue 13, beyond the spec's anchors): may
// the agent contact the client by each channel, is there a recorded call, does the agent hold a
// writing number for the lead's product. The SOA item (on file, with its date) arrives with the
// SOA work. Pure: the server gathers the facts, this decides what is met and how it reads.
import type { ContactPermissionType } from '../core/constants/lookups';
import { formatCentralDate } from '../core/format/central-time';
import { asText } from '../core/internal/text';
import { planYearChoices } from '../user';

/** The checklist's items, in the order shown. */
export const COMPLIANCE_ITEM_KEYS = [
  'permission_call',
  'permission_email',
  'permission_text',
  'permission_mail',
  'recorded_call',
  'writing_number',
] as const;
export type ComplianceItemKey = (typeof COMPLIANCE_ITEM_KEYS)[number];

export const COMPLIANCE_LABELS: Readonly<Record<ComplianceItemKey, string>> = {
  permission_call: 'Permission to call',
  permission_email: 'Permission to email',
  permission_text: 'Permission to text',
  permission_mail: 'Permission to mail',
  recorded_call: 'Recorded call',
  writing_number: 'Writing number for the product',
};

/** The status words shown beside each item's icon (never colour alone). */
export const COMPLIANCE_STATUS_TEXT = { met: 'Met', notMet: 'Not met' } as const;

export const COMPLIANCE_DETAILS = {
  permissionGiven: 'The client allows it.',
  permissionRefused: (channel: string) => `Do not ${channel}: the client has not given permission.`,
  noRecordedCall: 'No call placed through the phone dialer.',
  recordedCall: (date: string) => `Last call placed through the phone dialer on ${date}.`,
  noProductType: 'No product type on the lead.',
  noAgent: 'The lead has no agent.',
  noWritingNumber: (product: string) => `The agent has no writing number for ${product}.`,
} as const;

const PERMISSION_ITEMS: ReadonlyArray<[ComplianceItemKey, ContactPermissionType, string]> = [
  ['permission_call', 'do_not_call', 'call'],
  ['permission_email', 'do_not_email', 'email'],
  ['permission_text', 'do_not_text', 'text'],
  ['permission_mail', 'do_not_mail', 'mail'],
];

/** One of the agent's writing numbers (a user carrier). */
export interface ComplianceWritingNumber {
  carrier_name: string;
  agent_writing_number: string;
  product_type_id: number;
  /** The plan year it is for; null when not year-bound. */
  certification_year: number | null;
}

/** What the checklist is decided from. */
export interface ComplianceFacts {
  /** The lead's do_not_* flags ('1' means do not contact). */
  permissions: Partial<Record<ContactPermissionType, unknown>>;
  /** When the latest call through the phone dialer was placed to this lead (an instant), or null. */
  lastRecordedCallAt: string | Date | null;
  /** The lead's product type, or null when none. */
  productType: { product_type_id: number; product_type_name: string } | null;
  /** Whether the lead has an agent (an unassigned lead has no writing numbers to check). */
  hasAgent: boolean;
  /** The lead's agent's writing numbers (any carrier, any product). */
  writingNumbers: readonly ComplianceWritingNumber[];
  now: Date;
}

export interface ComplianceItem {
  key: ComplianceItemKey;
  label: string;
  met: boolean;
  detail: string;
}

/**
 * Whether a writing number serves the product now: same product type, and either not bound to a
 * plan year or bound to one the profile still offers (the current or the next, Central Time): a
 * number for a past plan year does not count.
 */
export function isWritingNumberCurrent(
  number: Pick<ComplianceWritingNumber, 'product_type_id' | 'certification_year'>,
  productTypeId: number,
  now: Date,
): boolean {
  if (Number(number.product_type_id) !== Number(productTypeId)) return false;
  return number.certification_year === null || planYearChoices(now).includes(Number(number.certification_year));
}

/** The checklist's items, in order, each met or not with what explains it. */
export function complianceChecklist(facts: ComplianceFacts): ComplianceItem[] {
  const item = (key: ComplianceItemKey, met: boolean, detail: string): ComplianceItem => ({
    key,
    label: COMPLIANCE_LABELS[key],
    met,
    detail,
  });
  const items = PERMISSION_ITEMS.map(([key, flag, channel]) => {
    const given = asText(facts.permissions[flag]).trim() !== '1';
    return item(key, given, given ? COMPLIANCE_DETAILS.permissionGiven : COMPLIANCE_DETAILS.permissionRefused(channel));
  });

  const callDate = facts.lastRecordedCallAt === null ? '' : formatCentralDate(facts.lastRecordedCallAt);
  items.push(
    item(
      'recorded_call',
      callDate !== '',
      callDate === '' ? COMPLIANCE_DETAILS.noRecordedCall : COMPLIANCE_DETAILS.recordedCall(callDate),
    ),
  );

  items.push(writingNumberItem(facts, item));
  return items;
}

function writingNumberItem(
  facts: ComplianceFacts,
  item: (key: ComplianceItemKey, met: boolean, detail: string) => ComplianceItem,
): ComplianceItem {
  const product = facts.productType;
  if (!product) return item('writing_number', false, COMPLIANCE_DETAILS.noProductType);
  if (!facts.hasAgent) return item('writing_number', false, COMPLIANCE_DETAILS.noAgent);
  const current = facts.writingNumbers.filter((n) => isWritingNumberCurrent(n, product.product_type_id, facts.now));
  if (current.length === 0)
    return item('writing_number', false, COMPLIANCE_DETAILS.noWritingNumber(product.product_type_name));
  const lines = current.map(
    (n) =>
      `${n.carrier_name} ${n.agent_writing_number}${n.certification_year === null ? '' : ` (${n.certification_year})`}`,
  );
  return item('writing_number', true, `${product.product_type_name}: ${lines.join(', ')}`);
}
