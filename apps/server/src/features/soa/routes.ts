// Scope of appointment calls (spec 02 §7.2), one file per subject. Handlers are thin: they parse with
// the contract's structs, check the named permission, and call a repository or `sendSoaInvite`.
import type { FastifyInstance } from 'fastify';
import { draftRoutes } from './draft-routes';
import { enhancedRoutes } from './enhanced-routes';
import { inviteRoutes } from './invite-routes';
import { recordRoutes } from './record-routes';
import type { SoaRouteDeps } from './route-helpers';

export async function soaRoutes(app: FastifyInstance, deps: SoaRouteDeps) {
  await recordRoutes(app, deps);
  await draftRoutes(app, deps);
  await enhancedRoutes(app, deps);
  await inviteRoutes(app, deps);
}
