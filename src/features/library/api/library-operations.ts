import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { libraryEndpoints } from '../../../../contract/library';
import { api } from '../../../api/client';
import { libraryKeys } from '../../../api/libraries/library-keys';

/** Who did what and when (library admins). */
export function libraryOperationsQuery(id: number, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: libraryKeys.operations(id, { pageNum, pageSize }),
    queryFn: ({ signal }) => api.call(libraryEndpoints.operations, { params: { id }, query: { pageNum, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLibraryOperations(id: number, pageNum: number, pageSize: number) {
  return useQuery(libraryOperationsQuery(id, pageNum, pageSize));
}
