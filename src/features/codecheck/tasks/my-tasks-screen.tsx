import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { taskListQuery } from '../../../api/codecheck-tasks';
import { ScreenFrame } from '../../../ui/screen-frame';
import { TaskListPage, type TaskListSearch } from './task-list-page';

/** My Tasks: the active tasks the person administers or belongs to. */
export function MyTasksScreen({ search }: { search: TaskListSearch }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const tasks = useQuery(taskListQuery);
  return (
    <ScreenFrame>
      <TaskListPage
        tasks={tasks.data?.enableTasks}
        error={tasks.error}
        search={search}
        link={(next) => ({ to: '/codecc/tasks', search: next })}
        onSearch={(next) => void navigate({ to: '/codecc/tasks', search: next })}
        testId="my-tasks"
        openable
        empty={LL.codecheckTasks.empty()}
        toolbar={
          <Button asChild size="sm" data-testid="new-task">
            <Link to="/codecc/tasks/new">{LL.screens.newTask()}</Link>
          </Button>
        }
      />
    </ScreenFrame>
  );
}
