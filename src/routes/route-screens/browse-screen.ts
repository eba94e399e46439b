import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { BrowseScreen } from '../../features/preview/browse-screen';

const route = getRouteApi('/_auth/_full/browse');

/** The route's address handed to BrowseScreen as props. */
export function Browse(): ReactElement {
  return createElement(BrowseScreen, route.useSearch());
}
