import { AppError, errors } from '../../errors';
import type { TaskRow } from './task-repo';

export type TaskRole = 'admin' | 'user' | null;
export type TaskAction = 'view' | 'scan' | 'handle' | 'configure' | 'manage' | 'pipelineSettings';

/**
 * Who may do what with a task. Members view, scan and reassign handlers; admins change settings and
 * membership. For pipeline-created tasks the pipeline owns tools, repository, trigger, scan type and
 * management.
 */
function canOnTask(role: TaskRole, action: TaskAction, task: Pick<TaskRow, 'from_pipeline'>): true | AppError {
  if (!role) return errors.forbidden();
  if (action === 'view' || action === 'scan' || action === 'handle') return true;
  if (role !== 'admin') return errors.forbidden();
  if (action === 'pipelineSettings' && task.from_pipeline === 1) return new AppError(403, 'PIPELINE_MANAGED', 'pipelineManaged');
  return true;
}

export function assertOnTask(role: TaskRole, action: TaskAction, task: Pick<TaskRow, 'from_pipeline'>) {
  const verdict = canOnTask(role, action, task);
  if (verdict !== true) throw verdict;
}
