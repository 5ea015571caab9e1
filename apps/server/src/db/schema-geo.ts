import type { ColumnType } from 'kysely';

/** Table types of migration 0011 (reference data: the ZIP–county crosswalk); `DB` in schema.ts extends them. */

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
