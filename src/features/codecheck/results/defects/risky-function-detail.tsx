import { Alert, Badge, Button, Center, DataList, Spinner, Stack } from '@chakra-ui/react';
import type { ToolName } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { SourceLines } from '../../../../ui/code/source-lines';
import { useWarnDetail } from '../api/warn-detail';
import { RISK_COLORS } from '../scan-words';

interface Props {
  taskId: number;
  toolName: ToolName;
  id: number;
  onChangeHandler: (id: number, current: string) => void;
}

/** One risky function: its complexity and band, and its body in its file. */
export function RiskyFunctionDetail({ taskId, toolName, id, onChangeHandler }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const { data } = useWarnDetail(taskId, toolName, id);
  const risky = data?.riskyFunction;
  if (!data || !risky) {
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  }
  return (
    <Stack gap="4" data-testid="risky-detail" data-id={risky.id}>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.functionName()}</DataList.ItemLabel>
          <DataList.ItemValue fontFamily="mono">{risky.functionName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.ccn()}</DataList.ItemLabel>
          <DataList.ItemValue>
            {risky.ccn} <Badge ml="2" colorPalette={RISK_COLORS[risky.risk]}>{words.risk[risky.risk]()}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.file()}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="detail-file">
            {risky.filePath}:{risky.beginLine}–{risky.endLine}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.handler()}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="detail-handler">{risky.handler ?? risky.author ?? '—'}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => onChangeHandler(risky.id, risky.handler ?? '')} data-testid="detail-change-handler">
        {words.changeHandler()}
      </Button>
      {data.truncated ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{words.truncated()}</Alert.Title>
        </Alert.Root>
      ) : null}
      {data.fileContent.length ? <SourceLines lines={data.fileContent} fileName={risky.fileName} marked={{ from: risky.beginLine, to: risky.endLine }} /> : null}
    </Stack>
  );
}
