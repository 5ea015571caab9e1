import type { ColumnType } from 'kysely';
import type { TableColumns } from '../../db/columns';

/** Reference data: the ZIP–county crosswalk and what was loaded (migration 0011; loaded by src/reference-data.ts). */
export interface ZipCountyTable {
  zip: string;
  county_fips: string;
  county_name: string;
  state_id: string;
}

export interface ReferenceDataTable {
  name: string;
  version: string;
  row_count: number;
  loaded_at: ColumnType<Date, Date | undefined, Date>;
}

export interface GeoTables {
  zip_county: ZipCountyTable;
  reference_data: ReferenceDataTable;
}

export const geoColumns: TableColumns<GeoTables> = {
  zip_county: { zip: 'not null', county_fips: 'not null', county_name: 'not null', state_id: 'not null' },
  reference_data: { name: 'not null', version: 'not null', row_count: 'not null', loaded_at: 'not null' },
};
