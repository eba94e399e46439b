import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath } from '../../../../contract/endpoint';
import type { GrantInput } from '../../../../contract/library';
import {
  backofficeEndpoints,
  backofficeExportEndpoints,
  type GrantOverviewFilters,
  type RecycleFilters,
  type RecycleSelection,
  type SecuritySettings,
} from '../../../../contract/manage-backoffice';
import { API_PREFIX } from '../../../api/api-prefix';
import { api } from '../../../api/client';

const keys = {
  all: ['manage', 'backoffice'] as const,
  grants: (filters: GrantOverviewFilters, pageNum: number, pageSize: number) => ['manage', 'backoffice', 'grants', filters, { pageNum, pageSize }] as const,
  recycle: ['manage', 'backoffice', 'recycle'] as const,
  security: ['manage', 'backoffice', 'security'] as const,
  templates: ['manage', 'backoffice', 'templates'] as const,
};

/** The permission overview, one page (classification admins). */
export function grantOverviewQuery(filters: GrantOverviewFilters, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: keys.grants(filters, pageNum, pageSize),
    queryFn: ({ signal }) => api.call(backofficeEndpoints.grantOverview, { query: { ...filters, pageNum, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGrantOverview(filters: GrantOverviewFilters, pageNum: number, pageSize: number) {
  return useQuery(grantOverviewQuery(filters, pageNum, pageSize));
}

/** The address of the same overview as a CSV download. */
export function grantOverviewCsvUrl(filters: GrantOverviewFilters): string {
  return `${API_PREFIX}${endpointPath(backofficeExportEndpoints.grantOverviewCsv, { query: filters })}`;
}

/** What was deleted in every department and project library, one page. */
export function recycleBinQuery(filters: RecycleFilters, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: [...keys.recycle, filters, { pageNum, pageSize }],
    queryFn: ({ signal }) => api.call(backofficeEndpoints.recycle, { query: { ...filters, pageNum, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRecycleBin(filters: RecycleFilters, pageNum: number, pageSize: number) {
  return useQuery(recycleBinQuery(filters, pageNum, pageSize));
}

export function useRecycleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, selection }: { mode: 'restore' | 'purge'; selection: RecycleSelection }) =>
      api.call(mode === 'restore' ? backofficeEndpoints.recycleRestore : backofficeEndpoints.recyclePurge, { body: selection }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.recycle }),
  });
}

export const securitySettingsQuery = queryOptions({ queryKey: keys.security, queryFn: ({ signal }) => api.call(backofficeEndpoints.security, {}, { signal }) });

export function useSecuritySettings() {
  return useQuery(securitySettingsQuery);
}

export function useSaveSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SecuritySettings) => api.call(backofficeEndpoints.saveSecurity, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(keys.security, saved),
  });
}

export function templatesQuery(keyword: string | undefined, pageNum: number, pageSize: number) {
  return queryOptions({
    queryKey: [...keys.templates, { keyword, pageNum, pageSize }],
    queryFn: ({ signal }) => api.call(backofficeEndpoints.templates, { query: { keyword, pageNum, pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplates(keyword: string | undefined, pageNum: number, pageSize: number) {
  return useQuery(templatesQuery(keyword, pageNum, pageSize));
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, grants }: { id?: number; name: string; grants: GrantInput[] }) =>
      id === undefined ? api.call(backofficeEndpoints.createTemplate, { body: { name, grants } }) : api.call(backofficeEndpoints.updateTemplate, { body: { id, name, grants } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(backofficeEndpoints.deleteTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.templates }),
  });
}
