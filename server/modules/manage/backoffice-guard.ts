import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';

/** Only classification admins see the back office (spec §6); the answer is the server's, not a hidden menu's. */
export function assertClassifyAdmin(actor: Actor) {
  if (!actor.isClassifyAdmin) throw errors.forbidden();
}
