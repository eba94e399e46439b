/**
 * The wiki's screens, imported from here rather than from the route table: the list of chunks they
 * need to preload then lives in this small chunk, not in the first download.
 */
export const loadWikiScreen = () => import('../features/wiki/screens/wiki-screen');
