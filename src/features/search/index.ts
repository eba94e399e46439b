/** What other features use of search: its query keys, to refresh results after a change. */
export { searchKeys } from './api/search-keys';
