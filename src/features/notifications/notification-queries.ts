import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { lazyContract } from '../../api/lazy-contract';

/** The bell sits on every screen: the contract's entries load with its first call, not with the shell. */
export const loadNotificationContract = lazyContract(() => import('../../../contract/notifications'));

/** Every notification query starts with this, so a change invalidates them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** The unread count. Kept in the offline cache: a bell offline shows the last count it knew. */
export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: async ({ signal }) => (await api.call((await loadNotificationContract()).notificationEndpoints.unread, {}, { signal, globalError: false })).count,
});
