import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { UserScreen } from '../../features/manage/user/user-screen';

const route = getRouteApi('/_auth/_outer/manage/user');

/** The route's address handed to UserScreen as props. */
export function ManageUser(): ReactElement {
  return createElement(UserScreen, { search: route.useSearch() });
}
