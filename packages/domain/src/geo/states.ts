// The static list of US states with name, abbreviation and a sample zip (spec 01 §3). The sample
// zip is a zip of the state's capital, so it resolves in any ZIP-to-county crosswalk.

export interface UsState {
  readonly name: string;
  /** USPS abbreviation, which is also the `state_id` of addresses. */
  readonly abbreviation: string;
  readonly sampleZip: string;
  /** The 50 states are 'state'; the District of Columbia is 'district'; the rest are 'territory'. */
  readonly kind: 'state' | 'district' | 'territory';
}

type Row = readonly [name: string, abbreviation: string, sampleZip: string, kind?: UsState['kind']];

const build = (kind: UsState['kind'], rows: readonly Row[]): readonly UsState[] =>
  rows.map(([name, abbreviation, sampleZip, own]) => ({ name, abbreviation, sampleZip, kind: own ?? kind }));

/** The 50 states and the District of Columbia, by name. */
export const US_STATES: readonly UsState[] = /* @__PURE__ */ build('state', [
  ['Alabama', 'AL', '36104'],
  ['Alaska', 'AK', '99801'],
  ['Arizona', 'AZ', '85004'],
  ['Arkansas', 'AR', '72201'],
  ['California', 'CA', '95814'],
  ['Colorado', 'CO', '80202'],
  ['Connecticut', 'CT', '06103'],
  ['Delaware', 'DE', '19901'],
  ['District of Columbia', 'DC', '20001', 'district'],
  ['Florida', 'FL', '32301'],
  ['Georgia', 'GA', '30303'],
  ['Hawaii', 'HI', '96813'],
  ['Idaho', 'ID', '83702'],
  ['Illinois', 'IL', '62701'],
  ['Indiana', 'IN', '46204'],
  ['Iowa', 'IA', '50309'],
  ['Kansas', 'KS', '66603'],
  ['Kentucky', 'KY', '40601'],
  ['Louisiana', 'LA', '70802'],
  ['Maine', 'ME', '04330'],
  ['Maryland', 'MD', '21401'],
  ['Massachusetts', 'MA', '02108'],
  ['Michigan', 'MI', '48933'],
  ['Minnesota', 'MN', '55102'],
  ['Mississippi', 'MS', '39201'],
  ['Missouri', 'MO', '65101'],
  ['Montana', 'MT', '59601'],
  ['Nebraska', 'NE', '68508'],
  ['Nevada', 'NV', '89701'],
  ['New Hampshire', 'NH', '03301'],
  ['New Jersey', 'NJ', '08608'],
  ['New Mexico', 'NM', '87501'],
  ['New York', 'NY', '12207'],
  ['North Carolina', 'NC', '27601'],
  ['North Dakota', 'ND', '58501'],
  ['Ohio', 'OH', '43215'],
  ['Oklahoma', 'OK', '73102'],
  ['Oregon', 'OR', '97301'],
  ['Pennsylvania', 'PA', '17101'],
  ['Rhode Island', 'RI', '02903'],
  ['South Carolina', 'SC', '29201'],
  ['South Dakota', 'SD', '57501'],
  ['Tennessee', 'TN', '37219'],
  ['Texas', 'TX', '78701'],
  ['Utah', 'UT', '84111'],
  ['Vermont', 'VT', '05602'],
  ['Virginia', 'VA', '23219'],
  ['Washington', 'WA', '98501'],
  ['West Virginia', 'WV', '25301'],
  ['Wisconsin', 'WI', '53703'],
  ['Wyoming', 'WY', '82001'],
]);

/** US territories with a USPS abbreviation. Not states: offer them only where a territory makes sense. */
export const US_TERRITORIES: readonly UsState[] = /* @__PURE__ */ build('territory', [
  ['American Samoa', 'AS', '96799'],
  ['Guam', 'GU', '96910'],
  ['Northern Mariana Islands', 'MP', '96950'],
  ['Puerto Rico', 'PR', '00901'],
  ['U.S. Virgin Islands', 'VI', '00802'],
]);

/** A state, the District or a territory by its abbreviation or name (any case, surrounding spaces ignored). */
export function findUsState(value: string | null | undefined): UsState | undefined {
  const key = (typeof value === 'string' ? value : '').trim().toUpperCase();
  if (key === '') return undefined;
  return [...US_STATES, ...US_TERRITORIES].find((s) => s.abbreviation === key || s.name.toUpperCase() === key);
}
