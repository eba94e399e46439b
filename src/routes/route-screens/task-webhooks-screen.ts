import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { TaskWebhooksScreen } from '../../features/webhooks/task-webhooks-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/settings/webhooks');

/** The Webhooks section of a task's settings. */
export function TaskWebhooks(): ReactElement {
  return createElement(TaskWebhooksScreen, { taskId: route.useParams().taskId });
}
