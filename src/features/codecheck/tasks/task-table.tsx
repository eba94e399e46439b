import { Badge, Link as ChakraLink, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FLAG, type LogFlag } from '../../../../contract/codecheck-codes';
import type { TaskSummary } from '../../../../contract/codecheck-task';
import { CODE_LANGUAGES } from '../../../../contract/tools';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { taskTarget } from '../../../lib/task-target';
import { toolLabel } from '../tool-label';

const FLAG_COLOURS: Record<LogFlag, string> = { [FLAG.success]: 'green', [FLAG.failure]: 'red', [FLAG.running]: 'blue', [FLAG.interrupted]: 'orange' };
const FLAG_NAMES = { [FLAG.success]: 'success', [FLAG.failure]: 'failure', [FLAG.running]: 'running', [FLAG.interrupted]: 'interrupted' } as const;

interface Props {
  tasks: TaskSummary[];
  testId: string;
  /** A suspended task cannot be opened (spec §4): its name is plain text. */
  openable: boolean;
  actions?: (task: TaskSummary) => ReactNode;
}

/** Tasks with their languages, tools and how their last scan went. */
export function TaskTable({ tasks, testId, openable, actions }: Props) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckTasks;

  function name(task: TaskSummary) {
    if (!openable) return <Text fontWeight="medium">{task.nameCn}</Text>;
    const target = taskTarget(task);
    return (
      <ChakraLink asChild fontWeight="medium" color="fg">
        {target.screen === 'overview' ? (
          <Link to="/codecc/task/$taskId/overview" params={{ taskId: target.taskId }} data-testid="task-link">
            {task.nameCn}
          </Link>
        ) : (
          <Link to="/codecc/tasks/new" data-testid="task-link">
            {task.nameCn}
          </Link>
        )}
      </ChakraLink>
    );
  }

  return (
    <Table.Root size="sm" data-testid={testId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{words.columns.name()}</Table.ColumnHeader>
          <Table.ColumnHeader>{words.columns.langs()}</Table.ColumnHeader>
          <Table.ColumnHeader>{words.columns.tools()}</Table.ColumnHeader>
          <Table.ColumnHeader>{words.columns.lastScan()}</Table.ColumnHeader>
          {actions ? <Table.ColumnHeader /> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tasks.map((task) => (
          <Table.Row key={task.taskId} data-testid="task-row" data-name={task.nameEn}>
            <Table.Cell>
              <Stack gap="0">
                {name(task)}
                <Text fontSize="xs" color="fg.muted">
                  {task.nameEn}
                  {task.createdFromPipeline ? (
                    <Badge size="xs" variant="outline" ms="2">
                      {words.pipeline()}
                    </Badge>
                  ) : null}
                </Text>
              </Stack>
            </Table.Cell>
            <Table.Cell>
              <Wrap gap="1">
                {task.langs.map((lang) => (
                  <Badge key={lang} size="sm" variant="subtle" colorPalette="purple" data-testid="task-lang">
                    {CODE_LANGUAGES.find((entry) => entry.key === lang)?.name ?? lang}
                  </Badge>
                ))}
              </Wrap>
            </Table.Cell>
            <Table.Cell>
              <Wrap gap="1">
                {task.toolNames.length ? (
                  task.toolNames.map((tool) => (
                    <Badge key={tool} size="sm" variant="subtle" colorPalette="teal" data-testid="task-tool">
                      {toolLabel(LL, tool)}
                    </Badge>
                  ))
                ) : (
                  <Text fontSize="xs" color="fg.muted">
                    {words.noTools()}
                  </Text>
                )}
              </Wrap>
            </Table.Cell>
            <Table.Cell data-testid="task-last-scan">
              {task.lastAnalysis ? (
                <Stack gap="0">
                  <Badge size="sm" width="fit-content" colorPalette={FLAG_COLOURS[task.lastAnalysis.flag]}>
                    {words.flags[FLAG_NAMES[task.lastAnalysis.flag]]()}
                  </Badge>
                  <Text fontSize="xs" color="fg.muted">
                    {task.lastAnalysis.endTime ? formatDateTime(task.lastAnalysis.endTime, locale) : words.buildNum({ buildNum: task.lastAnalysis.buildNum })}
                  </Text>
                </Stack>
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {words.neverScanned()}
                </Text>
              )}
            </Table.Cell>
            {actions ? <Table.Cell textAlign="end">{actions(task)}</Table.Cell> : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
