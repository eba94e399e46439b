import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { TaskSettingsScreen } from '../../features/codecheck/settings/task-settings-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/settings/$section');

/** The route's address handed to TaskSettingsScreen as props. */
export function TaskSettings(): ReactElement {
  return createElement(TaskSettingsScreen, route.useParams());
}
