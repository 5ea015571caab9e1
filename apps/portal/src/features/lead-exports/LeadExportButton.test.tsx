import { EMPTY_EXPORT_MESSAGE } from '@meridian/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithPortal } from '../../test-utils';
import { LeadExportButton } from './LeadExportButton';

const exportAnswer = (status: string, extra: object = {}) => ({
  success: true,
  lead_export_id: 5,
  export_type_id: 4,
  status,
  rows_done: 0,
  row_count: null,
  file_name: null,
  message: null,
  created_at: '2026-11-27T16:00:00.000Z',
  finished_at: null,
  ...extra,
});

describe('given the lead export button', () => {
  it('when the export matches nothing then nothing is downloaded and the domain message says so', async () => {
    const api = fakeApi({
      'POST leadExport': () => ({ body: exportAnswer('queued') }),
      'GET leadExport/5': () => ({ body: exportAnswer('empty', { row_count: 0 }) }),
    });
    const { user } = renderWithPortal(
      <LeadExportButton request={{ export_type_id: 4, lead_ids: [9] }} label="Export 1 selected (CSV)" />,
      { client: api.client },
    );
    await user.click(screen.getByRole('button', { name: 'Export 1 selected (CSV)' }));
    expect(await screen.findByText(EMPTY_EXPORT_MESSAGE)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ export_type_id: 4, lead_ids: [9] });
  });

  it('when the server refuses then its message shows as an alert and the button can be pressed again', async () => {
    const api = fakeApi({
      'POST leadExport': () => ({
        status: 403,
        body: { message: 'Your role may not export SSN or Medicare numbers.' },
      }),
    });
    const { user } = renderWithPortal(
      <LeadExportButton request={{ export_type_id: 1, include_sensitive: true }} label="Export" />,
      { client: api.client },
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role may not export SSN or Medicare numbers.');
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
