import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateWebhookBody,
  globalWebhookEndpoints,
  taskWebhookEndpoints,
  type UpdateWebhookBody,
  webhookEndpoints,
} from '../../../contract/webhooks';
import { api } from '../../api/client';

/** A task's webhooks, or the global ones. */
export type WebhookScope = { taskId: number } | 'global';

const keys = {
  all: ['webhooks'] as const,
  list: (scope: WebhookScope) => ['webhooks', 'list', scope === 'global' ? 'global' : scope.taskId] as const,
  deliveries: (id: number, pageNum: number) => ['webhooks', 'deliveries', id, pageNum] as const,
  delivery: (deliveryId: string) => ['webhooks', 'delivery', deliveryId] as const,
};

/** A member who is not the task's administrator is refused: the screen says so itself. */
export function webhooksQuery(scope: WebhookScope) {
  return queryOptions({
    queryKey: keys.list(scope),
    queryFn: ({ signal }) =>
      scope === 'global'
        ? api.call(globalWebhookEndpoints.list, {}, { signal, globalError: false })
        : api.call(taskWebhookEndpoints.list, { params: { taskId: scope.taskId } }, { signal, globalError: false }),
  });
}

export function useWebhooks(scope: WebhookScope) {
  return useQuery(webhooksQuery(scope));
}

export function useDeliveries(id: number, pageNum: number) {
  return useQuery({
    queryKey: keys.deliveries(id, pageNum),
    queryFn: ({ signal }) => api.call(webhookEndpoints.deliveries, { params: { id }, query: { pageNum, pageSize: 10 } }, { signal }),
  });
}

export function useDelivery(deliveryId: string | null) {
  return useQuery({
    queryKey: keys.delivery(deliveryId ?? ''),
    queryFn: ({ signal }) => api.call(webhookEndpoints.delivery, { params: { deliveryId: deliveryId! } }, { signal }),
    enabled: deliveryId !== null,
  });
}

function useInvalidating<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

/** Its answer holds the secret, shown this once. The form shows a refusal itself. */
export function useCreateWebhook(scope: WebhookScope) {
  return useInvalidating((body: CreateWebhookBody) =>
    scope === 'global'
      ? api.call(globalWebhookEndpoints.create, { body }, { globalError: false })
      : api.call(taskWebhookEndpoints.create, { body: { ...body, taskId: scope.taskId } }, { globalError: false }),
  );
}

export function useUpdateWebhook() {
  return useInvalidating(({ id, body }: { id: number; body: UpdateWebhookBody }) => api.call(webhookEndpoints.update, { params: { id }, body }, { globalError: false }));
}

export function useRemoveWebhook() {
  return useInvalidating((id: number) => api.call(webhookEndpoints.remove, { params: { id } }, { globalError: false }));
}

export function usePingWebhook() {
  return useInvalidating((id: number) => api.call(webhookEndpoints.ping, { params: { id } }, { globalError: false }));
}

export function useRedeliver() {
  return useInvalidating((deliveryId: string) => api.call(webhookEndpoints.redeliver, { params: { deliveryId } }, { globalError: false }));
}
