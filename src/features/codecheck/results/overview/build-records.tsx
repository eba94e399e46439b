import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { formatDateTime } from '../../../../lib/display-format';
import { useTaskLog } from '../api/task-log';
import { elapsedPerTool, formatElapsed } from '../elapsed';
import { useFailureWords } from '../scan-failure';
import { FLAG_COLORS, flagKey } from '../scan-words';
import { GateBadge } from './gate-verdict';

/** The task's scans, newest first, with how long the scan and each of its tools took. */
export function BuildRecords({ taskId, toolNames }: { taskId: number; toolNames: Map<string, string> }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckResults;
  const [pageNum, setPageNum] = useState(1);
  const { data } = useTaskLog(taskId, pageNum);
  const wordsOf = useFailureWords();
  const page = data?.taskLogPage;
  if (!page) return null;
  if (page.totalElements === 0) return <Text color="fg.muted">{words.noBuilds()}</Text>;
  const elapsedWords = { seconds: words.seconds, minutes: words.minutes };
  return (
    <>
      <Table.Root size="sm" data-testid="build-records">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{words.buildColumns.buildNum()}</Table.ColumnHeader>
            <Table.ColumnHeader>{words.buildColumns.status()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.qualityGate.column()}</Table.ColumnHeader>
            <Table.ColumnHeader>{words.buildColumns.createdBy()}</Table.ColumnHeader>
            <Table.ColumnHeader>{words.buildColumns.startTime()}</Table.ColumnHeader>
            <Table.ColumnHeader>{words.buildColumns.elapsed()}</Table.ColumnHeader>
            <Table.ColumnHeader>{words.buildColumns.tools()}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {page.content.map((build) => (
            <Table.Row key={build.buildNum} data-testid="build-row" data-build={build.buildNum} data-flag={build.flag}>
              <Table.Cell>#{build.buildNum}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={FLAG_COLORS[flagKey(build.flag)]}>{words.flags[flagKey(build.flag)]()}</Badge>
                {build.failure ? (
                  <Text fontSize="xs" color="fg.muted" mt="1" maxWidth="64" data-testid="build-failure">
                    {wordsOf(build.failure).reason}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell data-testid="build-gate">{build.gate ? <GateBadge status={build.gate.status} /> : '—'}</Table.Cell>
              <Table.Cell>{build.createdBy}</Table.Cell>
              <Table.Cell color="fg.muted">{formatDateTime(build.startTime ?? build.queuedTime, locale)}</Table.Cell>
              <Table.Cell>{build.elapsed === null ? '—' : formatElapsed(build.elapsed, elapsedWords)}</Table.Cell>
              <Table.Cell>
                <HStack gap="2" wrap="wrap">
                  {elapsedPerTool(build).map((tool) => (
                    <Text key={tool.toolName} fontSize="xs" color="fg.muted" data-testid="tool-elapsed">
                      {toolNames.get(tool.toolName) ?? tool.toolName} {tool.elapsed === null ? '…' : formatElapsed(tool.elapsed, elapsedWords)}
                    </Text>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {page.totalPages > 1 ? (
        <HStack justify="flex-end" mt="2" gap="2">
          <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            {LL.pager.previous()}
          </Button>
          <Text fontSize="sm">{LL.pager.page({ page: pageNum, pages: page.totalPages })}</Text>
          <Button size="xs" variant="outline" disabled={pageNum >= page.totalPages} onClick={() => setPageNum(pageNum + 1)}>
            {LL.pager.next()}
          </Button>
        </HStack>
      ) : null}
    </>
  );
}
