import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { FulltextScreen } from '../../features/search/fulltext/fulltext-screen';

const route = getRouteApi('/_auth/_outer/fulltext');

/** The route's address handed to FulltextScreen as props. */
export function Fulltext(): ReactElement {
  return createElement(FulltextScreen, { search: route.useSearch() });
}
