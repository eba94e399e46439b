import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { ManageClassifyScreen } from '../../features/manage/manage-knowledge-screens';

const route = getRouteApi('/_auth/_outer/manage/classify');

/** The route's address handed to ManageClassifyScreen as props. */
export function ManageClassify(): ReactElement {
  return createElement(ManageClassifyScreen, { search: route.useSearch() });
}
