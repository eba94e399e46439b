/** What other features use of search: its query keys, to refresh results after a change, and how a highlighted match is drawn. */
export { searchKeys } from './api/search-keys';
export { Highlighted } from './highlighted';
