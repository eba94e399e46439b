import { AREA, LIBRARY_SHARE_TEMPLATES } from '../../../contract/api-areas';
import type { App } from '../../http/types';
import { backOfficePolicy } from '../users/backoffice-policy';

/**
 * Every address of the back office answers 403 to a signed-in person who is not a classification admin, before
 * its input is read: whatever they send, they learn nothing but that. Runs after the sign-in check (register it
 * after `installAuth`); each back-office service still checks for itself.
 */
export function guardBackOffice(app: App, prefix: string) {
  const area = `${prefix}${AREA.manage}/`;
  const libraryArea = `${prefix}${LIBRARY_SHARE_TEMPLATES}`;
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (request.actor && route.startsWith(area) && !route.startsWith(libraryArea)) backOfficePolicy.authorize(request.actor, 'administer');
  });
}
