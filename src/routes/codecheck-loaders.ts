import type { QueryClient } from '@tanstack/react-query';
import type { ToolName } from '../../contract/tools';
import { toolListQuery } from '../api/codecheck-meta';
import { taskDetailQuery, taskListQuery } from '../api/codecheck-tasks';
import { projectsQuery } from '../features/codecheck/api/projects';
import { checkersQuery } from '../features/codecheck/results/api/checkers';
import { filterChoicesQuery } from '../features/codecheck/results/api/filter-choices';
import { operationRecordsQuery } from '../features/codecheck/results/api/operation-records';
import { taskOverviewQuery } from '../features/codecheck/results/api/task-overview';
import { toolReportQuery } from '../features/codecheck/results/api/tool-report';
import { warnListQuery } from '../features/codecheck/results/api/warn-list';
import { filterOf, pagingOf, type WarnSearch } from '../features/codecheck/results/defects/warn-view';
import { savedLocale } from '../lib/locale';
import { loadScreenData } from './screen-data';

/** My tasks and the suspended ones: the one list of the person's tasks. */
export async function loadTaskList(queryClient: QueryClient): Promise<void> {
  await loadScreenData(queryClient, taskListQuery);
}

/** New task: the projects a task may belong to. */
export async function loadNewTask(queryClient: QueryClient): Promise<void> {
  await loadScreenData(queryClient, projectsQuery);
}

/** Every screen of a task: its name, tools and settings in the header and sidebar, and the tool catalogue the header names them by. */
export async function loadTask(queryClient: QueryClient, taskId: number): Promise<void> {
  await Promise.all([loadScreenData(queryClient, taskDetailQuery(taskId)), loadScreenData(queryClient, toolListQuery)]);
}

/** The task's overview: its tools' figures and the last scan's steps. */
export async function loadTaskOverview(queryClient: QueryClient, taskId: number): Promise<void> {
  await loadScreenData(queryClient, taskOverviewQuery(taskId));
}

/** The task's operation records, in the language the reader reads them in. */
export async function loadOperationRecords(queryClient: QueryClient, taskId: number): Promise<void> {
  await loadScreenData(queryClient, operationRecordsQuery(taskId, savedLocale()));
}

/** A tool's defects, risky functions or duplicated files: the page the address names and the filter choices. */
export async function loadWarnList(queryClient: QueryClient, taskId: number, toolName: string, search: WarnSearch): Promise<void> {
  const tool = toolName as ToolName;
  await Promise.all([
    loadScreenData(queryClient, warnListQuery(taskId, tool, filterOf(search), pagingOf(search))),
    loadScreenData(queryClient, filterChoicesQuery(taskId, tool)),
  ]);
}

/** A tool's charts: its figures over the task's recent scans. */
export async function loadToolReport(queryClient: QueryClient, taskId: number, toolName: string): Promise<void> {
  await loadScreenData(queryClient, toolReportQuery(taskId, toolName as ToolName));
}

/** A lint tool's checkers on the task. */
export async function loadCheckers(queryClient: QueryClient, taskId: number, toolName: string): Promise<void> {
  await loadScreenData(queryClient, checkersQuery(taskId, toolName as ToolName));
}
