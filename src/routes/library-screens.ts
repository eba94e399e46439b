import { loadChunk } from '../lib/load-chunk';
import { withWords } from '../lib/locale';
import { lazyScreen } from '../ui/lazy-screen';
import { lazyLoaders } from './screen-data';

/** The document-library screens; each import is its own chunk, loaded on first visit. */
export const docHomeScreen = lazyScreen(() => import('./route-screens/doc-home-screen'), 'DocHome');

export const projectHomeScreen = lazyScreen(() => import('./route-screens/project-home-screen'), 'ProjectHome');

/** The file screens read their routes where they meet the upload panel (file-screens.tsx). */
export const docFilesScreen = lazyScreen(withWords(['files', 'upload', 'comments'], () => import('./file-screens')), 'DocFiles');
export const ppmFilesScreen = lazyScreen(withWords(['files', 'upload', 'comments'], () => import('./file-screens')), 'PpmFiles');
export const personalScreen = lazyScreen(withWords(['files', 'upload', 'comments'], () => import('./file-screens')), 'Personal');

export const libraryRecycleScreen = lazyScreen(() => import('./route-screens/library-recycle-screen'), 'LibraryRecycle');

export const librarySettingScreen = lazyScreen(() => import('./route-screens/library-setting-screen'), 'LibrarySetting');

export const backstageListScreen = lazyScreen(() => import('./route-screens/backstage-list-screen'), 'BackstageList');

export const backstageSettingScreen = lazyScreen(() => import('./route-screens/backstage-setting-screen'), 'BackstageSetting');

export const backstageLimitScreen = lazyScreen(() => import('./route-screens/backstage-limit-screen'), 'BackstageLimit');

export const backstageRecycleScreen = lazyScreen(() => import('./route-screens/backstage-recycle-screen'), 'BackstageRecycle');

export const docSearchScreen = lazyScreen(() => import('./route-screens/doc-search-screen'), 'DocSearch');

export const librarySearchScreen = lazyScreen(() => import('./route-screens/library-search-screen'), 'LibrarySearch');

/** The folder routes' loaders, with the file and library calls they make: they load with the first folder visited. */
export const folderLoaders = () => loadChunk(() => import('./folder-loaders'));
/** The library lists', recycle bin's and search routes' loaders, with the calls they make. */
export const libraryLoader = lazyLoaders(() => loadChunk(() => import('./library-loaders')));
/** The library settings' and library management's settings and permissions routes' loaders, with the calls they make. */
export const libraryAdminLoader = lazyLoaders(() => loadChunk(() => import('./library-admin-loaders')));

export const browseScreen = lazyScreen(() => import('./route-screens/browse-screen'), 'Browse');
/** The preview's and a search hit's detail routes' loaders, with the file and wiki calls they make. */
export const itemLoader = lazyLoaders(() => loadChunk(() => import('./item-loaders')));

/** The wiki's page, editor, search and new-page routes: one screen, in one chunk, that shows the one its route names. */
const wikiScreens = withWords(['comments'], () => import('./route-screens/wiki-screens'));
export const wikiPageScreen = lazyScreen(wikiScreens, 'WikiPage');
export const wikiEditScreen = lazyScreen(wikiScreens, 'WikiEdit');
export const wikiSearchScreen = lazyScreen(wikiScreens, 'WikiSearch');
export const wikiCreateScreen = lazyScreen(wikiScreens, 'WikiCreate');
/** The wiki page route's loader, with the wiki calls it makes. */
export const wikiLoaders = () => loadChunk(() => import('./wiki-loader'));
export const wikiLoader = lazyLoaders(wikiLoaders);
