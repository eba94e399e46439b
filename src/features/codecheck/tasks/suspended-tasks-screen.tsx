import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { taskListQuery } from '../../../api/codecheck-tasks';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useResumeTask } from '../api/task-mutations';
import { TaskListPage, type TaskListSearch } from './task-list-page';

/** Suspended Tasks: listed but neither opened nor scanned until someone resumes them. */
export function SuspendedTasksScreen({ search }: { search: TaskListSearch }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const tasks = useQuery(taskListQuery);
  const resume = useResumeTask();
  return (
    <ScreenFrame>
      <TaskListPage
        tasks={tasks.data?.disableTasks}
        error={tasks.error}
        search={search}
        link={(next) => ({ to: '/codecc/tasks/suspended', search: next })}
        onSearch={(next) => void navigate({ to: '/codecc/tasks/suspended', search: next })}
        testId="suspended-tasks"
        openable={false}
        empty={LL.codecheckTasks.suspendedEmpty()}
        actions={(task) => (
          <Button
            size="xs"
            variant="outline"
            loading={resume.isPending && resume.variables?.taskId === task.taskId}
            onClick={() => resume.mutate({ taskId: task.taskId }, { onSuccess: () => showToast('success', LL.codecheckTasks.resumed({ name: task.nameCn })) })}
            data-testid="task-resume"
          >
            {LL.codecheckTasks.resume()}
          </Button>
        )}
      />
    </ScreenFrame>
  );
}
