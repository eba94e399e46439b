import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { lazyContract } from './lazy-contract';

// Asked by the top bar and the route guards: the entries load with the first call.
export const loadCommonEndpoints = lazyContract(() => import('../../contract/common').then((module) => module.commonEndpoints));

/** Whether the home, knowledge base and department tabs are shown (spec §2 top bar). */
export const switchQuery = queryOptions({
  queryKey: ['common', 'switch'],
  queryFn: async ({ signal }) => api.call((await loadCommonEndpoints()).topSwitch, {}, { signal }),
  staleTime: 10 * 60_000,
});

/** Whether the project-library tab is shown. */
export const projectViewPermissionQuery = queryOptions({
  queryKey: ['common', 'project-view-permission'],
  queryFn: async ({ signal }) => api.call((await loadCommonEndpoints()).projectViewPermission, {}, { signal }),
  staleTime: 10 * 60_000,
});

/** Classification admins see 'backstage management'. */
export const classifyAdminQuery = queryOptions({
  queryKey: ['common', 'is-classify-admin'],
  queryFn: async ({ signal }) => api.call((await loadCommonEndpoints()).isClassifyAdmin, {}, { signal }),
  staleTime: 10 * 60_000,
});
