import { observable } from '@legendapp/state';

/** What the offline indicator knows about the network. */
export const connectivity = observable({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  /** False after a call found no server: a network that is up can still lead nowhere. */
  serverReachable: true,
});

export function watchConnectivity(): void {
  window.addEventListener('online', () => connectivity.online.set(true));
  window.addEventListener('offline', () => connectivity.online.set(false));
}

type ConnectivityStatus = 'online' | 'offline' | 'offlineCached' | 'unreachable';

/** Without a server, everything on screen comes from the cache: say so when there is any. */
export function connectivityStatus(state: { online: boolean; serverReachable: boolean }, hasCachedData: boolean): ConnectivityStatus {
  if (!state.online) return hasCachedData ? 'offlineCached' : 'offline';
  if (!state.serverReachable) return 'unreachable';
  return 'online';
}
