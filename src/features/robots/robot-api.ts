import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CreateRobotBody, robotEndpoints, type UpdateRobotBody } from '../../../contract/notification-robots';
import { api } from '../../api/client';

const keys = {
  all: ['robots'] as const,
  list: ['robots', 'list'] as const,
  deliveries: (id: number) => ['robots', 'deliveries', id] as const,
};

export const robotsQuery = queryOptions({
  queryKey: keys.list,
  queryFn: ({ signal }) => api.call(robotEndpoints.list, {}, { signal }),
});

export function useRobots() {
  return useQuery(robotsQuery);
}

export function useRobotDeliveries(id: number) {
  return useQuery({ queryKey: keys.deliveries(id), queryFn: ({ signal }) => api.call(robotEndpoints.deliveries, { params: { id } }, { signal }) });
}

function useInvalidating<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

/** The forms show a refusal themselves. */
export function useCreateRobot() {
  return useInvalidating((body: CreateRobotBody) => api.call(robotEndpoints.create, { body }, { globalError: false }));
}

export function useUpdateRobot() {
  return useInvalidating(({ id, body }: { id: number; body: UpdateRobotBody }) => api.call(robotEndpoints.update, { params: { id }, body }, { globalError: false }));
}

export function useRemoveRobot() {
  return useInvalidating((id: number) => api.call(robotEndpoints.remove, { params: { id } }, { globalError: false }));
}

export function useTestRobot() {
  return useInvalidating((id: number) => api.call(robotEndpoints.test, { params: { id } }, { globalError: false }));
}
