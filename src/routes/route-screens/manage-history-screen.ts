import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { HistoryScreen } from '../../features/manage/history/history-screen';

const route = getRouteApi('/_auth/_outer/manage/history');

/** The route's address handed to HistoryScreen as props. */
export function ManageHistory(): ReactElement {
  return createElement(HistoryScreen, { search: route.useSearch() });
}
