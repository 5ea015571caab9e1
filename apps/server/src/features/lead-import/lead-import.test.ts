// The lead import (issue 17; spec 02 §7.7 "Imports"): the template, a CSV or XLSX upload kept row by
// row, the automatic and adjusted mapping (remembered per lead source), the preview with the New Lead
// validators' messages and the add lead's duplicate rule, the run as a durable job in batches (resumed
// after a restart without importing a row twice, stopped by a cancel), the error report, tenancy and
// the limits.
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAD_IMPORT_MAX_INFLATED_BYTES,
  LEAD_IMPORT_MESSAGES,
  LEAD_MESSAGES,
  NEW_LEAD_MESSAGES,
} from '@meridian/domain';
import type { DB } from '../../schema';
import { TenantGuardPlugin, tenantTables } from '../../db/tenant-guard';
import { LEAD_IMPORT_QUEUE, leadImportJobHandler } from '.';
import { parseXlsx } from './xlsx-parse';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
import { createJobRunner, type JobHandler } from '../../jobs';
import {
  accountOf,
  backends,
  bearer,
  DEMO,
  getAs,
  postAs,
  signIn,
  startTestServer,
  type TestServer,
  type Tokens,
} from '../../../test/harness';

const HEADERS = ['First Name', 'Last Name', 'DOB', 'Phone', 'Email', 'Zip', 'State'];

/** A CSV of `count` distinct leads (names Imp{tag}{i}, phones 999-5xx-xxxx), with `edit` changing rows. */
function leadRows(tag: string, count: number, edit: (i: number, row: string[]) => string[] = (_, r) => r) {
  return Array.from({ length: count }, (_, i) =>
    edit(i, [
      `Imp${tag}${i}`,
      `Test${tag}`,
      '04/15/1955',
      `999${String(5_000_000 + i + tagOffset(tag)).padStart(7, '0')}`,
      `imp${tag}${i}@example.com`,
      '60601',
      'IL',
    ]),
  );
}
const tagOffsets = new Map<string, number>();
function tagOffset(tag: string) {
  if (!tagOffsets.has(tag)) tagOffsets.set(tag, tagOffsets.size * 100_000);
  return tagOffsets.get(tag)!;
}
const csvOf = (headers: string[], rows: string[][]) =>
  [headers, ...rows]
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\r\n');

function multipart(fileName: string, content: Buffer | string, contentType = 'text/csv') {
  const boundary = `----meridian${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface ImportAnswer {
  lead_import_id: number;
  status: string;
  headers: string[];
  mapping: Record<string, string>;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  duplicate_rows: number;
  rows_done: number;
  imported: number;
  updated: number;
  skipped: number;
  refused: number;
  lead_vendor_name: string;
  campaign_code: string;
  created_by_name: string;
}

describe.each(backends)('given Demo Agency importing leads on %s', (kind) => {
  let server: TestServer;
  let admin: Tokens;
  let agent: Tokens;
  let other: Tokens;
  let accountId: number;
  let leadVendorId: number;
  let campaignId: number;
  let guarded: Kysely<DB>;

  const create = async (fileName: string, extra: Record<string, unknown> = {}, token = admin.access_token) =>
    postAs(server.app, token, '/api/leadImportFile', {
      file_name: fileName,
      lead_vendor_id: leadVendorId,
      campaign_id: campaignId,
      ...extra,
    });
  const upload = (
    id: number,
    fileName: string,
    content: Buffer | string,
    contentType?: string,
    token = admin.access_token,
  ) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/leadImportFile/${id}/fileUpload`,
      ...(() => {
        const body = multipart(fileName, content, contentType);
        return { payload: body.payload, headers: { ...body.headers, ...bearer(token) } };
      })(),
    });
  const read = async (id: number) =>
    (await getAs(server.app, admin.access_token, `/api/leadImportFile/${id}`)).json() as ImportAnswer;
  const uploaded = async (fileName: string, content: string) => {
    const id = ((await create(fileName)).json() as ImportAnswer).lead_import_id;
    const response = await upload(id, fileName, content);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ImportAnswer;
  };
  const leadsOfImport = async (id: number) =>
    server.database.db
      .selectFrom('lead')
      .select(['lead_id', 'fname', 'lead_vendor_id', 'campaign_id', 'user_id', 'phone', 'zip', 'county'])
      .where('account_id', '=', accountId)
      .where('lead_import_id', '=', id)
      .execute();
  const drain = async () => {
    while ((await server.app.jobs.runOnce()) > 0);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { RUN_JOBS: '0' });
    admin = await signIn(server.app, ...DEMO.admin);
    agent = await signIn(server.app, ...DEMO.agent);
    other = await signIn(server.app, ...DEMO.other);
    accountId = await accountOf(server.database.db, admin.user_id);
    const db = server.database.db;
    leadVendorId = (
      await db
        .insertInto('lead_vendor')
        .values({ account_id: accountId, lead_vendor_code: 'IMPSRC', company: 'Import Source' })
        .returning('lead_vendor_id')
        .executeTakeFirstOrThrow()
    ).lead_vendor_id;
    campaignId = (
      await db
        .insertInto('campaign')
        .values({ account_id: accountId, campaign_code: 'IMPCAMP' })
        .returning('campaign_id')
        .executeTakeFirstOrThrow()
    ).campaign_id;
    guarded = db.withPlugin(new TenantGuardPlugin(await tenantTables(db)));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it('when the template is downloaded then it is a CSV of the importable columns with one example row', async () => {
    const response = await getAs(server.app, admin.access_token, '/api/leadImportFile/template');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^First Name,Last Name,Date of Birth,Gender,Phone,Phone Type,Email,/);
    expect(lines[0]).toContain('Medicare Number');
    expect(lines[1]).toMatch(/^Jane,Doe,04\/15\/1955,F,/);
  });

  it('when 2,000 rows with 30 bad and 20 duplicates are uploaded and run then the preview, the leads and the error report say so', async () => {
    const db = server.database.db;
    const seeded = await db
      .selectFrom('lead')
      .select('phone')
      .distinct()
      .where('account_id', '=', accountId)
      .where('deleted', '=', '0')
      .where('phone', 'is not', null)
      .limit(10)
      .execute();
    expect(seeded).toHaveLength(10);
    const rows = leadRows('A', 2_000, (i, row) => {
      if (i >= 100 && i < 110) row[4] = 'not-an-email';
      if (i >= 110 && i < 120) row[2] = '13/45/1950';
      if (i >= 120 && i < 130) row[1] = '';
      // Ten rows repeat an earlier row's phone, ten have the phone of a lead the account has.
      if (i >= 1_500 && i < 1_510) row[3] = `999${String(5_000_000 + (i - 1_500)).padStart(7, '0')}`;
      if (i >= 1_600 && i < 1_610) row[3] = seeded[i - 1_600]!.phone!;
      return row;
    });
    const answer = await uploaded('leads-a.csv', csvOf(HEADERS, rows));
    expect(answer).toMatchObject({
      status: 'uploaded',
      total_rows: 2_000,
      valid_rows: 1_950,
      invalid_rows: 30,
      duplicate_rows: 20,
      headers: HEADERS,
      mapping: {
        fname: 'First Name',
        lname: 'Last Name',
        dob: 'DOB',
        phone: 'Phone',
        email: 'Email',
        zip: 'Zip',
        state_id: 'State',
      },
      lead_vendor_name: 'Import Source',
      campaign_code: 'IMPCAMP',
    });
    const id = answer.lead_import_id;

    const preview = (
      await getAs(server.app, admin.access_token, `/api/leadImportFile/${id}/preview?page=1&size=500&status=invalid`)
    ).json() as {
      totals: object;
      total_records: number;
      result: Array<{ row_num: number; errors: Array<{ field: string; message: string }> }>;
    };
    expect(preview.totals).toEqual({ total: 2_000, valid: 1_950, invalid: 30, duplicates: 20 });
    expect(preview.total_records).toBe(30);
    expect(preview.result.find((r) => r.row_num === 101)!.errors).toEqual([
      { field: 'email', message: LEAD_MESSAGES.emailInvalid },
    ]);
    expect(preview.result.find((r) => r.row_num === 111)!.errors).toEqual([
      { field: 'dob', message: LEAD_MESSAGES.dateInvalid },
    ]);
    expect(preview.result.find((r) => r.row_num === 121)!.errors).toEqual([
      { field: 'lname', message: NEW_LEAD_MESSAGES.lnameRequired },
    ]);
    const duplicates = (
      await getAs(server.app, admin.access_token, `/api/leadImportFile/${id}/preview?size=50&status=duplicate`)
    ).json() as { result: Array<{ row_num: number; duplicate_of_row: number | null; duplicate_of_leads: number[] }> };
    expect(duplicates.result).toHaveLength(20);
    expect(duplicates.result[0]).toMatchObject({ row_num: 1_501, duplicate_of_row: 1, duplicate_of_leads: [] });
    expect(duplicates.result[10]!.duplicate_of_row).toBeNull();
    expect(duplicates.result[10]!.duplicate_of_leads.length).toBeGreaterThan(0);
    const page2 = (
      await getAs(server.app, admin.access_token, `/api/leadImportFile/${id}/preview?page=2&size=10`)
    ).json() as {
      result: Array<{ row_num: number; values: Record<string, string> }>;
    };
    expect(page2.result.map((r) => r.row_num)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(page2.result[0]!.values).toMatchObject({ fname: 'ImpA10', phone: '9995000010' });

    const started = await postAs(server.app, admin.access_token, `/api/leadImportFile/${id}/start`, {});
    expect(started.statusCode, started.body).toBe(200);
    expect((started.json() as ImportAnswer).status).toBe('queued');
    await drain();
    expect(await read(id)).toMatchObject({
      status: 'done',
      rows_done: 2_000,
      imported: 1_950,
      skipped: 20,
      refused: 30,
      updated: 0,
    });
    const leads = await leadsOfImport(id);
    expect(leads).toHaveLength(1_950);
    expect(new Set(leads.map((l) => l.fname)).size).toBe(1_950);
    expect(
      leads.every((l) => l.lead_vendor_id === leadVendorId && l.campaign_id === campaignId && l.user_id === null),
    ).toBe(true);
    expect(leads.find((l) => l.fname === 'ImpA0')).toMatchObject({
      phone: '9995000000',
      zip: '60601',
      county: expect.any(String),
    });

    const report = await getAs(server.app, admin.access_token, `/api/leadImportFile/${id}/errorReport`);
    expect(report.statusCode).toBe(200);
    const lines = report.body.trim().split('\r\n');
    expect(lines[0]).toBe(`Row,${HEADERS.join(',')},Errors`);
    expect(lines).toHaveLength(31);
    expect(lines[1]).toBe(
      `101,ImpA100,TestA,04/15/1955,9995000100,not-an-email,60601,IL,${LEAD_MESSAGES.emailInvalid}`,
    );

    const audit = await db
      .selectFrom('admin_audit')
      .select('action')
      .where('account_id', '=', accountId)
      .where('entity', '=', 'lead_import')
      .where('entity_id', '=', id)
      .orderBy('audit_id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'start']);
    const list = (await getAs(server.app, admin.access_token, '/api/leadImportFile/search?page=1&size=10')).json() as {
      total_records: number;
      result: ImportAnswer[];
    };
    expect(list.result.find((r) => r.lead_import_id === id)).toMatchObject({
      imported: 1_950,
      created_by_name: expect.any(String),
    });
  });

  it('when no row is ready to import then the start is refused with what to do, and nothing is queued', async () => {
    // Both rows lack the last name: mapped, but each row is a Problem.
    const none = await uploaded(
      'none-ready.csv',
      csvOf(
        ['First Name', 'Last Name'],
        [
          ['Ann', ''],
          ['Bo', ''],
        ],
      ),
    );
    expect(none).toMatchObject({ valid_rows: 0, invalid_rows: 2 });
    const refused = await postAs(
      server.app,
      admin.access_token,
      `/api/leadImportFile/${none.lead_import_id}/start`,
      {},
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LEAD_IMPORT_MESSAGES.nothingReady });
    expect(await read(none.lead_import_id)).toMatchObject({ status: none.status, started_at: null });
  });

  it('when the headers are not known then the mapping is adjusted, and the lead source’s next file is mapped the same way', async () => {
    const headers = ['Given', 'Family', 'Number'];
    const rows = leadRows('M', 5).map((r) => [r[0]!, r[1]!, r[3]!]);
    const first = await uploaded('odd.csv', csvOf(headers, rows));
    expect(first.mapping).toEqual({});
    expect(first).toMatchObject({ invalid_rows: 5, valid_rows: 0 });
    const refused = await postAs(
      server.app,
      admin.access_token,
      `/api/leadImportFile/${first.lead_import_id}/start`,
      {},
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: LEAD_IMPORT_MESSAGES.namesNotMapped });
    const unknown = await postAs(
      server.app,
      admin.access_token,
      `/api/leadImportFile/${first.lead_import_id}/mapping`,
      {
        mapping: { fname: 'Nope' },
      },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: LEAD_IMPORT_MESSAGES.unknownColumn('Nope') });
    const adjusted = await postAs(
      server.app,
      admin.access_token,
      `/api/leadImportFile/${first.lead_import_id}/mapping`,
      {
        mapping: { fname: 'Given', lname: 'Family', phone: 'Number' },
      },
    );
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    expect(adjusted.json()).toMatchObject({
      valid_rows: 5,
      invalid_rows: 0,
      mapping: { fname: 'Given', lname: 'Family', phone: 'Number' },
    });
    const second = await uploaded(
      'odd-2.csv',
      csvOf(
        headers,
        leadRows('N', 3).map((r) => [r[0]!, r[1]!, r[3]!]),
      ),
    );
    expect(second.mapping).toEqual({ fname: 'Given', lname: 'Family', phone: 'Number' });
    expect(second.valid_rows).toBe(3);
  });

  it('when the run stops after a batch and a new runner takes over then every row is imported exactly once', async () => {
    const { lead_import_id: id } = await uploaded('restart.csv', csvOf(HEADERS, leadRows('R', 1_200)));
    await postAs(server.app, admin.access_token, `/api/leadImportFile/${id}/start`, {});
    const handler = leadImportJobHandler(guarded);
    const stopAfterFirstBatch: JobHandler<never> = async (context) => {
      const controller = new AbortController();
      return handler({
        ...context,
        payload: context.payload,
        signal: controller.signal,
        setProgress: async (done, total) => {
          await context.setProgress(done, total);
          if (done > 0) controller.abort(new Error('the process stopped'));
        },
      });
    };
    let t = Date.now();
    const first = createJobRunner(guarded, {
      now: () => new Date(t),
      handlers: { [LEAD_IMPORT_QUEUE]: stopAfterFirstBatch },
    });
    expect(await first.runOnce()).toBe(1);
    expect(await read(id)).toMatchObject({ status: 'running', rows_done: 500, imported: 500 });
    expect(await leadsOfImport(id)).toHaveLength(500);

    t += 3_600_000;
    const second = createJobRunner(guarded, { now: () => new Date(t), handlers: { [LEAD_IMPORT_QUEUE]: handler } });
    expect(await second.runOnce()).toBe(1);
    expect(await read(id)).toMatchObject({ status: 'done', rows_done: 1_200, imported: 1_200 });
    const leads = await leadsOfImport(id);
    expect(leads).toHaveLength(1_200);
    expect(new Set(leads.map((l) => l.fname)).size).toBe(1_200);
    const rowLeads = await server.database.db
      .selectFrom('lead_import_row')
      .select((eb) => [eb.fn.count<string>('lead_id').distinct().as('n')])
      .where('account_id', '=', accountId)
      .where('lead_import_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(rowLeads.n)).toBe(1_200);
    // Running the job's handler once more (a late duplicate run) adds nothing.
    await handler({
      job: {} as never,
      payload: { account_id: accountId, lead_import_id: id },
      signal: new AbortController().signal,
      setProgress: async () => {},
    });
    expect(await leadsOfImport(id)).toHaveLength(1_200);
  });

  it('when an import is cancelled half way then the run stops between batches and keeps what it imported', async () => {
    const { lead_import_id: id } = await uploaded('cancel.csv', csvOf(HEADERS, leadRows('C', 1_000)));
    await postAs(server.app, admin.access_token, `/api/leadImportFile/${id}/start`, {});
    const handler = leadImportJobHandler(guarded);
    let cancelled = false;
    const cancelAfterFirstBatch: JobHandler<never> = async (context) =>
      handler({
        ...context,
        payload: context.payload,
        setProgress: async (done, total) => {
          await context.setProgress(done, total);
          if (done > 0 && !cancelled) {
            cancelled = true;
            const response = await postAs(server.app, admin.access_token, `/api/leadImportFile/${id}/cancel`, {});
            expect(response.statusCode, response.body).toBe(200);
          }
        },
      });
    const runner = createJobRunner(guarded, { handlers: { [LEAD_IMPORT_QUEUE]: cancelAfterFirstBatch } });
    await runner.runOnce();
    expect(await read(id)).toMatchObject({ status: 'cancelled', rows_done: 500, imported: 500 });
    expect(await leadsOfImport(id)).toHaveLength(500);
    await drain();
    expect(await leadsOfImport(id)).toHaveLength(500);
    const again = await postAs(server.app, admin.access_token, `/api/leadImportFile/${id}/cancel`, {});
    expect(again.statusCode).toBe(409);
  });

  it('when the duplicate action is update then the matching leads take the rows’ fields, no lead is added for them, and each gets an audit row naming the import', async () => {
    const db = server.database.db;
    // A lead the account has (added by an earlier import, without an email).
    const earlier = await uploaded(
      'earlier.csv',
      csvOf(['First Name', 'Last Name', 'DOB', 'Phone'], [['Ursula', 'Oldname', '02/02/1950', '9997000001']]),
    );
    await postAs(server.app, admin.access_token, `/api/leadImportFile/${earlier.lead_import_id}/start`, {});
    await drain();
    const existing = (await leadsOfImport(earlier.lead_import_id))[0]!.lead_id;
    const leadCount = async () =>
      Number(
        (
          await db
            .selectFrom('lead')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .where('account_id', '=', accountId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await leadCount();
    // Row 1 is new; row 2 has the phone of the lead above; row 3 has row 1's phone (a duplicate in the file).
    const rows = leadRows('U', 3, (i, row) => {
      if (i === 1) row[3] = '9997000001';
      if (i === 2) row[3] = leadRows('U', 1)[0]![3]!;
      return row;
    });
    const id = ((await create('update.csv', { duplicate_action: 'update' })).json() as ImportAnswer).lead_import_id;
    const response = await upload(id, 'update.csv', csvOf(HEADERS, rows));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ valid_rows: 1, duplicate_rows: 2, invalid_rows: 0 });
    const started = await postAs(server.app, admin.access_token, `/api/leadImportFile/${id}/start`, {});
    expect(started.statusCode, started.body).toBe(200);
    await drain();

    expect(await read(id)).toMatchObject({ status: 'done', rows_done: 3, imported: 1, updated: 2, skipped: 0 });
    expect(await leadCount()).toBe(before + 1);
    const created = await leadsOfImport(id);
    expect(created).toHaveLength(1);
    const outcomes = await db
      .selectFrom('lead_import_row')
      .select(['row_num', 'outcome', 'lead_id'])
      .where('account_id', '=', accountId)
      .where('lead_import_id', '=', id)
      .orderBy('row_num')
      .execute();
    expect(outcomes).toEqual([
      { row_num: 1, outcome: 'imported', lead_id: created[0]!.lead_id },
      { row_num: 2, outcome: 'updated', lead_id: existing },
      { row_num: 3, outcome: 'updated', lead_id: created[0]!.lead_id },
    ]);

    const updated = await db
      .selectFrom('lead')
      .select([
        'fname',
        'lname',
        sql<string>`to_char(dob, 'MM/DD/YYYY')`.as('dob'),
        'phone',
        'lead_vendor_id',
        'campaign_id',
        'updated_by',
      ])
      .where('account_id', '=', accountId)
      .where('lead_id', '=', existing)
      .executeTakeFirstOrThrow();
    expect(updated).toEqual({
      fname: 'ImpU1',
      lname: 'TestU',
      dob: '04/15/1955',
      phone: '9997000001',
      lead_vendor_id: leadVendorId,
      campaign_id: campaignId,
      updated_by: admin.user_id,
    });
    const emails = await db
      .selectFrom('lead_email')
      .select('email')
      .where('account_id', '=', accountId)
      .where('lead_id', '=', existing)
      .execute();
    expect(emails.map((e) => e.email)).toEqual(['impU1@example.com']);
    expect(created[0]!.fname).toBe('ImpU2');
    const audit = await db
      .selectFrom('lead_audit')
      .select(['lead_id', 'changed_by'])
      .where('account_id', '=', accountId)
      .where('new_value', '=', `updated by import ${id}`)
      .orderBy('lead_id')
      .execute();
    expect(audit).toEqual(
      [existing, created[0]!.lead_id].sort((a, b) => a - b).map((lead_id) => ({ lead_id, changed_by: admin.user_id })),
    );
  });

  it('when an agent’s role holds lead_import then they import for themselves, and asking for another agent answers 403', async () => {
    const db = server.database.db;
    const { role_id: roleId } = await db
      .selectFrom('app_user')
      .select('role_id')
      .where('user_id', '=', agent.user_id)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('role_permission')
      .values({ account_id: accountId, role_id: roleId, permission_name: 'lead_import' })
      .execute();
    try {
      // The role changed: the session's access-control hash no longer matches, so sign in again.
      const importer = await signIn(server.app, ...DEMO.agent);
      const forAnother = await create('agent.csv', { user_id: admin.user_id }, importer.access_token);
      expect(forAnother.statusCode).toBe(403);
      expect(forAnother.json()).toMatchObject({ message: LEAD_IMPORT_MESSAGES.unknownAgent });

      const mine = await create('agent.csv', {}, importer.access_token);
      expect(mine.statusCode, mine.body).toBe(201);
      const id = (mine.json() as ImportAnswer).lead_import_id;
      const sent = await upload(id, 'agent.csv', csvOf(HEADERS, leadRows('G', 3)), undefined, importer.access_token);
      expect(sent.statusCode, sent.body).toBe(200);
      const started = await postAs(server.app, importer.access_token, `/api/leadImportFile/${id}/start`, {});
      expect(started.statusCode, started.body).toBe(200);
      await drain();
      const progress = await getAs(server.app, importer.access_token, `/api/leadImportFile/${id}`);
      expect(progress.statusCode).toBe(200);
      expect(progress.json()).toMatchObject({ status: 'done', imported: 3, user_id: agent.user_id });
      const leads = await leadsOfImport(id);
      expect(leads.map((l) => l.user_id)).toEqual([agent.user_id, agent.user_id, agent.user_id]);
      const ownList = (await getAs(server.app, importer.access_token, '/api/leadImportFile/search')).json() as {
        result: ImportAnswer[];
      };
      // Without lead_view_assigned the agent's list holds their own imports only.
      expect(ownList.result.map((r) => r.lead_import_id)).toEqual([id]);
    } finally {
      await db
        .deleteFrom('role_permission')
        .where('account_id', '=', accountId)
        .where('role_id', '=', roleId)
        .where('permission_name', '=', 'lead_import')
        .execute();
    }
    const revoked = await signIn(server.app, ...DEMO.agent);
    expect((await create('agent.csv', {}, revoked.access_token)).statusCode).toBe(403);
  });

  it('when a small XLSX inflates past the limit then it is refused naming it, and the server answers meanwhile', async () => {
    // Issue 29: a 70 KB file whose shared strings inflate to 64 MB took 34 s and held /api/health up to 27 s.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Leads').addRow(['First Name', 'Last Name']);
    const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
    const strings = new Uint8Array(LEAD_IMPORT_MAX_INFLATED_BYTES + 1024).fill(0x61);
    strings.set(new TextEncoder().encode('<sst><si><t>'));
    parts['xl/sharedStrings.xml'] = strings;
    const bomb = Buffer.from(zipSync(parts, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const id = ((await create('bomb.xlsx')).json() as ImportAnswer).lead_import_id;
    const slowest = { ms: 0 };
    let reading = true;
    const pings = (async () => {
      while (reading) {
        const started = performance.now();
        expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        slowest.ms = Math.max(slowest.ms, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const response = await upload(id, 'bomb.xlsx', bomb, XLSX_TYPE);
    reading = false;
    await pings;
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: LEAD_IMPORT_MESSAGES.inflatedTooLarge });
    expect((await getAs(server.app, admin.access_token, `/api/leadImportFile/${id}`)).json()).toMatchObject({
      status: 'created',
    });
    // The read happens off the thread that answers requests.
    expect(slowest.ms).toBeLessThan(1_000);
  });

  it('when a spreadsheet has more cells than the limit then the reader stops at the limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    for (let r = 0; r < 200; r++) sheet.addRow(Array.from({ length: 30 }, (_, c) => `r${r}c${c}`));
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const limits = { maxRows: 50_000, maxInflatedBytes: 64 * 1024 * 1024 };
    expect(await parseXlsx(bytes, { ...limits, maxCells: 5_000 })).toEqual({ ok: false, problem: 'cells' });
    expect(await parseXlsx(bytes, { ...limits, maxCells: 6_000 })).toMatchObject({ ok: true });
    expect(await parseXlsx(bytes, { ...limits, maxInflatedBytes: 10_000, maxCells: 6_000 })).toEqual({
      ok: false,
      problem: 'inflated',
    });
    expect(await parseXlsx(new Uint8Array([0x50, 0x4b, 3, 4, 1, 2]), { ...limits, maxCells: 6_000 })).toEqual({
      ok: false,
      problem: 'unreadable',
    });
  });

  it('when an XLSX file is uploaded then its dates, numbers and text are read like a CSV’s', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    sheet.addRow(['First Name', 'Last Name', 'Date of Birth', 'Phone', 'Zip', 'Gender']);
    for (let i = 0; i < 100; i++)
      sheet.addRow([`ImpX${i}`, 'TestX', new Date(Date.UTC(1955, 3, 15)), 9_996_000_000 + i, 2134, 'Female']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const id = ((await create('leads.xlsx')).json() as ImportAnswer).lead_import_id;
    const response = await upload(
      id,
      'leads.xlsx',
      buffer,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total_rows: 100, valid_rows: 100, invalid_rows: 0, duplicate_rows: 0 });
    const preview = (
      await getAs(server.app, admin.access_token, `/api/leadImportFile/${id}/preview?size=1`)
    ).json() as {
      result: Array<{ values: Record<string, string> }>;
    };
    expect(preview.result[0]!.values).toEqual({
      fname: 'ImpX0',
      lname: 'TestX',
      dob: '04/15/1955',
      phone: '9996000000',
      zip: '02134',
      gender: 'F',
    });
  });

  it('when another account or a user without lead_import asks then the answer is 404 or 403', async () => {
    const { lead_import_id: id } = await uploaded('tenancy.csv', csvOf(HEADERS, leadRows('T', 2)));
    for (const url of [
      `/api/leadImportFile/${id}`,
      `/api/leadImportFile/${id}/preview`,
      `/api/leadImportFile/${id}/errorReport`,
    ])
      expect((await getAs(server.app, other.access_token, url)).statusCode).toBe(404);
    expect((await postAs(server.app, other.access_token, `/api/leadImportFile/${id}/start`, {})).statusCode).toBe(404);
    expect((await upload(id, 'x.csv', 'First Name\nA', undefined, other.access_token)).statusCode).toBe(404);
    const otherList = (await getAs(server.app, other.access_token, '/api/leadImportFile/search')).json() as {
      result: ImportAnswer[];
    };
    expect(otherList.result.some((r) => r.lead_import_id === id)).toBe(false);
    expect((await getAs(server.app, agent.access_token, '/api/leadImportFile/template')).statusCode).toBe(403);
    expect((await getAs(server.app, agent.access_token, `/api/leadImportFile/${id}`)).statusCode).toBe(403);
    expect((await create('agent.csv', {}, agent.access_token)).statusCode).toBe(403);
  });

  it('when a file is over 50,000 rows or 20 MB then it is refused naming the limit and nothing changes', async () => {
    const id = ((await create('big.csv')).json() as ImportAnswer).lead_import_id;
    const tooMany = await upload(
      id,
      'big.csv',
      csvOf(
        ['First Name', 'Last Name'],
        Array.from({ length: 50_001 }, (_, i) => [`A${i}`, 'B']),
      ),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ success: false, message: LEAD_IMPORT_MESSAGES.tooManyRows });
    const tooLarge = await upload(id, 'big.csv', `First Name,Last Name\r\n${'Ann,Lee\r\n'.repeat(2_700_000)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: LEAD_IMPORT_MESSAGES.tooLarge });
    expect(await read(id)).toMatchObject({ status: 'created', total_rows: 0, headers: [] });
    const { rows } = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM lead_import_row WHERE account_id = ${accountId} AND lead_import_id = ${id}`.execute(
      server.database.db,
    );
    expect(Number(rows[0]!.n)).toBe(0);
    const wrongType = await upload(id, 'leads.pdf', 'x', 'application/pdf');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ message: LEAD_IMPORT_MESSAGES.unsupportedType });
  });
});
