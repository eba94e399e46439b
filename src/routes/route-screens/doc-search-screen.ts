import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { DocSearchScreen } from '../../features/search/doc-search-screen';

const route = getRouteApi('/_auth/_outer/doc/search');

/** The route's address handed to DocSearchScreen as props. */
export function DocSearch(): ReactElement {
  return createElement(DocSearchScreen, route.useSearch());
}
