import { Badge, Button, Center, DataList, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ToolName } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { SourceLines } from '../../../../ui/code/source-lines';
import { useFileSegment } from '../api/file-segment';
import { useWarnDetail } from '../api/warn-detail';
import { RISK_COLORS } from '../scan-words';

interface Props {
  taskId: number;
  toolName: ToolName;
  id: number;
  onChangeHandler: (id: number, current: string) => void;
}

interface Side {
  path: string;
  startLine: number;
  endLine: number;
}

/** A few lines of context around a block, so the reader sees where it sits. */
const CONTEXT_LINES = 3;

function BlockSide({ taskId, title, side, testId }: { taskId: number; title: string; side: Side; testId: string }) {
  const { LL } = useI18nContext();
  const { data: lines } = useFileSegment(taskId, side.path, Math.max(1, side.startLine - CONTEXT_LINES), side.endLine + CONTEXT_LINES);
  return (
    <Stack gap="1" minWidth="0" data-testid={testId}>
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="block-range">
        {LL.codecheckResults.lineRange({ path: side.path, from: side.startLine, to: side.endLine })}
      </Text>
      {lines ? <SourceLines lines={lines} fileName={side.path} marked={{ from: side.startLine, to: side.endLine }} /> : <Spinner size="sm" />}
    </Stack>
  );
}

/** One duplicated file: its figures, and each clone's two copies side by side. */
export function DuplicateDetail({ taskId, toolName, id, onChangeHandler }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const { data } = useWarnDetail(taskId, toolName, id);
  const file = data?.duplicatedFile;
  if (!data || !file) {
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  }
  return (
    <Stack gap="4" data-testid="duplicate-detail" data-id={file.id}>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.file()}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="detail-file">{file.filePath}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.rate()}</DataList.ItemLabel>
          <DataList.ItemValue>
            {file.rate.toFixed(2)}% <Badge ml="2" colorPalette={RISK_COLORS[file.risk]}>{words.risk[file.risk]()}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.duplicatedLines()}</DataList.ItemLabel>
          <DataList.ItemValue>
            {file.duplicatedLines} / {file.totalLines}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.handler()}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="detail-handler">{file.handler ?? file.author ?? '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChangeHandler(file.id, file.handler ?? '')} data-testid="detail-change-handler">
        {words.changeHandler()}
      </Button>
      {data.blockInfoList.length === 0 ? <Text color="fg.muted">{words.noBlocks()}</Text> : null}
      {data.blockInfoList.map((block) => (
        <Stack key={block.blockNumber} gap="2" data-testid="clone-block">
          <Heading as="h3" size="sm">
            {words.blockTitle({ number: block.blockNumber, lines: block.lines, tokens: block.tokens })}
          </Heading>
          <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="4">
            <BlockSide taskId={taskId} title={words.sourceSide()} side={block.source} testId="block-source" />
            <BlockSide taskId={taskId} title={words.targetSide()} side={block.target} testId="block-target" />
          </Grid>
        </Stack>
      ))}
    </Stack>
  );
}
