import { loadChunk } from '../lib/load-chunk';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** The document-library screens; each import is its own chunk, loaded on first visit. */
export const docHomeScreen = lazyScreen(() => import('../features/library/home/doc-home-screen'), 'DocHomeScreen');
export const projectHomeScreen = lazyScreen(() => import('../features/library/project/project-home-screen'), 'ProjectHomeScreen');
export const docFilesScreen = lazyScreen(() => import('./file-screens'), 'DocFiles');
export const ppmFilesScreen = lazyScreen(() => import('./file-screens'), 'PpmFiles');
export const personalScreen = lazyScreen(() => import('./file-screens'), 'Personal');
export const libraryRecycleScreen = lazyScreen(() => import('../features/files/screens/library-recycle-screen'), 'LibraryRecycleScreen');
export const librarySettingScreen = lazyScreen(() => import('../features/library/settings/library-setting-screen'), 'LibrarySettingScreen');
export const backstageListScreen = lazyScreen(() => import('../features/library/backstage/backstage-list-screen'), 'BackstageListScreen');
export const backstageSettingScreen = lazyScreen(() => import('../features/library/backstage/backstage-setting-screen'), 'BackstageSettingScreen');
export const backstageLimitScreen = lazyScreen(() => import('../features/library/backstage/backstage-limit-screen'), 'BackstageLimitScreen');
export const backstageRecycleScreen = lazyScreen(() => import('../features/library/backstage/backstage-recycle-screen'), 'BackstageRecycleScreen');
export const docSearchScreen = lazyScreen(() => import('../features/search/doc-search-screen'), 'DocSearchScreen');
export const librarySearchScreen = lazyScreen(() => import('../features/search/library-search-screen'), 'LibrarySearchScreen');
/** The folder routes' loaders, with the file and library calls they make: they load with the first folder visited. */
export const folderLoaders = () => loadChunk(() => import('./folder-loaders'));
/** The library lists', recycle bin's and search routes' loaders, with the calls they make. */
export const libraryLoader = lazyLoaders(() => loadChunk(() => import('./library-loaders')));
/** The library settings' and library management's settings and permissions routes' loaders, with the calls they make. */
export const libraryAdminLoader = lazyLoaders(() => loadChunk(() => import('./library-admin-loaders')));

export const browseScreen = lazyScreen(() => import('../features/preview/browse-screen'), 'BrowseScreen');
/** The preview's and a search hit's detail routes' loaders, with the file and wiki calls they make. */
export const itemLoader = lazyLoaders(() => loadChunk(() => import('./item-loaders')));

/** The wiki's page, editor, search and new-page routes: one screen that shows the one its route names. */
export const wikiScreen = lazyScreen(async () => (await import('./wiki-loader')).loadWikiScreen(), 'WikiScreen');
/** The wiki page route's loader, with the wiki calls it makes. */
export const wikiLoaders = () => loadChunk(() => import('./wiki-loader'));
export const wikiLoader = lazyLoaders(wikiLoaders);
