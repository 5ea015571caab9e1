import { LEAD_IMPORT_MESSAGES, LEAD_MESSAGES } from '@meridian/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, axeViolations, fakeApi, renderWithPortal, testSession } from '../../test-utils';
import { LeadImportPage } from './LeadImportPage';
import { LeadImportsPage } from './LeadImportsPage';
import { LEAD_IMPORT_TEXT as T } from './text';

vi.mock('../../session/SessionProvider', async () => {
  const { testSession: session, ADMIN: admin } = await import('../../test-utils');
  return { useSession: () => session(admin, ['lead_import', 'lead_view_assigned', 'ui_admin']) };
});
void testSession;

const search = (result: unknown[]) => ({
  body: { success: true, total_records: result.length, page_number: 1, records_per_page: 100, result },
});

const imported = (extra: object = {}) => ({
  success: true,
  lead_import_id: 9,
  file_name: 'leads.csv',
  status: 'uploaded',
  file_type: 'csv',
  lead_vendor_id: 3,
  lead_vendor_name: 'MedLeads Direct',
  campaign_id: 4,
  campaign_code: 'OEP2026',
  user_id: 0,
  created_by: ADMIN.user_id,
  created_by_name: 'Dana Whitfield',
  created_at: '2026-11-27T16:00:00.000Z',
  started_at: null,
  finished_at: null,
  duplicate_action: 'skip',
  headers: ['First', 'Last', 'Mail'],
  mapping: { fname: 'First', lname: 'Last' },
  total_rows: 3,
  valid_rows: 1,
  invalid_rows: 1,
  duplicate_rows: 1,
  rows_done: 0,
  imported: 0,
  updated: 0,
  skipped: 0,
  refused: 0,
  error: null,
  ...extra,
});

const previewRows = [
  {
    row_num: 1,
    status: 'valid',
    values: { fname: 'Ada', lname: 'Lovelace' },
    errors: [],
    duplicate_of_row: null,
    duplicate_of_leads: [],
  },
  {
    row_num: 2,
    status: 'invalid',
    values: { fname: 'Bo', lname: 'Bad' },
    errors: [{ field: 'email', message: LEAD_MESSAGES.emailInvalid }],
    duplicate_of_row: null,
    duplicate_of_leads: [],
  },
  {
    row_num: 3,
    status: 'duplicate',
    values: { fname: 'Ada', lname: 'Lovelace' },
    errors: [],
    duplicate_of_row: 1,
    duplicate_of_leads: [],
  },
];

function server(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi(
    {
      'POST LeadVendor/search': () =>
        search([{ lead_vendor_id: 3, lead_vendor_code: 'MEDLEADS', company: 'MedLeads Direct', account_id: 3 }]),
      'POST account/campaign/search/': () => search([{ campaign_id: 4, campaign_code: 'OEP2026' }]),
      'GET search/populateDropDowns': () => ({
        body: {
          total_lead_dispos: [],
          total_agents: [
            { user_id: 0, fname: 'Unassigned', lname: '' },
            { user_id: 7, fname: 'Marcus', lname: 'Bell' },
          ],
          total_tags: [],
          total_app_dispos: [],
        },
      }),
      'GET leadImportFile/search': () => ({ body: { ...search([]).body, records_per_page: 20 } }),
      ...routes,
    },
    ADMIN,
  );
}

/** The import's page at its route (it reads the id from the path). */
const importPage = (
  <Routes>
    <Route path="lead/import/:importId" element={<LeadImportPage />} />
  </Routes>
);

const csv = (name = 'leads.csv') => new File(['First,Last\nAda,Lovelace\n'], name, { type: 'text/csv' });

describe('given the new import form', () => {
  it('when no file or a file of another kind is chosen then the domain message shows and nothing is sent', async () => {
    const api = server();
    const { user } = renderWithPortal(<LeadImportsPage />, { client: api.client, path: '/lead/import' });
    await user.click(await screen.findByRole('button', { name: T.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_IMPORT_MESSAGES.noFile);
    // The picker offers CSV and XLSX only; a file dropped or picked by "All files" may still be another kind.
    fireEvent.change(screen.getByLabelText(T.file), {
      target: { files: [new File(['x'], 'leads.pdf', { type: 'application/pdf' })] },
    });
    await user.click(screen.getByRole('button', { name: T.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_IMPORT_MESSAGES.unsupportedType);
    expect(screen.getByLabelText(T.file)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'leadImportFile')).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);
  });

  it('when the server refuses the file then its message shows and the choices stay', async () => {
    const api = server({
      'POST leadImportFile': () => ({ status: 201, body: imported({ status: 'created', headers: [], mapping: {} }) }),
      'PUT leadImportFile/9/fileUpload': () => ({ status: 413, body: { message: LEAD_IMPORT_MESSAGES.tooManyRows } }),
    });
    const { user } = renderWithPortal(<LeadImportsPage />, { client: api.client, path: '/lead/import' });
    await user.click(await screen.findByRole('combobox', { name: T.agent }));
    await user.click(await screen.findByRole('option', { name: 'Marcus Bell' }));
    await user.click(screen.getByRole('radio', { name: T.duplicateActions.update }));
    await user.upload(screen.getByLabelText(T.file), csv());
    await user.click(screen.getByRole('button', { name: T.upload }));
    expect(await screen.findByText(LEAD_IMPORT_MESSAGES.tooManyRows)).toBeInTheDocument();
    expect(api.callsTo('POST', 'leadImportFile')[0]?.body).toEqual({
      file_name: 'leads.csv',
      lead_vendor_id: null,
      campaign_id: null,
      user_id: 7,
      duplicate_action: 'update',
    });
    expect(api.callsTo('PUT', 'leadImportFile/9/fileUpload')[0]?.body).toBeInstanceOf(FormData);
    expect(screen.getByRole('combobox', { name: T.agent })).toHaveTextContent('Marcus Bell');
    expect(screen.getByRole('radio', { name: T.duplicateActions.update })).toBeChecked();
    expect(screen.getByTestId('location')).toHaveTextContent('/lead/import');
  });

  it('when the file is accepted then the import opens on its own page', async () => {
    const api = server({
      'POST leadImportFile': () => ({ status: 201, body: imported({ status: 'created', headers: [], mapping: {} }) }),
      'PUT leadImportFile/9/fileUpload': () => ({ body: imported() }),
    });
    const { user } = renderWithPortal(<LeadImportsPage />, { client: api.client, path: '/lead/import' });
    await user.upload(await screen.findByLabelText(T.file), csv());
    await user.click(screen.getByRole('button', { name: T.upload }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/lead/import/9'));
  });
});

describe('given an uploaded import', () => {
  function review(extra: Parameters<typeof server>[0] = {}) {
    const api = server({
      'GET leadImportFile/9': () => ({ body: imported() }),
      'GET leadImportFile/9/preview': ({ query }) => {
        const status = query.get('status');
        const rows = status ? previewRows.filter((r) => r.status === status) : previewRows;
        return {
          body: {
            success: true,
            totals: { total: 3, valid: 1, invalid: 1, duplicates: 1 },
            total_records: rows.length,
            page_number: 1,
            records_per_page: 50,
            result: rows,
          },
        };
      },
      ...extra,
    });
    return { api, ...renderWithPortal(importPage, { client: api.client, path: '/lead/import/9' }) };
  }

  it('when it opens then the totals, each row with its messages and the mapping show', async () => {
    const { api, user } = review();
    expect(await screen.findByText(T.totals(3, 1, 1, 1))).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: T.previewCaption });
    await within(table).findByText(`Email: ${LEAD_MESSAGES.emailInvalid}`);
    expect(within(table).getByText(LEAD_IMPORT_MESSAGES.duplicateOfRow(1))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Email' })).toHaveTextContent(T.notImported);
    // Narrowed to the rows with problems: the server is asked for them.
    await user.click(screen.getByRole('combobox', { name: T.show }));
    await user.click(await screen.findByRole('option', { name: T.filters.invalid }));
    await waitFor(() => expect(within(table).queryByText('Ada Lovelace')).toBeNull());
    expect(api.calls.some((c) => c.path === 'leadImportFile/9/preview' && c.query.get('status') === 'invalid')).toBe(
      true,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('when a column is matched by hand then the mapping is sent and the rows are checked again', async () => {
    const { api, user } = review({
      'POST leadImportFile/9/mapping': ({ body }) => ({
        body: imported({ mapping: (body as { mapping: object }).mapping, invalid_rows: 0, valid_rows: 2 }),
      }),
    });
    const check = await screen.findByRole('button', { name: T.applyMapping });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Email' }));
    await user.click(await screen.findByRole('option', { name: 'Mail' }));
    await user.click(check);
    expect(await screen.findByText(T.mappingSaved)).toBeInTheDocument();
    expect(api.callsTo('POST', 'leadImportFile/9/mapping')[0]?.body).toEqual({
      mapping: { fname: 'First', lname: 'Last', email: 'Mail' },
    });
    expect(await screen.findByText(T.totals(3, 2, 0, 1))).toBeInTheDocument();
  });

  it('when no row is ready and duplicates are skipped then no Import button is offered, only what to do', async () => {
    const { api, user } = review({
      'GET leadImportFile/9': () => ({ body: imported({ valid_rows: 0, invalid_rows: 2 }) }),
    });
    expect(await screen.findByText(LEAD_IMPORT_MESSAGES.nothingReady)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
    // Importing the duplicates makes one row to write.
    await user.click(screen.getByRole('radio', { name: T.duplicateActions.update }));
    expect(await screen.findByRole('button', { name: T.start(1) })).toBeEnabled();
    expect(api.callsTo('POST', 'leadImportFile/9/start')).toHaveLength(0);
  });

  it('when the run is started with duplicates updated then the choice is sent and the refusal keeps the page', async () => {
    const { api, user } = review({
      'POST leadImportFile/9/start': () => ({ status: 400, body: { message: LEAD_IMPORT_MESSAGES.namesNotMapped } }),
    });
    await user.click(await screen.findByRole('radio', { name: T.duplicateActions.update }));
    await user.click(screen.getByRole('button', { name: T.start(2) }));
    expect(await screen.findByText(LEAD_IMPORT_MESSAGES.namesNotMapped)).toBeInTheDocument();
    expect(api.callsTo('POST', 'leadImportFile/9/start')[0]?.body).toEqual({ duplicate_action: 'update' });
  });
});

describe('given a running import', () => {
  it('when Cancel import is confirmed then the cancel is sent and the outcome shows', async () => {
    let cancelled = false;
    const running = imported({ status: 'running', rows_done: 1, imported: 1, refused: 0 });
    const api = server({
      'GET leadImportFile/9': () => ({ body: cancelled ? { ...running, status: 'cancelled' } : running }),
      'POST leadImportFile/9/cancel': () => {
        cancelled = true;
        return { body: { ...running, status: 'cancelled' } };
      },
    });
    const { user } = renderWithPortal(importPage, { client: api.client, path: '/lead/import/9' });
    const bar = await screen.findByRole('progressbar', { name: T.progress });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(new RegExp(LEAD_IMPORT_MESSAGES.cancelled))).toBeInTheDocument();
    expect(api.callsTo('POST', 'leadImportFile/9/cancel')).toHaveLength(1);
    expect(screen.getByRole('button', { name: T.errorReport(1) })).toBeInTheDocument();
  });
});
