import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { WikiGrantsScreen } from '../../features/wiki/grants/wiki-grants-screen';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/wikiGrant');

/** The route's address handed to WikiGrantsScreen as props. */
export function WikiGrants(): ReactElement {
  return createElement(WikiGrantsScreen, { libraryId: route.useParams().libraryId, id: route.useSearch().id });
}
