export * from './routes';
export { buildLeadSearch, LEAD_SEARCH_COUNT_CAP, UNASSIGNED_USER_ID } from './repository';
// Bulk demo leads for the seed:bulk command and the search benchmark.
export { fillLeads } from './bulk-leads';
export { visibleLead, visibleLeads } from './record/read';
export { applyClientCorrections, clientPersonalInfo, type ClientCorrections } from './record/client-corrections';
export { LEAD_RECORD_REFUSALS } from './record/rules';
// What the lead import (features/lead-import) reuses: the add lead's checks, duplicate rule and writes.
export { validateNewLeadBody } from './record/rules';
export {
  findDuplicateLeads,
  insertImportedLeads,
  updateImportedLead,
  userExists,
  type ImportedLead,
  type ImportedLeadOrigin,
} from './record/add';

import type { ServerFeature } from '../../feature';
import { leadRoutes } from './routes';
import { seedLeadsDemoData } from './seed/leads';

/** The feature as app.ts registers it (src/feature.ts). */
export const leadsFeature: ServerFeature = {
  name: 'leads',
  routes: (api, { db, ssnCipher }) => leadRoutes(api, { db, ssnCipher }),
  seed: seedLeadsDemoData,
};
