import { Box, Flex } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { taskDetailQuery } from '../../../api/codecheck-tasks';
import { useTitleSubject } from '../../../ui/document-title';
import { SuspendedBanner } from './suspended-banner';
import { TaskHeader } from './task-header';
import { TaskSidebar } from './task-sidebar';

/** The inner layout of task screens: task sidebar, breadcrumb and operation-record link. */
export function InnerLayout() {
  const { taskId } = useParams({ from: '/_auth/_outer/codecc/task/$taskId' });
  const { data: task, error } = useQuery(taskDetailQuery(taskId));
  // Every screen of a task names the task in the tab after the screen: "告警列表 · 支付网关 · 文库".
  useTitleSubject([task?.nameCn], true);

  // A task that does not exist or is not this person's shows page-not-found or insufficient permission.
  useEffect(() => {
    if (error) api.handleError(error);
  }, [error]);

  return (
    <Flex flex="1" align="stretch" data-testid="layout-inner">
      <TaskSidebar taskId={taskId} task={task} />
      <Box flex="1" minWidth="0">
        <TaskHeader taskId={taskId} task={task} />
        {task ? <SuspendedBanner task={task} /> : null}
        <Outlet />
      </Box>
    </Flex>
  );
}
