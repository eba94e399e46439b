import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointPath } from '../../../../contract/endpoint';
import { type HistoryFilters, manageEndpoints, manageExportEndpoints } from '../../../../contract/manage';
import { API_PREFIX } from '../../../api/api-prefix';
import { api } from '../../../api/client';

export function historyQuery(filters: HistoryFilters, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: ['manage', 'history', filters, { pageNum, pageSize }] as const,
    queryFn: ({ signal }) => api.call(manageEndpoints.history, { query: { ...filters, pageNum, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every action the history holds, named by the server in the reader's language: the filter's choices. */
export const historyActionsQuery = queryOptions({
  queryKey: ['manage', 'history-actions'] as const,
  queryFn: ({ signal }) => api.call(manageEndpoints.historyActions, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useHistoryActions() {
  return useQuery(historyActionsQuery);
}

/** The whole system's operation record, one page (classification admins). */
export function useHistory(filters: HistoryFilters, pageNum: number, pageSize: number) {
  return useQuery(historyQuery(filters, pageNum, pageSize));
}

/** The address of the same records as a CSV download. */
export function historyCsvUrl(filters: HistoryFilters): string {
  return `${API_PREFIX}${endpointPath(manageExportEndpoints.historyCsv, { query: filters })}`;
}
