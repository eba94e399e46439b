import { Workbox } from 'workbox-window';
import { shellState } from '../state/shell-state';

let workbox: Workbox | null = null;

/** Installs the worker that keeps the shell available offline; a newer release waits for consent. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => shellState.updateReady.set(true));
  void workbox.register();
}

/** Lets the waiting release take over and reloads into it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
