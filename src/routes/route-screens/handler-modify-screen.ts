import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { HandlerModifyScreen } from '../../features/codecheck/results/handler/handler-modify-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/handler');

/** The route's address handed to HandlerModifyScreen as props. */
export function HandlerModify(): ReactElement {
  return createElement(HandlerModifyScreen, { taskId: route.useParams().taskId });
}
