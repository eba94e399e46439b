import { queryOptions, useQuery } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

/** A tool's figures over the task's recent scans, for its charts. */
export function toolReportQuery(taskId: number, toolName: ToolName) {
  return queryOptions({
    queryKey: resultKeys.report(taskId, toolName),
    queryFn: ({ signal }) => api.call(defectEndpoints.report, { params: { toolId: toolName }, query: { taskId } }, { signal }),
  });
}

export function useToolReport(taskId: number, toolName: ToolName) {
  return useQuery(toolReportQuery(taskId, toolName));
}
