import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { LibrarySearchScreen } from '../../features/search/library-search-screen';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/docSearch');

/** The route's address handed to LibrarySearchScreen as props. */
export function LibrarySearch(): ReactElement {
  return createElement(LibrarySearchScreen, { libraryId: route.useParams().libraryId, ...route.useSearch() });
}
