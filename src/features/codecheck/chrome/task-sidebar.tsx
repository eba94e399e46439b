import { Text } from '@chakra-ui/react';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { SideNav } from '../../../ui/side-nav';
import { toolLabel } from '../tool-label';
import { TaskSelector } from './task-selector';

/** The task sidebar of the inner layout: the task selector, the task's screens and its tools. */
export function TaskSidebar({ taskId, task }: { taskId: number; task: TaskDetail | undefined }) {
  const { LL } = useI18nContext();
  const params = { taskId };
  return (
    <SideNav
      label={LL.codecheck.root()}
      header={
        <>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="1">
            {LL.codecheck.taskSelector()}
          </Text>
          <TaskSelector taskId={taskId} />
        </>
      }
      sections={[
        {
          key: 'task',
          items: [
            { key: 'overview', label: LL.screens.taskOverview(), link: { to: '/codecc/task/$taskId/overview', params } },
            { key: 'settings', label: LL.screens.taskSettings(), link: { to: '/codecc/task/$taskId/settings', params } },
            { key: 'branches', label: LL.screens.branchAnalyses(), link: { to: '/codecc/task/$taskId/branches', params } },
            { key: 'records', label: LL.screens.taskRecords(), link: { to: '/codecc/task/$taskId/records', params } },
            { key: 'handler', label: LL.screens.taskHandler(), link: { to: '/codecc/task/$taskId/handler', params } },
          ],
        },
        {
          key: 'tools',
          title: LL.codecheck.tools(),
          items: (task?.enableToolList ?? []).map((tool) => ({
            key: tool.toolName,
            label: toolLabel(LL, tool.toolName, tool.toolDisplayName),
            link: { to: '/codecc/task/$taskId/tool/$toolName', params: { taskId, toolName: tool.toolName } },
          })),
        },
      ]}
    />
  );
}
