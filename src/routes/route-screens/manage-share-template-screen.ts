import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { ShareTemplateScreen } from '../../features/manage/share-template/share-template-screen';

const route = getRouteApi('/_auth/_outer/manage/shareTemplate');

/** The route's address handed to ShareTemplateScreen as props. */
export function ManageShareTemplate(): ReactElement {
  return createElement(ShareTemplateScreen, { search: route.useSearch() });
}
