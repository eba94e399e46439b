import { queryOptions } from '@tanstack/react-query';
import { type MetadataType, commonEndpoints } from '../../contract/common';
import { api } from './client';
import { codecheckKeys } from './codecheck-keys';

/** Code-check metadata of one or several types, named in the reader's language. */
export function metadataQuery(types: readonly MetadataType[]) {
  return queryOptions({
    queryKey: codecheckKeys.metadata(types),
    queryFn: ({ signal }) =>
      api.call(commonEndpoints.metadata, { query: { metadataType: types.join(',') } }, { signal }),
    staleTime: Infinity,
  });
}

/** Every analysis tool with its pattern and the screens it offers inside a task. */
export const toolListQuery = queryOptions({
  queryKey: codecheckKeys.tools(),
  queryFn: ({ signal }) => api.call(commonEndpoints.tools, { query: { isDetail: 'true' } }, { signal }),
  staleTime: Infinity,
});
