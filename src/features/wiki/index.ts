/** What the wiki's history and permission screens use of the wiki: its query keys, its page query and its reader. */
export { wikiKeys } from './api/wiki-keys';
export { useWikiPage } from './api/wiki-queries';
export { WikiContent } from './wiki-content';
