import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope;

/** What the page's `messageSkipWaiting()` (workbox-window) sends. */
const SKIP_WAITING = 'SKIP_WAITING';

/**
 * A first install takes control at once, so the very first visit already works offline. An update
 * waits until the person accepts it in the page, which then sends SKIP_WAITING: swapping code under
 * an open form could lose what they typed.
 */
export function installLifecycle() {
  clientsClaim();
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
  });
}
