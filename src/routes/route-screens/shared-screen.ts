import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { SharedPage } from '../../features/share-links/shared-page';

const route = getRouteApi('/s/$token');

/** The route's address handed to SharedPage as props. */
export function Shared(): ReactElement {
  return createElement(SharedPage, { token: route.useParams().token });
}
