import type { Workbox } from 'workbox-window';
import { shellState } from '../state/shell-state';

let workbox: Workbox | null = null;

/**
 * Installs the worker that keeps the shell available offline; a newer release waits for consent.
 * Loaded after the first screen: nothing on it needs the worker.
 */
export async function registerServiceWorker(): Promise<void> {
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
