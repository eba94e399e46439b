import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OperationRecord, Page } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET doc_library/{id}/operations: who did what and when (library admins). */
export function libraryOperationsQuery(id: number, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: ['library', 'operations', id, { pageNum, pageSize }],
    queryFn: ({ signal }) => api.get<Page<OperationRecord>>(`${DOC}/doc_library/${id}/operations`, { signal, params: { pageNum, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function useLibraryOperations(id: number, pageNum: number, pageSize: number) {
  return useQuery(libraryOperationsQuery(id, pageNum, pageSize));
}
