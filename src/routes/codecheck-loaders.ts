import type { ToolName } from '../../contract/tools';
import { toolListQuery } from '../api/codecheck-meta';
import { taskDetailQuery, taskListQuery } from '../api/codecheck-tasks';
import { pathFiltersQuery } from '../features/codecheck/api/path-filters';
import { projectsQuery } from '../features/codecheck/api/projects';
import { qualityGateQuery } from '../features/codecheck/api/quality-gate';
import { checkersQuery } from '../features/codecheck/results/api/checkers';
import { filterChoicesQuery } from '../features/codecheck/results/api/filter-choices';
import { operationRecordsQuery } from '../features/codecheck/results/api/operation-records';
import { taskOverviewQuery } from '../features/codecheck/results/api/task-overview';
import { toolReportQuery } from '../features/codecheck/results/api/tool-report';
import { warnListQuery } from '../features/codecheck/results/api/warn-list';
import { filterOf, pagingOf, type WarnSearch } from '../features/codecheck/results/defects/warn-view';
import { savedLocale } from '../lib/locale';
import { loadScreenData, type RouteLoad } from './screen-data';

type TaskLoad = RouteLoad<{ taskId: number }>;
// The tool route has already refused a tool the catalogue does not know.
type ToolLoad<Deps = unknown> = RouteLoad<{ taskId: number; toolName: string }, Deps>;

/** My tasks and the suspended ones: the one list of the person's tasks. */
export async function loadTaskList({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, taskListQuery);
}

/** New task: the projects a task may belong to. */
export async function loadNewTask({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, projectsQuery);
}

/** Every screen of a task: its name, tools and settings in the header and sidebar, and the tool catalogue the header names them by. */
export async function loadTask({ context, params }: TaskLoad): Promise<void> {
  await Promise.all([loadScreenData(context.queryClient, taskDetailQuery(params.taskId)), loadScreenData(context.queryClient, toolListQuery)]);
}

/** A section of the task's settings: the task comes with the task's route; the path filters and the quality gate read more. */
export async function loadSettingsSection({ context, params }: RouteLoad<{ taskId: number; section: string }>): Promise<void> {
  if (params.section === 'filter') await loadScreenData(context.queryClient, pathFiltersQuery(params.taskId));
  if (params.section === 'gate') await loadScreenData(context.queryClient, qualityGateQuery(params.taskId));
}

/** The task's overview: its tools' figures and the last scan's steps. */
export async function loadTaskOverview({ context, params }: TaskLoad): Promise<void> {
  await loadScreenData(context.queryClient, taskOverviewQuery(params.taskId));
}

/** The task's operation records, in the language the reader reads them in. */
export async function loadOperationRecords({ context, params }: TaskLoad): Promise<void> {
  await loadScreenData(context.queryClient, operationRecordsQuery(params.taskId, savedLocale()));
}

/** A tool's defects, risky functions or duplicated files: the page the address names and the filter choices. */
export async function loadWarnList({ context, params, deps }: ToolLoad<WarnSearch>): Promise<void> {
  const tool = params.toolName as ToolName;
  await Promise.all([
    loadScreenData(context.queryClient, warnListQuery(params.taskId, tool, filterOf(deps), pagingOf(deps))),
    loadScreenData(context.queryClient, filterChoicesQuery(params.taskId, tool)),
  ]);
}

/** A tool's charts: its figures over the task's recent scans. */
export async function loadToolReport({ context, params }: ToolLoad): Promise<void> {
  await loadScreenData(context.queryClient, toolReportQuery(params.taskId, params.toolName as ToolName));
}

/** A lint tool's checkers on the task. */
export async function loadCheckers({ context, params }: ToolLoad): Promise<void> {
  await loadScreenData(context.queryClient, checkersQuery(params.taskId, params.toolName as ToolName));
}
