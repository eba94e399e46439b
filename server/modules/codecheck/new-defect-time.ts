import type { CodecheckRepositories } from './codecheck-repositories';
import type { TaskRow } from './task-repo';

/**
 * The moment after which a task's defects count as 'new': the one chosen in its settings, else the end of
 * its first successful scan, so the first scan's findings are history and later ones are new. Null while
 * neither exists.
 */
export async function newDefectTime(task: Pick<TaskRow, 'id' | 'new_defect_time'>, builds: Pick<CodecheckRepositories['builds'], 'firstSuccessfulEnd'>): Promise<number | null> {
  if (task.new_defect_time !== null) return task.new_defect_time;
  return (await builds.firstSuccessfulEnd(task.id))?.end_at ?? null;
}

/** The time to compare creation times with: before any successful scan nothing is new. */
export function newDefectThreshold(time: number | null): number {
  return time ?? Number.MAX_SAFE_INTEGER;
}
