import type { SearchQuery } from '../../contract/search';

/** Search results depend on every library, so any change to files invalidates `searchKeys.all`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchQuery) => ['search', params] as const,
};
