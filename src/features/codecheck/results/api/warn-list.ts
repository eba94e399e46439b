import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { defectEndpoints, type duplicatedFile, type lintDefect, type riskyFunction, type WarnListBody, type WarnListQuery } from '../../../../../contract/codecheck-defect';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { JUST_LOADED_MS } from '../../../../api/query-client';
import { resultKeys } from './result-keys';

export type LintDefect = z.infer<typeof lintDefect>;
export type RiskyFunction = z.infer<typeof riskyFunction>;
export type DuplicatedFile = z.infer<typeof duplicatedFile>;
export type WarnFilter = Omit<WarnListBody, 'taskId' | 'toolName'>;
export type WarnPaging = Partial<WarnListQuery>;

/** One page of a tool's defects, risky functions or duplicated files, with the counts of the filter. */
export function warnListQuery(taskId: number, toolName: ToolName, filter: WarnFilter, paging: WarnPaging) {
  return queryOptions({
    queryKey: resultKeys.warnList(taskId, toolName, filter, paging),
    queryFn: ({ signal }) => api.call(defectEndpoints.list, { query: paging, body: { taskId, toolName, ...filter } }, { signal }),
    placeholderData: keepPreviousData,
    // Asked again on every showing, except just after the route's loader asked.
    staleTime: JUST_LOADED_MS,
  });
}

export function useWarnList(taskId: number, toolName: ToolName, filter: WarnFilter, paging: WarnPaging) {
  return useQuery(warnListQuery(taskId, toolName, filter, paging));
}
