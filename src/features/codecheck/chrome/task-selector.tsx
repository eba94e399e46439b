import { NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TASK_STATUS } from '../../../../contract/codecheck-codes';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { taskListQuery } from '../../../api/codecheck-tasks';
import { taskTarget } from '../../../lib/task-target';

/** Switches between the person's tasks; suspended tasks are listed but cannot be chosen. */
export function TaskSelector({ taskId }: { taskId: number }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const { data } = useQuery(taskListQuery);
  const tasks = [...(data?.enableTasks ?? []), ...(data?.disableTasks ?? [])];
  const known = tasks.some((task) => task.taskId === taskId);

  function choose(value: string) {
    const task = tasks.find((entry) => String(entry.taskId) === value);
    if (!task) return;
    const target = taskTarget(task);
    if (target.screen === 'overview') void navigate({ to: '/codecc/task/$taskId/overview', params: { taskId: target.taskId } });
    else void navigate({ to: '/codecc/tasks/new' });
  }

  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={LL.codecheck.taskSelector()}
        data-testid="task-selector"
        value={String(taskId)}
        onChange={(event) => choose(event.target.value)}
      >
        {known ? null : <option value={taskId}>{LL.codecheck.task({ id: taskId })}</option>}
        {tasks.map((task) => (
          <option key={task.taskId} value={task.taskId} disabled={task.status === TASK_STATUS.suspended}>
            {task.nameCn}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
