type TaskTarget = { screen: 'overview'; taskId: number } | { screen: 'newTask' };

/** Spec §2: choosing a task opens its detail when it has tools, otherwise the new-task page. */
export function taskTarget(task: { taskId: number; toolNames: readonly string[] }): TaskTarget {
  return task.toolNames.length > 0 ? { screen: 'overview', taskId: task.taskId } : { screen: 'newTask' };
}
