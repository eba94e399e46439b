import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { BackstageListScreen } from '../../features/library/backstage/backstage-list-screen';

const route = getRouteApi('/_auth/_outer/doc/backstage/list');

/** The route's address handed to BackstageListScreen as props. */
export function BackstageList(): ReactElement {
  return createElement(BackstageListScreen, route.useSearch());
}
