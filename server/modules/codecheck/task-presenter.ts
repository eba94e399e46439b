import { type LogFlag, TOOL_STATUS, type ToolStatus } from '../../../contract/codecheck-codes';
import { type JsEnvironment, jsEnvironment } from '../../../contract/codecheck-task';
import { findCatalogueEntry, type ToolPattern } from '../../../contract/tools';
import type { TaskRow } from './task-repo';

/** A stored tool name the catalogue no longer knows still shows, as a lint tool. */
export function toolInfo(name: string): { pattern: ToolPattern } {
  return { pattern: findCatalogueEntry(name)?.pattern ?? 'LINT' };
}

export function parseJsonList<T>(value: string | null, fallback: T[] = []): T[] {
  if (!value) return fallback;
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

/** The task's JavaScript environments for ESLint, or null when each file's are detected. */
export function storedJsEnvironments(task: Pick<TaskRow, 'js_environments'>): JsEnvironment[] | null {
  if (task.js_environments === null) return null;
  return parseJsonList<unknown>(task.js_environments).filter((name): name is JsEnvironment => jsEnvironment.safeParse(name).success);
}

export function presentSummary(
  task: TaskRow,
  tools: { tool_name: string; status: ToolStatus }[],
  lastBuild: { build_number: number; flag: LogFlag; end_at: number | null } | undefined,
) {
  return {
    taskId: task.id,
    nameEn: task.name_en,
    nameCn: task.name_cn,
    status: task.status,
    langs: parseJsonList<string>(task.langs),
    toolNames: tools.filter((tool) => tool.status === TOOL_STATUS.enabled).map((tool) => tool.tool_name),
    createdFromPipeline: task.from_pipeline === 1,
    lastAnalysis: lastBuild ? { buildNum: lastBuild.build_number, flag: lastBuild.flag, endTime: lastBuild.end_at } : null,
  };
}
