import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { RecordsScreen } from '../../features/codecheck/results/records/records-screen';

const route = getRouteApi('/_auth/_outer/codecc/task/$taskId/records');

/** The route's address handed to RecordsScreen as props. */
export function Records(): ReactElement {
  return createElement(RecordsScreen, { taskId: route.useParams().taskId, search: route.useSearch() });
}
