import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { defectEndpoints } from '../../../../../contract/codecheck-defect';
import { PAGING } from '../../../../../contract/constants';
import type { ToolName } from '../../../../../contract/tools';
import { api } from '../../../../api/client';
import { resultKeys } from './result-keys';

/** Whose open items move: those of an account, of a git author, or those nobody handles yet. */
export type HandlerSource = { kind: 'handler'; name: string } | { kind: 'author'; name: string } | { kind: 'none' };

/** The reassign call takes at most this many ids at once. */
const IDS_PER_CALL = 1000;

/**
 * The ids of a tool's open items that belong to the source, read page by page. The list cannot
 * filter for "no handler", so those are picked out of all open items here.
 */
async function matchingIds(taskId: number, toolName: ToolName, source: HandlerSource, signal: AbortSignal): Promise<number[]> {
  const filter = source.kind === 'handler' ? { handler: source.name } : source.kind === 'author' ? { author: source.name } : {};
  const ids: number[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const result = await api.call(
      defectEndpoints.list,
      { query: { pageNum, pageSize: PAGING.defects.maxSize, sortType: 'ASC' }, body: { taskId, toolName, status: 'open', ...filter } },
      { signal },
    );
    const page = result.lintList ?? result.riskyFunctionList ?? result.duplicatedFileList;
    if (!page) return ids;
    for (const item of page.content) if (source.kind !== 'none' || item.handler === null) ids.push(item.id);
    if (pageNum >= page.totalPages) return ids;
  }
}

function matchesQuery(taskId: number, toolName: ToolName, source: HandlerSource) {
  return queryOptions({
    queryKey: [...resultKeys.tool(taskId, toolName), 'handlerMatches', source] as const,
    queryFn: ({ signal }) => matchingIds(taskId, toolName, source, signal),
    staleTime: 0,
  });
}

/** Asks only once a source is chosen. */
export function useHandlerMatches(taskId: number, toolName: ToolName, source: HandlerSource | undefined) {
  return useQuery({ ...matchesQuery(taskId, toolName, source ?? { kind: 'none' }), enabled: source !== undefined });
}

/** Hands all the given items to one account, in as many calls as the id limit needs. */
export function useTransferHandler(taskId: number, toolName: ToolName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, handler }: { ids: number[]; handler: string }) => {
      let changed = 0;
      for (let start = 0; start < ids.length; start += IDS_PER_CALL) {
        const result = await api.call(defectEndpoints.reassign, { body: { taskId, toolName, ids: ids.slice(start, start + IDS_PER_CALL), handler } }, { globalError: false });
        changed += result.changed;
      }
      return changed;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultKeys.tool(taskId, toolName) }),
        queryClient.invalidateQueries({ queryKey: resultKeys.records(taskId) }),
      ]),
  });
}
