import type { NotificationKind } from '../../contract/notification-kinds';
import { notificationChannelsQuery, notificationListQuery, notificationSettingsQuery } from '../features/notifications/notification-api';
import { loadScreenData, type RouteLoad } from './screen-data';

/** The inbox's page for the address's filter. */
export async function loadInbox({ context, deps }: RouteLoad<unknown, { show?: 'unread'; kind?: NotificationKind; pageNum?: number }>): Promise<void> {
  await loadScreenData(context.queryClient, notificationListQuery({ pageNum: deps.pageNum ?? 1, unread: deps.show === 'unread', kind: deps.kind }));
}

export async function loadNotificationSettings({ context }: RouteLoad): Promise<void> {
  await Promise.all([loadScreenData(context.queryClient, notificationSettingsQuery), loadScreenData(context.queryClient, notificationChannelsQuery)]);
}
