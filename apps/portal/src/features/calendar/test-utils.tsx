// The calendar dialog's tests: the portal's providers, a saved appointment and a lead search row.
import type { Appointment, LeadSearchRow } from '@meridian/api';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { fakeApi, renderWithPortal, type FakeRoute } from '../../test-utils';
import type { EventDialogProps } from './EventDialog';
export * from '../../test-utils';

/** Thursday 26 November 2026, 9 am in Chicago. */
export const NOW = new Date('2026-11-26T15:00:00.000Z');

/** 1 December 2026, 10:00–11:00 in Chicago (CST, UTC−6), assigned to Ann Smith. */
export const SAVED: Appointment = {
  appointment_id: 31,
  title: 'Plan review',
  description: 'Bring the drug list',
  allday_flag: '0',
  importance: 5,
  completed_date: '',
  start_time: '2026-12-01T16:00:00.000Z',
  end_time: '2026-12-01T17:00:00.000Z',
  appointment_type_id: 'lead',
  user_id: 7,
  lead_id: 42,
  lead_name: 'Ann Smith',
};

export const LEAD_ROW: LeadSearchRow = {
  lead_id: 42,
  fname: 'Ann',
  lname: 'Smith',
  dob: '04/12/1955',
  age: 71,
  phone: null,
  email: null,
  city: 'Chicago',
  county: 'Cook',
  state_id: 'IL',
  zip: '60601',
  lead_dispo_id: 1,
  dispo_name: 'New',
  user_id: 7,
  agent_fname: 'Marcus',
  agent_lname: 'Bell',
  lead_date: '2026-01-05T15:00:00.000Z',
  lead_vendor_source_code: null,
  drug_list_updated_flag: '0',
  drug_list_updated_date: null,
  has_current_plan_flag: '0',
  default_address: {
    address1: '100 Main St',
    address2: null,
    city: 'Chicago',
    state_id: 'IL',
    zip: '60601',
    county: 'Cook',
  },
};

export function dialogProps(overrides: Partial<EventDialogProps> = {}): EventDialogProps {
  return {
    accountId: 3,
    now: () => NOW,
    actions: { create: vi.fn(async () => ({})), update: vi.fn(async () => ({})), remove: vi.fn(async () => ({})) },
    onClose: vi.fn(),
    ...overrides,
  };
}

/** Renders the dialog with the portal's providers; `routes` answer the lead search. */
export const renderEventDialog = (ui: ReactElement, routes: Record<string, FakeRoute> = {}) => {
  const api = fakeApi(routes);
  return { ...renderWithPortal(ui, { client: api.client }), calls: api.calls };
};
