import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { OverviewScreen } from '../../features/search/overview/overview-screen';

const route = getRouteApi('/_auth/_full/overview');

/** The route's address handed to OverviewScreen as props. */
export function SearchOverview(): ReactElement {
  return createElement(OverviewScreen, route.useSearch());
}
