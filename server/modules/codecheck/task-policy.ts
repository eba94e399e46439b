import type { Actor } from '../../auth/actor';
import { AppError, errors } from '../../errors';
import { codecheckErrors } from './codecheck-errors';
import type { TaskRow, taskRepo } from './task-repo';

export type TaskRole = 'admin' | 'user' | null;
export type TaskAction = 'view' | 'scan' | 'handle' | 'configure' | 'manage' | 'pipelineSettings' | 'readToolOutput';
/** Actions on a project's code check: filing a new task under it, reading the repositories its tasks scan. */
export type TaskProjectAction = 'createTask' | 'readRepos';

/** What each action is asked about: a task, or the project (by its code). */
type TaskSubject<A extends TaskAction | TaskProjectAction> = A extends TaskProjectAction ? { projectCode: string } : Pick<TaskRow, 'id' | 'from_pipeline'>;

const PROJECT_ACTIONS: readonly string[] = ['createTask', 'readRepos'] satisfies TaskProjectAction[];

/**
 * Who may do what with a task. Members view, scan and reassign handlers; admins change settings and
 * membership, and read the tools' own words of a failed scan, which may quote the code or the machine.
 * For pipeline-created tasks the pipeline owns tools, repository, trigger, scan type and management.
 * Only members of a project file tasks under it or read which repositories its tasks scan.
 */
function canOnTask(role: TaskRole, action: TaskAction, task: Pick<TaskRow, 'from_pipeline'>): true | AppError {
  if (!role) return errors.forbidden();
  if (action === 'view' || action === 'scan' || action === 'handle') return true;
  if (role !== 'admin') return errors.forbidden();
  if (action === 'pipelineSettings' && task.from_pipeline === 1) return codecheckErrors.pipelineManaged();
  return true;
}

/** Whether a task role allows `action`, for a caller whose role is already loaded. */
export function taskRoleAllows(role: TaskRole, action: TaskAction, task: Pick<TaskRow, 'from_pipeline'>): boolean {
  return canOnTask(role, action, task) === true;
}

export function taskPolicy(tasks: Pick<ReturnType<typeof taskRepo>, 'role' | 'isProjectMember'>) {
  async function roleOf(actor: Actor, task: Pick<TaskRow, 'id'>): Promise<TaskRole> {
    return ((await tasks.role(task.id, actor.id))?.role as TaskRole) ?? null;
  }

  /** The verdict and the caller's role on the task (null for a project action, which no task role decides). */
  async function verdict<A extends TaskAction | TaskProjectAction>(actor: Actor, action: A, subject: TaskSubject<A>): Promise<{ verdict: true | AppError; role: TaskRole }> {
    if (PROJECT_ACTIONS.includes(action)) {
      const { projectCode } = subject as TaskSubject<TaskProjectAction>;
      return { verdict: (await tasks.isProjectMember(projectCode, actor.id)) ? true : errors.forbidden(), role: null };
    }
    const task = subject as TaskSubject<'view'>;
    const role = await roleOf(actor, task);
    return { verdict: canOnTask(role, action as TaskAction, task), role };
  }

  return {
    async can<A extends TaskAction | TaskProjectAction>(actor: Actor, action: A, subject: TaskSubject<A>): Promise<boolean> {
      return (await verdict(actor, action, subject)).verdict === true;
    },

    /** The caller's role on the task when it allows `action`; otherwise the 403 (a stranger learns nothing beyond 'insufficient privileges'). */
    async authorize<A extends TaskAction | TaskProjectAction>(actor: Actor, action: A, subject: TaskSubject<A>): Promise<TaskRole> {
      const found = await verdict(actor, action, subject);
      if (found.verdict !== true) throw found.verdict;
      return found.role;
    },
  };
}

export type TaskPolicy = ReturnType<typeof taskPolicy>;
