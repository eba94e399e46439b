import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { LibrarySettingScreen } from '../../features/library/settings/library-setting-screen';
import { LibraryShareLinks } from '../library-share-links';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/setting');

/** The route's address handed to LibrarySettingScreen as props. */
export function LibrarySetting(): ReactElement {
  return createElement(LibrarySettingScreen, { libraryId: route.useParams().libraryId, ...route.useSearch(), ShareLinks: LibraryShareLinks });
}
