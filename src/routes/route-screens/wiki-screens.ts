import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { WikiScreen } from '../../features/wiki/screens/wiki-screen';

const pageRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/list/$id');
const editRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/edit');
const searchRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/libSearch');
const createRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/create');

/** The wiki's page, editor, search and new-page routes, each handing the one wiki screen the view its address names. */
export function WikiPage(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'page', ...pageRoute.useParams() } });
}

export function WikiEdit(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'edit', libraryId: editRoute.useParams().libraryId, id: editRoute.useSearch().id } });
}

export function WikiSearch(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'search', libraryId: searchRoute.useParams().libraryId, keyword: searchRoute.useSearch().keyword } });
}

export function WikiCreate(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'create', libraryId: createRoute.useParams().libraryId, parentId: createRoute.useSearch().parentId } });
}
