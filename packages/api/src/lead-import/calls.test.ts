import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../core/client';
import { answeringClient } from '../test-fixtures';
import { createLeadImport, getLeadImportPreview, startLeadImport, uploadLeadImportFile } from './calls';

const leadImport = {
  lead_import_id: 5,
  file_name: 'leads.csv',
  status: 'uploaded',
  file_type: 'csv',
  lead_vendor_id: 3,
  lead_vendor_name: 'Import Source',
  campaign_id: null,
  campaign_code: '',
  user_id: 0,
  created_by: 7,
  created_by_name: 'Dana Admin',
  created_at: '2026-12-01T15:00:00.000Z',
  started_at: null,
  finished_at: null,
  duplicate_action: 'skip',
  headers: ['First Name', 'Last Name'],
  mapping: { fname: 'First Name', lname: 'Last Name' },
  total_rows: 2,
  valid_rows: 1,
  invalid_rows: 1,
  duplicate_rows: 0,
  rows_done: 0,
  imported: 0,
  updated: 0,
  skipped: 0,
  refused: 0,
  error: null,
} as const;

describe('given the lead import calls', () => {
  it('when an import is created then it posts leadImportFile and checks the answer', async () => {
    const { client, sent } = answeringClient({ success: true, ...leadImport });
    expect((await createLeadImport(client, { file_name: 'leads.csv', lead_vendor_id: 3 })).lead_import_id).toBe(5);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/leadImportFile',
      body: { file_name: 'leads.csv', lead_vendor_id: 3 },
    });
  });

  it('when a file is uploaded then the client PUTs FormData with the bearer token and lets fetch set the multipart boundary', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ success: true, ...leadImport }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const client = createApiClient({
      session: {
        read: () => ({ user_id: 7, access_token: 'A', refresh_token: 'R' }),
        write: () => {},
        clear: () => {},
      },
      fetch,
    });
    const answer = await uploadLeadImportFile(
      client,
      5,
      new Blob(['First Name,Last Name\r\nAnn,Lee\r\n'], { type: 'text/csv' }),
      'leads.csv',
    );
    expect(answer.mapping).toEqual({ fname: 'First Name', lname: 'Last Name' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toMatch(/^\/api\/leadImportFile\/5\/fileUpload\?noCache=/);
    expect(init?.method).toBe('PUT');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer A');
    expect(headers['Content-Type']).toBeUndefined();
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    const file = form.get('file') as File;
    expect(file.name).toBe('leads.csv');
    expect(await file.text()).toContain('Ann,Lee');
  });

  it('when the preview is read then the page, size and status go in the query', async () => {
    const { client, sent } = answeringClient({
      success: true,
      totals: { total: 2, valid: 1, invalid: 1, duplicates: 0 },
      total_records: 1,
      page_number: 1,
      records_per_page: 10,
      result: [
        {
          row_num: 2,
          status: 'invalid',
          values: { fname: 'Ann', lname: '' },
          errors: [{ field: 'lname', message: 'Last name is a required field.' }],
          duplicate_of_row: null,
          duplicate_of_leads: [],
        },
      ],
    });
    const answer = await getLeadImportPreview(client, 5, { page: 1, size: 10, status: 'invalid' });
    expect(answer.result[0]?.errors[0]?.field).toBe('lname');
    expect(sent[0]).toMatchObject({
      method: 'GET',
      path: '/api/leadImportFile/5/preview',
      query: { page: '1', size: '10', status: 'invalid' },
    });
  });

  it('when the import is started then it posts the duplicate action', async () => {
    const { client, sent } = answeringClient({ success: true, ...leadImport, status: 'queued' });
    expect((await startLeadImport(client, 5, { duplicate_action: 'update' })).status).toBe('queued');
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/leadImportFile/5/start',
      body: { duplicate_action: 'update' },
    });
  });
});
