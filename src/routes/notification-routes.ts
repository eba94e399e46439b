import { createRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NOTIFICATION_KINDS } from '../../contract/notification-kinds';
import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { outerLayoutRoute } from './layout-routes';
import { lazyLoaders } from './screen-data';
import { choice, count } from './search-params';

/** The inbox's loaders, with the calls they make, on first use. */
const notificationLoader = lazyLoaders(() => loadChunk(() => import('./notification-loaders')));

const inboxScreen = lazyScreen(withWords(['notifications'], () => import('./route-screens/notifications-screen')), 'Notifications');
const notificationSettingsScreen = lazyScreen(withWords(['notifications'], () => import('../features/notifications/notification-settings-screen')), 'NotificationSettingsScreen');

/** /notifications: all or unread only (`show=unread`), of one kind or all, and the page. */
export const inboxSearch = v.object({ show: choice(['unread']), kind: choice(NOTIFICATION_KINDS), pageNum: count });

const inboxRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'notifications',
  validateSearch: inboxSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => notificationLoader('loadInbox', load),
  component: inboxScreen,
});

/** The person's choices per kind, from the bell and the person menu. */
const notificationSettingsRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'notifications/settings',
  loader: (load) => notificationLoader('loadNotificationSettings', load),
  component: notificationSettingsScreen,
});

export const notificationOuterRoutes = [inboxRoute, notificationSettingsRoute];
