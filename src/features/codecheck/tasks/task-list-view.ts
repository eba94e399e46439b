/** The fields My Tasks and Suspended Tasks filter and sort by. */
export interface ListedTask {
  taskId: number;
  nameEn: string;
  nameCn: string;
  lastAnalysis: { endTime: number | null } | null;
}

export const TASK_SORTS = ['taskId', 'nameCn', 'lastScan'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export type SortType = 'ASC' | 'DESC';

export function isTaskSort(value: string | undefined): value is TaskSort {
  return (TASK_SORTS as readonly (string | undefined)[]).includes(value);
}

function compare(a: ListedTask, b: ListedTask, field: TaskSort): number {
  if (field === 'nameCn') return a.nameCn.localeCompare(b.nameCn, 'zh-CN') || a.taskId - b.taskId;
  if (field === 'lastScan') {
    // A task never scanned, or still scanning, comes after every finished scan in either order.
    const left = a.lastAnalysis?.endTime ?? null;
    const right = b.lastAnalysis?.endTime ?? null;
    if (left === null || right === null) return 0;
    return left - right || a.taskId - b.taskId;
  }
  return a.taskId - b.taskId;
}

/** Tasks whose Chinese or English name holds the words, in the chosen order. */
export function taskListView<T extends ListedTask>(tasks: readonly T[], keyword: string | undefined, field: TaskSort, type: SortType): T[] {
  const words = (keyword ?? '').trim().toLowerCase();
  const found = words ? tasks.filter((task) => task.nameCn.toLowerCase().includes(words) || task.nameEn.toLowerCase().includes(words)) : [...tasks];
  const sign = type === 'ASC' ? 1 : -1;
  const unscanned = (task: T) => field === 'lastScan' && (task.lastAnalysis?.endTime ?? null) === null;
  return found.sort((a, b) => Number(unscanned(a)) - Number(unscanned(b)) || sign * compare(a, b, field));
}

/** One page of a list held whole in the browser, shaped as the pager reads a server page. */
export function pageOf<T>(items: readonly T[], pageNum: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const number = Math.min(Math.max(1, pageNum), totalPages);
  return { content: items.slice((number - 1) * pageSize, number * pageSize), totalElements: items.length, totalPages, number };
}
