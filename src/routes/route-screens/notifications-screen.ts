import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { InboxScreen } from '../../features/notifications/inbox-screen';
import type { InboxFilter } from '../../features/notifications/notification-api';

const route = getRouteApi('/_auth/_outer/notifications');

/** The address's filter as the search the inbox keeps it in. */
function searchOf(filter: InboxFilter) {
  return { show: filter.unread ? ('unread' as const) : undefined, kind: filter.kind, pageNum: filter.pageNum > 1 ? filter.pageNum : undefined };
}

/** The route's address handed to the inbox as its filter, with links and navigation for other filters. */
export function Notifications(): ReactElement {
  const search = route.useSearch();
  const navigate = useNavigate();
  const filter: InboxFilter = { unread: search.show === 'unread', kind: search.kind, pageNum: search.pageNum ?? 1 };
  return createElement(InboxScreen, {
    filter,
    filterLink: (next: InboxFilter) => ({ to: '/notifications' as const, search: searchOf(next) }),
    onFilter: (next: InboxFilter) => void navigate({ to: '/notifications', search: searchOf(next) }),
  });
}
