import { queryOptions, useQuery } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

/** The checkers and handlers of a tool's open items with their counts, to filter by. */
export function filterChoicesQuery(taskId: number, toolName: ToolName) {
  return queryOptions({
    queryKey: resultKeys.filterChoices(taskId, toolName),
    queryFn: ({ signal }) => api.call(defectEndpoints.checkersAndAuthors, { params: { toolId: toolName }, query: { taskId } }, { signal }),
  });
}

export function useFilterChoices(taskId: number, toolName: ToolName) {
  return useQuery(filterChoicesQuery(taskId, toolName));
}
