import { webhooksQuery } from '../features/webhooks/webhook-api';
import { loadScreenData, type RouteLoad } from './screen-data';

/** A task's webhooks, for its settings. */
export async function loadTaskWebhooks({ context, params }: RouteLoad<{ taskId: number }>): Promise<void> {
  await loadScreenData(context.queryClient, webhooksQuery({ taskId: params.taskId }));
}

/** The global webhooks, for the back office. */
export async function loadGlobalWebhooks({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, webhooksQuery('global'));
}
