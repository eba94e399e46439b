import { queryOptions } from '@tanstack/react-query';
import type { MetadataType } from '../../contract/common';
import { api } from './client';
import { codecheckKeys } from './codecheck-keys';
import { loadCommonEndpoints } from './common';

/** Code-check metadata of one or several types, named in the reader's language. */
export function metadataQuery(types: readonly MetadataType[]) {
  return queryOptions({
    queryKey: codecheckKeys.metadata(types),
    queryFn: async ({ signal }) => api.call((await loadCommonEndpoints()).metadata, { query: { metadataType: types.join(',') } }, { signal }),
    staleTime: Infinity,
  });
}

/** Every analysis tool with its pattern and the screens it offers inside a task. */
export const toolListQuery = queryOptions({
  queryKey: codecheckKeys.tools(),
  queryFn: async ({ signal }) => api.call((await loadCommonEndpoints()).tools, { query: { isDetail: 'true' } }, { signal }),
  staleTime: Infinity,
});
