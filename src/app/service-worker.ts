import type { AnyRouter } from '@tanstack/react-router';
import type { Workbox } from 'workbox-window';
import { shellState } from '../state/shell-state';

let workbox: Workbox | null = null;

/**
 * The longest the worker waits for the first screen before it installs anyway: well inside the 10 s
 * the upload queue gives a worker to appear before it runs in the page.
 */
const FIRST_SCREEN_WAIT_MS = 5000;

/**
 * Installs the worker once the first screen has its code and data and is drawn: its install downloads
 * the whole app for offline use, and the first screen's own code and data would otherwise share the
 * network with it. It does not wait for the page to be idle as well: a page left soon after its
 * screen showed would never register it.
 */
export async function registerServiceWorkerAfterFirstScreen(router: Pick<AnyRouter, 'subscribe'>): Promise<void> {
  await new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe();
      resolve();
    });
    setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });
  await registerServiceWorker();
}

/** Installs the worker that keeps the shell available offline; a newer release waits for consent. */
async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Loaded apart: it reads the files contract, which the first screen does without.
  void import('./previews-read-before-control').then(({ keepPreviewsReadBeforeControl }) => keepPreviewsReadBeforeControl(navigator.serviceWorker));
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => shellState.updateReady.set(true));
  await workbox.register();
}

/** Lets the waiting release take over and reloads into it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
