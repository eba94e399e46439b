import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { LibraryRecycleScreen } from '../../features/files/screens/library-recycle-screen';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/recycle');

/** The route's address handed to LibraryRecycleScreen as props. */
export function LibraryRecycle(): ReactElement {
  return createElement(LibraryRecycleScreen, { libraryId: route.useParams().libraryId, ...route.useSearch() });
}
