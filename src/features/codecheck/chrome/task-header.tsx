import { Breadcrumb, Flex, Link as ChakraLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { toolListQuery } from '../../../api/codecheck-meta';
import { useScreenKey } from '../../../ui/use-screen-key';
import { toolLabel } from '../tool-label';

/** Breadcrumb of the task screen and the way to its operation records. */
export function TaskHeader({ taskId, task }: { taskId: number; task: TaskDetail | undefined }) {
  const { LL } = useI18nContext();
  const screen = useScreenKey();
  const { toolName } = useParams({ strict: false });
  const { data: tools = [] } = useQuery(toolListQuery);
  const tool = toolName ? tools.find((entry) => entry.name === toolName) : undefined;
  const params = { taskId };

  const trail = [
    { key: 'root', node: <Link to="/codecc/tasks">{LL.codecheck.root()}</Link> },
    {
      key: 'task',
      node: (
        <Link to="/codecc/task/$taskId/overview" params={params}>
          {task?.nameCn ?? LL.codecheck.task({ id: taskId })}
        </Link>
      ),
    },
    ...(toolName
      ? [
          {
            key: 'tool',
            node: (
              <Link to="/codecc/task/$taskId/tool/$toolName" params={{ taskId, toolName }}>
                {toolLabel(LL, toolName, tool?.displayName)}
              </Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex align="center" justify="space-between" px="8" pt="4" gap="4">
      <Breadcrumb.Root data-testid="breadcrumb">
        <Breadcrumb.List>
          {trail.map((item) => (
            <Fragment key={item.key}>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild>{item.node}</Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
            </Fragment>
          ))}
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{screen ? LL.screens[screen]() : ''}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <ChakraLink asChild color="blue.fg" fontSize="sm">
        <Link to="/codecc/task/$taskId/records" params={params} data-testid="records-link">
          {LL.codecheck.records()}
        </Link>
      </ChakraLink>
    </Flex>
  );
}
