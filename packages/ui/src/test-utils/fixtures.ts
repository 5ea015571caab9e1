/** Realistic data for stories and tests (never shipped: test-utils is not exported). */
import { PHONE_TYPES as DOMAIN_PHONE_TYPES } from '@meridian/domain';

export const US_STATES: ReadonlyArray<{ abbreviation: string; name: string }> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([abbreviation, name]) => ({ abbreviation: abbreviation!, name: name! }));

export const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));

/** ZIP 30097 spans three Georgia counties; a border ZIP is shown spanning two states. */
export const COUNTIES_BY_STATE = [
  {
    label: 'Georgia',
    options: [
      { value: 'GA|Forsyth', label: 'Forsyth' },
      { value: 'GA|Fulton', label: 'Fulton' },
      { value: 'GA|Gwinnett', label: 'Gwinnett' },
    ],
  },
  {
    label: 'Tennessee',
    options: [
      { value: 'TN|Hamilton', label: 'Hamilton' },
      { value: 'TN|Marion', label: 'Marion' },
    ],
  },
];

export const PRODUCT_TYPES_BY_ACTIVITY = [
  {
    label: 'Active',
    options: [
      { value: '8', label: 'MA' },
      { value: '11', label: 'Part D' },
      { value: '9', label: 'Medsup' },
    ],
  },
  {
    label: 'Inactive',
    options: [
      { value: '2', label: 'Dental' },
      { value: '255', label: 'Vision' },
    ],
  },
];

export const PHONE_TYPES = DOMAIN_PHONE_TYPES.map((t) => ({ value: t, label: t }));

export interface WritingNumberRow {
  user_carrier_id: string;
  carrier_full_name: string;
  product_type_name: string;
  agent_writing_number: string;
  certification_year: number;
}

const carriers = ['Aetna', 'Humana', 'UnitedHealthcare', 'Cigna', 'Wellcare', 'Mutual of Omaha', 'Anthem'];
const productTypes = ['MA', 'Part D', 'Medsup', 'Dental', 'Fex'];

/** Agent writing numbers (spec 02 §3.5), deterministic. */
export function writingNumbers(count: number): WritingNumberRow[] {
  return Array.from({ length: count }, (_, i) => ({
    user_carrier_id: String(1000 + i),
    carrier_full_name: `${carriers[i % carriers.length]} ${Math.floor(i / carriers.length) + 1}`,
    product_type_name: productTypes[i % productTypes.length]!,
    agent_writing_number: `AWN-${String(7919 * (i + 3)).padStart(6, '0')}`,
    certification_year: 2025 + (i % 2),
  }));
}

/** The same rows in the domain's `AgentWritingNumber` shape (spec 02 §3.5). */
export function agentWritingNumbers(count: number) {
  return writingNumbers(count).map((row, i) => ({
    user_carrier_id: Number(row.user_carrier_id),
    agent_writing_number: row.agent_writing_number,
    carrier_id: 10 + (i % carriers.length),
    carrier_name: row.carrier_full_name.split(' ')[0]!,
    carrier_full_name: row.carrier_full_name,
    product_type_id: i % 5,
    product_type_name: row.product_type_name,
    product_type_desc: row.product_type_name,
    certification_year: row.certification_year,
    record_num: 500 + i,
  }));
}
