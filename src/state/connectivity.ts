import { observable, observe } from '@legendapp/state';
import { onlineManager } from '@tanstack/react-query';

/** How often a server that stopped answering is asked whether it is back, while the network is up. */
export const PROBE_INTERVAL_MS = 3000;

/** What the offline indicator knows about the network. */
export const connectivity = observable({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** False after a call found no server: a network that is up can still lead nowhere. */
  serverReachable: true,
});

interface ConnectivityState {
  online: boolean;
  serverReachable: boolean;
}

/** Whether a call has any chance of an answer. */
export function isConnected(state: ConnectivityState): boolean {
  return state.online && state.serverReachable;
}

/**
 * Follows the browser's network events and tells TanStack Query it is offline whenever no answer can
 * come (no network, or a server that stopped answering). Queries then wait with the data they hold,
 * instead of failing and dropping out of the offline copy, and fetch again by themselves once the
 * server is back.
 */
export function watchConnectivity(): void {
  window.addEventListener('online', () => connectivity.online.set(true));
  window.addEventListener('offline', () => connectivity.online.set(false));
  onlineManager.setEventListener((setOnline) => observe(() => setOnline(isConnected(connectivity.get()))));
}

/**
 * While the network is up and the server is not answering, calls `probe` at once and then every few
 * seconds; the API client reports any answer, which ends the wait. Returns a function that stops it.
 */
export function watchServerReturn(probe: () => Promise<unknown>): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let asking = false;
  const waiting = () => connectivity.online.peek() && !connectivity.serverReachable.peek();

  function ask() {
    timer = null;
    if (!waiting()) return;
    asking = true;
    void probe()
      .catch(() => undefined)
      .finally(() => {
        asking = false;
        if (waiting() && !timer) timer = setTimeout(ask, PROBE_INTERVAL_MS);
      });
  }

  const stopObserving = observe(() => {
    const state = connectivity.get();
    if (state.online && !state.serverReachable) {
      // The network just came back (or the server just went away): ask now rather than at the next tick.
      if (!asking) {
        if (timer) clearTimeout(timer);
        timer = setTimeout(ask, 0);
      }
    } else if (timer) {
      clearTimeout(timer);
      timer = null;
    }
  });
  return () => {
    stopObserving();
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

type ConnectivityStatus = 'online' | 'offline' | 'offlineCached' | 'unreachable';

/** Without a server, everything on screen comes from the cache: say so when there is any. */
export function connectivityStatus(state: ConnectivityState, hasCachedData: boolean): ConnectivityStatus {
  if (!state.online) return hasCachedData ? 'offlineCached' : 'offline';
  if (!state.serverReachable) return 'unreachable';
  return 'online';
}
