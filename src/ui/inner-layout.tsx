import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useParams } from '@tanstack/react-router';
import { TaskHeader } from './task-header';
import { TaskSidebar } from './task-sidebar';

/** The inner layout of task screens: task sidebar, breadcrumb and operation-record link. */
export function InnerLayout() {
  const { taskId } = useParams({ from: '/_auth/_outer/codecc/task/$taskId' });
  return (
    <Flex flex="1" align="stretch" data-testid="layout-inner">
      <TaskSidebar taskId={taskId} />
      <Box flex="1" minWidth="0">
        <TaskHeader taskId={taskId} />
        <Outlet />
      </Box>
    </Flex>
  );
}
