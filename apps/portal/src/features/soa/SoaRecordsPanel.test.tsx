import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, fakeApi, renderWithPortal } from '../../test-utils';
import { SoaRecordsPanel } from './SoaRecordsPanel';

const record = (over: Record<string, unknown>) => ({
  soa_id: 1,
  lead_id: 42,
  app_id: null,
  user_id: 7,
  process_type: 'SOA',
  status: 'sent',
  draft: '0',
  client_name: 'Ruth Alvarez',
  client_email: 'ruth@example.com',
  client_dob: '04/12/1956',
  client_zip: '60601',
  appointment_date: '12/15/2025',
  contact_method: 'Phone',
  agent_signature: 'Marcus Bell',
  esignature_id: 3,
  agent_custom_message: '',
  created_at: '2025-12-01T15:00:00.000Z',
  signed_at: null,
  product_types: [],
  bulk_send_id: null,
  has_pdf: false,
  ...over,
});

const RULES = {
  success: true,
  rules: [
    {
      kind: 'waiting_period',
      effective_from: '2000-01-01',
      waiting_hours: 48,
      applies_to_unscheduled: false,
      note: null,
      source: 'x',
    },
    {
      kind: 'waiting_period',
      effective_from: '2026-06-01',
      waiting_hours: 0,
      applies_to_unscheduled: false,
      note: null,
      source: 'y',
    },
  ],
};

describe('given the SOA records panel on the lead page', () => {
  it('when the lead has SOAs then each row shows type, status, times, the rule of its appointment date and the PDF for signed ones', async () => {
    const api = fakeApi({
      'POST soa/search': () => ({
        body: {
          success: true,
          total_records: 2,
          page_number: 1,
          records_per_page: 100,
          result: [
            record({ soa_id: 2, status: 'signed', signed_at: '2025-12-02T16:30:00.000Z', has_pdf: true }),
            record({ soa_id: 1, process_type: 'SOAF2F', appointment_date: '12/15/2026' }),
          ],
        },
      }),
      'GET soa/rules': () => ({ body: RULES }),
    });
    renderWithPortal(<SoaRecordsPanel leadId={42} />, { client: api.client });
    const panel = screen.getByRole('region', { name: 'Scope of Appointment' });
    await within(panel).findByRole('cell', { name: 'Face to face' });
    const rows = within(panel).getAllByRole('row');
    const signed = rows.find((r) => within(r).queryByRole('cell', { name: 'Signed' }))!;
    expect(within(signed).getByText('Remote')).toBeInTheDocument();
    expect(within(signed).getByText('12/02/2025 10:30 AM CST')).toBeInTheDocument();
    // 12/15/2025 is before the 2026-06-01 row: the 48-hour wait applies.
    expect(within(signed).getByText('SOA must be at least 48 hours before the appointment')).toBeInTheDocument();
    expect(within(signed).getByRole('button', { name: 'Signed SOA (PDF)' })).toBeInTheDocument();
    const f2f = rows.find((r) => within(r).queryByRole('cell', { name: 'Face to face' }))!;
    // 12/15/2026 falls under the row without a wait: no note, and no PDF while unsigned.
    expect(within(f2f).queryByText(/48 hours/)).not.toBeInTheDocument();
    expect(within(f2f).queryByRole('button', { name: 'Signed SOA (PDF)' })).not.toBeInTheDocument();
    expect(await axeViolations(panel)).toEqual([]);
  });

  it('when the lead has none then the panel says so', async () => {
    const api = fakeApi({
      'POST soa/search': () => ({
        body: { success: true, total_records: 0, page_number: 1, records_per_page: 100, result: [] },
      }),
      'GET soa/rules': () => ({ body: RULES }),
    });
    renderWithPortal(<SoaRecordsPanel leadId={42} />, { client: api.client });
    expect(await screen.findByText('No Scope of Appointment has been sent to this lead.')).toBeInTheDocument();
  });
});
