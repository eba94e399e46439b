import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { RecycleScreen } from '../../features/manage/recycle/recycle-screen';

const route = getRouteApi('/_auth/_outer/manage/recycle');

/** The route's address handed to RecycleScreen as props. */
export function ManageRecycle(): ReactElement {
  return createElement(RecycleScreen, { search: route.useSearch() });
}
