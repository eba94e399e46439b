import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { WikiVersionsScreen } from '../../features/wiki/history/wiki-versions-screen';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/wikiVersion');

/** The route's address handed to WikiVersionsScreen as props. */
export function WikiVersions(): ReactElement {
  return createElement(WikiVersionsScreen, { libraryId: route.useParams().libraryId, id: route.useSearch().id });
}
