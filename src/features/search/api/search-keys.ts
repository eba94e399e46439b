import type { SearchParams } from './search';

/** Search results depend on every library, so any change to files invalidates `searchKeys.all`. */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams) => ['search', params] as const,
};
