import { Box } from '@chakra-ui/react';
import { onlineManager, type Query, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { isUnreachable } from '../api/api-error';
import { ExceptionPage } from './exception-page';

/**
 * A query something on screen waits for, with nothing saved to show and no server to ask. Queries kept
 * out of the offline copy on purpose (`persist: false`) never count: their screens cope without them.
 */
export function waitsWithoutCopy(query: Query): boolean {
  if (!query.isActive() || query.state.data !== undefined || query.meta?.persist === false) return false;
  return query.state.fetchStatus === 'paused' || (query.state.status === 'error' && isUnreachable(query.state.error));
}

/**
 * Offline, the keys of what the screen on show needs and was never read on this device, as one string
 * (empty when it has all it needs): a string, so React sees no change while the answer stays the same.
 */
export function unreadOffline(queryClient: QueryClient): string {
  if (onlineManager.isOnline()) return '';
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(waitsWithoutCopy)
    .map((query) => query.queryHash)
    .join(' ');
}

/**
 * The screen, or — offline, on a screen never read here — a message saying so in its place, inside the
 * layout. The screen stays mounted underneath, so its queries go on by themselves when the network
 * returns and it shows again.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) => {
      const fromCache = queryClient.getQueryCache().subscribe(changed);
      const fromNetwork = onlineManager.subscribe(changed);
      return () => {
        fromCache();
        fromNetwork();
      };
    },
    [queryClient],
  );
  const unread = useSyncExternalStore(subscribe, () => unreadOffline(queryClient));
  return (
    <>
      <Box display={unread ? 'none' : 'contents'}>{children}</Box>
      {unread ? (
        // What was missing stays findable in the page, for whoever is asked why a page did not show.
        <Box data-unread={unread}>
          <ExceptionPage type="offline" detail={LL.connectivity.notSavedDetail()} />
        </Box>
      ) : null}
    </>
  );
}
