import { NativeSelect, Text } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { toolListQuery } from '../api/codecheck-meta';
import { recentTasks } from '../state/recent-tasks';
import { SideNav } from './side-nav';

/** The task sidebar of the inner layout: the task selector, the task's screens and its tools. */
export function TaskSidebar({ taskId }: { taskId: number }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const recent = useSelector(() => recentTasks.get());
  const { data: tools = [] } = useQuery(toolListQuery);
  const choices = recent.includes(taskId) ? recent : [taskId, ...recent];
  const params = { taskId };

  const selector = (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={LL.codecheck.taskSelector()}
        title={LL.codecheck.recentTasks()}
        data-testid="task-selector"
        value={String(taskId)}
        onChange={(event) => void navigate({ to: '/codecc/task/$taskId/overview', params: { taskId: Number(event.target.value) } })}
      >
        {choices.map((id) => (
          <option key={id} value={id}>
            {LL.codecheck.task({ id })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <SideNav
      label={LL.codecheck.root()}
      header={
        <>
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="1">
            {LL.codecheck.taskSelector()}
          </Text>
          {selector}
        </>
      }
      sections={[
        {
          key: 'task',
          items: [
            { key: 'overview', label: LL.screens.taskOverview(), link: { to: '/codecc/task/$taskId/overview', params } },
            { key: 'settings', label: LL.screens.taskSettings(), link: { to: '/codecc/task/$taskId/settings', params } },
            { key: 'records', label: LL.screens.taskRecords(), link: { to: '/codecc/task/$taskId/records', params } },
            { key: 'handler', label: LL.screens.taskHandler(), link: { to: '/codecc/task/$taskId/handler', params } },
          ],
        },
        {
          key: 'tools',
          title: LL.codecheck.tools(),
          items: tools.map((tool) => ({
            key: tool.name,
            label: tool.displayName,
            link: { to: '/codecc/task/$taskId/tool/$toolName', params: { taskId, toolName: tool.name } },
          })),
        },
      ]}
    />
  );
}
