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

/** Renders a dialog with the portal's providers (no server calls: the dialogs take their actions as props). */
export const renderDialog = (ui: ReactElement) => renderWithPortal(ui, { client: fakeApi({}).client });
