import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { DocHomeScreen } from '../../features/library/home/doc-home-screen';

const route = getRouteApi('/_auth/_outer/doc/');

/** The route's address handed to DocHomeScreen as props. */
export function DocHome(): ReactElement {
  return createElement(DocHomeScreen, route.useSearch());
}
