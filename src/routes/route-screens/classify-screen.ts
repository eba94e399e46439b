import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { ClassifyScreen } from '../../features/knowledge/knowledge-screens';

const route = getRouteApi('/_auth/_outer/classify/{-$id}');

/** The route's address handed to ClassifyScreen as props. */
export function Classify(): ReactElement {
  return createElement(ClassifyScreen, { params: route.useParams(), search: route.useSearch() });
}
