import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { routeScreen } from './route-screen';
import { lazyLoaders } from './screen-data';

/** The document-library screens; each import is its own chunk, loaded on first visit. */
const docHome = lazyScreen(() => import('../features/library/home/doc-home-screen'), 'DocHomeScreen');
const docHomeRoute = getRouteApi('/_auth/_outer/doc/');
export const docHomeScreen = routeScreen(docHome, function DocHome(): ReactElement {
  return createElement(docHome, docHomeRoute.useSearch());
});

const projectHome = lazyScreen(() => import('../features/library/project/project-home-screen'), 'ProjectHomeScreen');
const projectHomeRoute = getRouteApi('/_auth/_outer/ppmdoc/');
export const projectHomeScreen = routeScreen(projectHome, function ProjectHome(): ReactElement {
  return createElement(projectHome, projectHomeRoute.useSearch());
});

/** The file screens read their routes where they meet the upload panel (file-screens.tsx). */
export const docFilesScreen = lazyScreen(withWords(['files', 'upload'], () => import('./file-screens')), 'DocFiles');
export const ppmFilesScreen = lazyScreen(withWords(['files', 'upload'], () => import('./file-screens')), 'PpmFiles');
export const personalScreen = lazyScreen(withWords(['files', 'upload'], () => import('./file-screens')), 'Personal');

const libraryRecycle = lazyScreen(() => import('../features/files/screens/library-recycle-screen'), 'LibraryRecycleScreen');
const libraryRecycleRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/recycle');
export const libraryRecycleScreen = routeScreen(libraryRecycle, function LibraryRecycle(): ReactElement {
  return createElement(libraryRecycle, { libraryId: libraryRecycleRoute.useParams().libraryId, ...libraryRecycleRoute.useSearch() });
});

const librarySetting = lazyScreen(() => import('../features/library/settings/library-setting-screen'), 'LibrarySettingScreen');
const librarySettingRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/setting');
export const librarySettingScreen = routeScreen(librarySetting, function LibrarySetting(): ReactElement {
  return createElement(librarySetting, { libraryId: librarySettingRoute.useParams().libraryId, ...librarySettingRoute.useSearch() });
});

const backstageList = lazyScreen(() => import('../features/library/backstage/backstage-list-screen'), 'BackstageListScreen');
const backstageListRoute = getRouteApi('/_auth/_outer/doc/backstage/list');
export const backstageListScreen = routeScreen(backstageList, function BackstageList(): ReactElement {
  return createElement(backstageList, backstageListRoute.useSearch());
});

const backstageSetting = lazyScreen(() => import('../features/library/backstage/backstage-setting-screen'), 'BackstageSettingScreen');
const backstageSettingRoute = getRouteApi('/_auth/_outer/doc/backstage/setting');
export const backstageSettingScreen = routeScreen(backstageSetting, function BackstageSetting(): ReactElement {
  return createElement(backstageSetting, backstageSettingRoute.useSearch());
});

const backstageLimit = lazyScreen(() => import('../features/library/backstage/backstage-limit-screen'), 'BackstageLimitScreen');
const backstageLimitRoute = getRouteApi('/_auth/_outer/doc/backstage/limit');
export const backstageLimitScreen = routeScreen(backstageLimit, function BackstageLimit(): ReactElement {
  return createElement(backstageLimit, backstageLimitRoute.useSearch());
});

const backstageRecycle = lazyScreen(() => import('../features/library/backstage/backstage-recycle-screen'), 'BackstageRecycleScreen');
const backstageRecycleRoute = getRouteApi('/_auth/_outer/doc/backstage/recycle');
export const backstageRecycleScreen = routeScreen(backstageRecycle, function BackstageRecycle(): ReactElement {
  return createElement(backstageRecycle, backstageRecycleRoute.useSearch());
});

const docSearch = lazyScreen(() => import('../features/search/doc-search-screen'), 'DocSearchScreen');
const docSearchRoute = getRouteApi('/_auth/_outer/doc/search');
export const docSearchScreen = routeScreen(docSearch, function DocSearch(): ReactElement {
  return createElement(docSearch, docSearchRoute.useSearch());
});

const librarySearch = lazyScreen(() => import('../features/search/library-search-screen'), 'LibrarySearchScreen');
const librarySearchRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/docSearch');
export const librarySearchScreen = routeScreen(librarySearch, function LibrarySearch(): ReactElement {
  return createElement(librarySearch, { libraryId: librarySearchRoute.useParams().libraryId, ...librarySearchRoute.useSearch() });
});

/** The folder routes' loaders, with the file and library calls they make: they load with the first folder visited. */
export const folderLoaders = () => loadChunk(() => import('./folder-loaders'));
/** The library lists', recycle bin's and search routes' loaders, with the calls they make. */
export const libraryLoader = lazyLoaders(() => loadChunk(() => import('./library-loaders')));
/** The library settings' and library management's settings and permissions routes' loaders, with the calls they make. */
export const libraryAdminLoader = lazyLoaders(() => loadChunk(() => import('./library-admin-loaders')));

const browse = lazyScreen(() => import('../features/preview/browse-screen'), 'BrowseScreen');
const browseRoute = getRouteApi('/_auth/_full/browse');
export const browseScreen = routeScreen(browse, function Browse(): ReactElement {
  return createElement(browse, browseRoute.useSearch());
});
/** The preview's and a search hit's detail routes' loaders, with the file and wiki calls they make. */
export const itemLoader = lazyLoaders(() => loadChunk(() => import('./item-loaders')));

/** The wiki's page, editor, search and new-page routes: one screen that shows the one its route names. */
const wiki = lazyScreen(async () => (await import('./wiki-loader')).loadWikiScreen(), 'WikiScreen');
const wikiPageRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/list/$id');
const wikiEditRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/edit');
const wikiSearchRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/libSearch');
const wikiCreateRoute = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/create');
export const wikiPageScreen = routeScreen(wiki, function WikiPage(): ReactElement {
  return createElement(wiki, { view: { screen: 'page', ...wikiPageRoute.useParams() } });
});
export const wikiEditScreen = routeScreen(wiki, function WikiEdit(): ReactElement {
  return createElement(wiki, { view: { screen: 'edit', libraryId: wikiEditRoute.useParams().libraryId, id: wikiEditRoute.useSearch().id } });
});
export const wikiSearchScreen = routeScreen(wiki, function WikiSearch(): ReactElement {
  return createElement(wiki, { view: { screen: 'search', libraryId: wikiSearchRoute.useParams().libraryId, keyword: wikiSearchRoute.useSearch().keyword } });
});
export const wikiCreateScreen = routeScreen(wiki, function WikiCreate(): ReactElement {
  return createElement(wiki, { view: { screen: 'create', libraryId: wikiCreateRoute.useParams().libraryId, parentId: wikiCreateRoute.useSearch().parentId } });
});
/** The wiki page route's loader, with the wiki calls it makes. */
export const wikiLoaders = () => loadChunk(() => import('./wiki-loader'));
export const wikiLoader = lazyLoaders(wikiLoaders);
