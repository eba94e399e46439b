import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { BackstageLimitScreen } from '../../features/library/backstage/backstage-limit-screen';

const route = getRouteApi('/_auth/_outer/doc/backstage/limit');

/** The route's address handed to BackstageLimitScreen as props. */
export function BackstageLimit(): ReactElement {
  return createElement(BackstageLimitScreen, route.useSearch());
}
