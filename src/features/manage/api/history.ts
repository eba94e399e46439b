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

/** The whole system's operation record, one page (classification admins). */
export function useHistory(filters: HistoryFilters, pageNum: number, pageSize: number) {
  return useQuery(historyQuery(filters, pageNum, pageSize));
}

/** The address of the same records as a CSV download. */
export function historyCsvUrl(filters: HistoryFilters): string {
  return `${API_PREFIX}${endpointPath(manageExportEndpoints.historyCsv, { query: filters })}`;
}
