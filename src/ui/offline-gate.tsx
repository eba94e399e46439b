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

/** Whether, offline, the screen on show needs data that was never read on this device. */
export function screenUnreadOffline(queryClient: QueryClient): boolean {
  return !onlineManager.isOnline() && queryClient.getQueryCache().getAll().some(waitsWithoutCopy);
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
  const unread = useSyncExternalStore(subscribe, () => screenUnreadOffline(queryClient));
  return (
    <>
      <Box display={unread ? 'none' : 'contents'}>{children}</Box>
      {unread ? <ExceptionPage type="offline" detail={LL.connectivity.notSavedDetail()} /> : null}
    </>
  );
}
