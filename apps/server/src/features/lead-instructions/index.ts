export { leadInstructionRoutes } from './routes';

import { tenant } from '../../db/tenant';
import type { ServerFeature } from '../../feature';
import { leadInstructionRoutes } from './routes';

/** The feature as app.ts registers it (src/feature.ts). */
export const leadInstructionsFeature: ServerFeature = {
  name: 'lead-instructions',
  routes: (api, { db }) => leadInstructionRoutes(api, { db }),
  // `LeadInstructions/search` is read by agents too.
  adminRoutes: ['/api/leadInstructions', '/api/leadInstructions/:id'],
  audited: {
    lead_instructions: {
      permission: 'lead_instructions_manage',
      exists: async (db, owner, id) =>
        (await tenant(db, owner)
          .selectFrom('lead_instruction')
          .select('lead_instruction_id')
          .where('lead_instruction_id', '=', id)
          .executeTakeFirst()) !== undefined,
    },
  },
};
