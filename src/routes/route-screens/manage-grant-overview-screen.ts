import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { GrantOverviewScreen } from '../../features/manage/grant-overview/grant-overview-screen';

const route = getRouteApi('/_auth/_outer/manage/grantOverview');

/** The route's address handed to GrantOverviewScreen as props. */
export function ManageGrantOverview(): ReactElement {
  return createElement(GrantOverviewScreen, { search: route.useSearch() });
}
