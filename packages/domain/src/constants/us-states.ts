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

const state = (name: string, abbreviation: string, sampleZip: string): UsState => ({ name, abbreviation, sampleZip, kind: 'state' });

/** The 50 states and the District of Columbia, by name. */
export const US_STATES: readonly UsState[] = [
  state('Alabama', 'AL', '36104'),
  state('Alaska', 'AK', '99801'),
  state('Arizona', 'AZ', '85004'),
  state('Arkansas', 'AR', '72201'),
  state('California', 'CA', '95814'),
  state('Colorado', 'CO', '80202'),
  state('Connecticut', 'CT', '06103'),
  state('Delaware', 'DE', '19901'),
  { name: 'District of Columbia', abbreviation: 'DC', sampleZip: '20001', kind: 'district' },
  state('Florida', 'FL', '32301'),
  state('Georgia', 'GA', '30303'),
  state('Hawaii', 'HI', '96813'),
  state('Idaho', 'ID', '83702'),
  state('Illinois', 'IL', '62701'),
  state('Indiana', 'IN', '46204'),
  state('Iowa', 'IA', '50309'),
  state('Kansas', 'KS', '66603'),
  state('Kentucky', 'KY', '40601'),
  state('Louisiana', 'LA', '70802'),
  state('Maine', 'ME', '04330'),
  state('Maryland', 'MD', '21401'),
  state('Massachusetts', 'MA', '02108'),
  state('Michigan', 'MI', '48933'),
  state('Minnesota', 'MN', '55102'),
  state('Mississippi', 'MS', '39201'),
  state('Missouri', 'MO', '65101'),
  state('Montana', 'MT', '59601'),
  state('Nebraska', 'NE', '68508'),
  state('Nevada', 'NV', '89701'),
  state('New Hampshire', 'NH', '03301'),
  state('New Jersey', 'NJ', '08608'),
  state('New Mexico', 'NM', '87501'),
  state('New York', 'NY', '12207'),
  state('North Carolina', 'NC', '27601'),
  state('North Dakota', 'ND', '58501'),
  state('Ohio', 'OH', '43215'),
  state('Oklahoma', 'OK', '73102'),
  state('Oregon', 'OR', '97301'),
  state('Pennsylvania', 'PA', '17101'),
  state('Rhode Island', 'RI', '02903'),
  state('South Carolina', 'SC', '29201'),
  state('South Dakota', 'SD', '57501'),
  state('Tennessee', 'TN', '37219'),
  state('Texas', 'TX', '78701'),
  state('Utah', 'UT', '84111'),
  state('Vermont', 'VT', '05602'),
  state('Virginia', 'VA', '23219'),
  state('Washington', 'WA', '98501'),
  state('West Virginia', 'WV', '25301'),
  state('Wisconsin', 'WI', '53703'),
  state('Wyoming', 'WY', '82001'),
];

const territory = (name: string, abbreviation: string, sampleZip: string): UsState => ({ name, abbreviation, sampleZip, kind: 'territory' });

/** US territories with a USPS abbreviation. Not states: offer them only where a territory makes sense. */
export const US_TERRITORIES: readonly UsState[] = [
  territory('American Samoa', 'AS', '96799'),
  territory('Guam', 'GU', '96910'),
  territory('Northern Mariana Islands', 'MP', '96950'),
  territory('Puerto Rico', 'PR', '00901'),
  territory('U.S. Virgin Islands', 'VI', '00802'),
];

/** A state, the District or a territory by its abbreviation or name (any case, surrounding spaces ignored). */
export function findUsState(value: string | null | undefined): UsState | undefined {
  const key = (typeof value === 'string' ? value : '').trim().toUpperCase();
  if (key === '') return undefined;
  return [...US_STATES, ...US_TERRITORIES].find((s) => s.abbreviation === key || s.name.toUpperCase() === key);
}
