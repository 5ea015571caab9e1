// SOA dialogs' tests: the portal's providers, a lead and an agent as the dialogs read them.
import type { ReactElement } from 'react';
import { fakeApi, renderWithPortal } from '../../test-utils';
import type { SoaDialogAgent, SoaDialogLead } from './types';
export * from '../../test-utils';

/** Thursday 26 November 2026, 9 am in Chicago. */
export const NOW = new Date('2026-11-26T15:00:00.000Z');

export const SOA_LEAD: SoaDialogLead = {
  lead_id: 42,
  fname: 'Ann',
  lname: 'Smith',
  dob: '04/12/1955',
  default_phone: { phone: '3125550142' },
  default_email: { email: 'ann.smith@example.com' },
  emails: [{ email_id: 21, email: 'ann.smith@example.com', email_type: 'Home' }],
  default_address: { address1: '100 Main St', city: 'Chicago', state_id: 'IL', zip: '60601', county: 'Cook' },
};

export const SOA_AGENT: SoaDialogAgent = {
  user_id: 7,
  name: 'Marcus Bell',
  company: 'Demo Agency',
  phone: '3125550100',
  email: 'marcus.bell@example.com',
  address: { address1: '1 Agency Way', city: 'Chicago', state_id: 'IL', zip: '60602' },
};

/** The rule tables as spec 02 states them (48-hour wait, 10-year retention), whatever today's rows say. */
export const SPEC_RULES = {
  waitingPeriodRules: [{ effective_from: '2000-01-01', waiting_hours: 48, applies_to_unscheduled: false }],
  retentionRules: [{ effective_from: '2000-01-01', retention_years: 10 }],
} as const;

/** Renders a dialog with the portal's providers (no server calls: the dialogs take their actions as props). */
export const renderDialog = (ui: ReactElement) => renderWithPortal(ui, { client: fakeApi({}).client });
