import type { CountiesByZip } from '@meridian/api';
import { findUsState } from '@meridian/domain';
import type { Database, PreparedStatement } from '../../db/database';

/**
 * The counties of a zip, by the primary key of `zip_county` (whose btree leads with zip). Typed in the
 * address editors on every fifth digit, so it is prepared once per connection like the token check.
 */
export const COUNTIES_BY_ZIP_STATEMENT: PreparedStatement = {
  name: 'geo_counties_by_zip',
  text: 'SELECT state_id, county_name FROM zip_county WHERE zip = $1',
};

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true }).compare;

/** Groups a zip's county rows under their states (named from @meridian/domain's list), each sorted by name. */
export function groupCountiesByState(rows: ReadonlyArray<{ state_id: string; county_name: string }>): CountiesByZip {
  const states = new Map<string, CountiesByZip[number]>();
  for (const { state_id, county_name } of rows) {
    let state = states.get(state_id);
    if (!state) {
      state = { state_id, state_name: findUsState(state_id)?.name ?? state_id, counties: [] };
      states.set(state_id, state);
    }
    state.counties.push({ county_name });
  }
  const answer = [...states.values()].sort((a, b) => byName(a.state_name, b.state_name));
  for (const state of answer) state.counties.sort((a, b) => byName(a.county_name, b.county_name));
  return answer;
}

/** The states of a five-digit zip with their counties, from HUD's crosswalk (reference data: no account). */
export async function countiesByZip(database: Pick<Database, 'prepared'>, zip: string): Promise<CountiesByZip> {
  const rows = await database.prepared<{ state_id: string; county_name: string }>(COUNTIES_BY_ZIP_STATEMENT, [zip]);
  return groupCountiesByState(rows);
}
