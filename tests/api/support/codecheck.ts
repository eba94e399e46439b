import type { ApiClient } from './client';

export const TASK = '/api/task/api/user';
export const DEFECT = '/api/defect/api/user';

/** Waits until the task's latest build is no longer in progress and returns it. */
export async function waitForBuild(client: ApiClient, taskId: number, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = (await client.get(`${DEFECT}/tasklog?taskId=${taskId}&pageSize=1`)).json().data;
    const last = log.lastAnalysisResult;
    if (last && last.flag !== 3) return last;
    if (Date.now() > deadline) throw new Error(`build still running: ${JSON.stringify(last)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function lintList(client: ApiClient, taskId: number, toolName: string, filter: Record<string, unknown> = {}, query = 'pageSize=100') {
  const response = await client.post(`${DEFECT}/warn/list?${query}`, { taskId, toolName, ...filter });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data;
}
