import { queryOptions } from '@tanstack/react-query';
import { commonEndpoints } from '../../contract/common';
import { api } from './client';

/** Whether the home, knowledge base and department tabs are shown (spec §2 top bar). */
export const switchQuery = queryOptions({
  queryKey: ['common', 'switch'],
  queryFn: ({ signal }) => api.call(commonEndpoints.topSwitch, {}, { signal }),
  staleTime: 10 * 60_000,
});

/** Whether the project-library tab is shown. */
export const projectViewPermissionQuery = queryOptions({
  queryKey: ['common', 'project-view-permission'],
  queryFn: ({ signal }) => api.call(commonEndpoints.projectViewPermission, {}, { signal }),
  staleTime: 10 * 60_000,
});

/** Classification admins see 'backstage management'. */
export const classifyAdminQuery = queryOptions({
  queryKey: ['common', 'is-classify-admin'],
  queryFn: ({ signal }) => api.call(commonEndpoints.isClassifyAdmin, {}, { signal }),
  staleTime: 10 * 60_000,
});
