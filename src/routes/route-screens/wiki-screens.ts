import { getRouteApi } from '@tanstack/react-router';
import { createElement, lazy, type ReactElement } from 'react';
import { WikiReadingComments } from '../../features/comments/wiki-reading-comments';
import { WikiScreen } from '../../features/wiki/screens/wiki-screen';
import type { WikiCommentSlots } from '../../features/wiki/wiki-comment-slots';
import { withWords } from '../../lib/locale';

const pageRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/list/$id');
const editRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/edit');
const searchRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/libSearch');
const createRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/create');

/** A page's comments, beside the page read and beside the editor (loaded with the editor, which it marks). */
const comments: WikiCommentSlots = {
  Reading: WikiReadingComments,
  Editing: lazy(() => withWords(['comments'], () => import('../../features/comments/wiki-editing-comments'))().then((module) => ({ default: module.WikiEditingComments }))),
};

/** The wiki's page, editor, search and new-page routes, each handing the one wiki screen the view its address names. */
export function WikiPage(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'page', ...pageRoute.useParams() }, comments });
}

export function WikiEdit(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'edit', libraryId: editRoute.useParams().libraryId, id: editRoute.useSearch().id }, comments });
}

export function WikiSearch(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'search', libraryId: searchRoute.useParams().libraryId, keyword: searchRoute.useSearch().keyword } });
}

export function WikiCreate(): ReactElement {
  return createElement(WikiScreen, { view: { screen: 'create', libraryId: createRoute.useParams().libraryId, parentId: createRoute.useSearch().parentId } });
}
