import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { BackstageRecycleScreen } from '../../features/library/backstage/backstage-recycle-screen';

const route = getRouteApi('/_auth/_outer/doc/backstage/recycle');

/** The route's address handed to BackstageRecycleScreen as props. */
export function BackstageRecycle(): ReactElement {
  return createElement(BackstageRecycleScreen, route.useSearch());
}
