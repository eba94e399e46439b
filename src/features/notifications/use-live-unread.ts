import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { endpointPath } from '../../../contract/endpoint';
import { API_PREFIX } from '../../api/api-prefix';
import { loadNotificationContract, notificationKeys } from './notification-queries';

/** How often the count is asked for while the stream cannot be opened (a proxy that refuses event streams). */
export const POLL_MS = 30_000;

/** How the count is kept live: by the stream, by polling while the stream fails, or not yet. */
export type LiveState = 'idle' | 'stream' | 'polling';

/**
 * Keeps the unread count live: a server-sent event stream pushes each new count into the query; when the
 * stream fails (and the browser gives up reopening it) the count is asked for every half minute instead.
 * Offline nothing is asked and the bell keeps the last count it had.
 */
export function useLiveUnread(enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('idle');
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const refetch = () => {
      if (onlineManager.isOnline()) void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
    };
    const startPolling = () => {
      setState('polling');
      poll ??= setInterval(refetch, POLL_MS);
    };
    const open = async () => {
      const { notificationStreamEndpoints } = await loadNotificationContract();
      if (stopped) return;
      source?.close();
      source = new EventSource(`${API_PREFIX}${endpointPath(notificationStreamEndpoints.stream, {})}`, { withCredentials: true });
      source.onopen = () => setState('stream');
      source.addEventListener('unread', (event) => {
        const count = (JSON.parse((event as MessageEvent<string>).data) as { count: number }).count;
        const before = queryClient.getQueryData<number>(notificationKeys.unread);
        queryClient.setQueryData(notificationKeys.unread, count);
        // A new count means new items or items read elsewhere: the lists are asked again when next shown.
        if (before !== count) void queryClient.invalidateQueries({ queryKey: notificationKeys.all, predicate: (query) => query.queryKey[1] === 'list' });
        if (poll) {
          clearInterval(poll);
          poll = undefined;
        }
      });
      source.onerror = () => {
        // Closed for good (refused, or not an event stream): ask on a timer. Otherwise the browser reopens it.
        if (source?.readyState === EventSource.CLOSED) startPolling();
      };
    };
    open().catch(startPolling);
    // Back online after a drop: open the stream again rather than wait for the browser's retry.
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online && source?.readyState === EventSource.CLOSED) open().catch(startPolling);
    });
    return () => {
      stopped = true;
      unsubscribe();
      source?.close();
      if (poll) clearInterval(poll);
    };
  }, [enabled, queryClient]);
  return state;
}
