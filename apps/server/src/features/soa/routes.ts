// Scope of appointment calls (spec 02 §7.2), one file per subject. Handlers are thin: they parse with
// the contract's structs, check the named permission, and call a repository or `sendSoaInvite`.
import type { FastifyInstance } from 'fastify';
import { draftRoutes } from './draft-routes';
import { enhancedRoutes } from './invites/enhanced-routes';
import { inviteRoutes } from './invites/routes';
import { recordRoutes } from './records/routes';
import type { SoaRouteDeps } from './route-helpers';

export async function soaRoutes(app: FastifyInstance, deps: SoaRouteDeps) {
  await recordRoutes(app, deps);
  await draftRoutes(app, deps);
  await enhancedRoutes(app, deps);
  await inviteRoutes(app, deps);
}
