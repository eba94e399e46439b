import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { API_PREFIX } from '../src/api/api-prefix';

// The build replaces `self.__WB_MANIFEST` with the list of files to precache; it must stay spelled so.
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Precaches the built shell and answers every page navigation with it, so a reload without network
 * still opens the app. API calls are never answered from here: their offline copies live in the
 * page's query cache, which knows whose data it is.
 */
export function installAppShell() {
  precacheAndRoute(self.__WB_MANIFEST);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [new RegExp(`^${escapeRegExp(API_PREFIX)}(/|$)`)],
    }),
  );
}
