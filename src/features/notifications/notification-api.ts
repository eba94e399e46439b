import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EmailChoice, type NotificationKind, notificationEndpoints } from '../../../contract/notifications';
import { api } from '../../api/client';
import { notificationKeys } from './notification-queries';

export interface InboxFilter {
  pageNum: number;
  unread: boolean;
  kind?: NotificationKind;
  pageSize?: number;
}

/** A page of the person's notifications, newest first. */
export function notificationListQuery(filter: InboxFilter) {
  return queryOptions({
    queryKey: [...notificationKeys.all, 'list', filter] as const,
    queryFn: ({ signal }) =>
      api.call(notificationEndpoints.list, { query: { pageNum: filter.pageNum, pageSize: filter.pageSize ?? 20, unread: filter.unread ? '1' : undefined, kind: filter.kind } }, { signal }),
  });
}

export const notificationSettingsQuery = queryOptions({
  queryKey: notificationKeys.settings,
  queryFn: ({ signal }) => api.call(notificationEndpoints.settings, {}, { signal }),
});

/** Whether this server sends e-mail: the e-mail choices wait for it. */
export const notificationChannelsQuery = queryOptions({
  queryKey: [...notificationKeys.all, 'channels'] as const,
  queryFn: ({ signal }) => api.call(notificationEndpoints.channels, {}, { signal }),
  staleTime: 5 * 60_000,
});

export function useNotificationChannels() {
  return useQuery(notificationChannelsQuery);
}

export function useNotificationList(filter: InboxFilter) {
  return useQuery(notificationListQuery(filter));
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery);
}

/** Reading changes the count and the lists: the count takes the answer, the lists are asked again. */
function useReadMutation<Input>(call: (input: Input) => Promise<{ count: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread, answer.count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all, predicate: (query) => query.queryKey[1] === 'list' }),
  });
}

export function useMarkRead() {
  return useReadMutation((id: number) => api.call(notificationEndpoints.markRead, { params: { id } }));
}

export function useMarkAllRead() {
  return useReadMutation((_: void) => api.call(notificationEndpoints.markAllRead, {}));
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: { kind: NotificationKind; inbox: boolean; email: EmailChoice }[]) => api.call(notificationEndpoints.updateSettings, { body: { settings } }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
