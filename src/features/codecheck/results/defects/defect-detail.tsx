import { Alert, Badge, Button, Center, DataList, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ToolName } from '../../../../../contract/tools';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { formatDateTime } from '../../../../lib/display-format';
import { SourceLines } from '../../../../ui/code/source-lines';
import { useWarnDetail } from '../api/warn-detail';
import { SEVERITY_COLORS, SEVERITY_KEYS } from '../scan-words';

interface Props {
  taskId: number;
  toolName: ToolName;
  id: number;
  onChangeHandler: (id: number, current: string) => void;
  onIgnore: (id: number) => void;
  onRestore: (id: number) => void;
}

/** One lint defect: what the checker said, who handles it, and its line in its file. */
export function DefectDetail({ taskId, toolName, id, onChangeHandler, onIgnore, onRestore }: Props) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckResults;
  const { data } = useWarnDetail(taskId, toolName, id);
  const defect = data?.lintDefect;
  if (!data || !defect) {
    return (
      <Center py="10">
        <Spinner />
      </Center>
    );
  }
  const severity = defect.severity as 1 | 2 | 3;
  return (
    <Stack gap="4" data-testid="defect-detail" data-id={defect.id}>
      <Text fontWeight="medium">{defect.message}</Text>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.checker()}</DataList.ItemLabel>
          <DataList.ItemValue>{defect.checker}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.severity()}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={SEVERITY_COLORS[severity] ?? 'gray'}>{SEVERITY_KEYS[severity] ? words.severity[SEVERITY_KEYS[severity]]() : severity}</Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.file()}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="detail-file">
            {defect.filePath}:{defect.line}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.handler()}</DataList.ItemLabel>
          <DataList.ItemValue data-testid="detail-handler">{defect.handler ?? defect.author ?? '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.defectType()}</DataList.ItemLabel>
          <DataList.ItemValue>
            {words.defectTypes[defect.defectType]()} · {words.statuses[defect.status as 'open' | 'fixed' | 'ignored']?.() ?? defect.status}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{words.columns.createdAt()}</DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(defect.createdAt, locale)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => onChangeHandler(defect.id, defect.handler ?? '')} data-testid="detail-change-handler">
          {words.changeHandler()}
        </Button>
        {defect.status === 'open' ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onIgnore(defect.id)} data-testid="detail-ignore">
            {words.ignore()}
          </Button>
        ) : null}
        {defect.status === 'ignored' ? (
          <Button size="sm" variant="outline" onClick={() => onRestore(defect.id)} data-testid="detail-restore">
            {words.restore()}
          </Button>
        ) : null}
      </HStack>
      {data.truncated ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>{words.truncated()}</Alert.Title>
        </Alert.Root>
      ) : null}
      {data.fileContent.length ? <SourceLines lines={data.fileContent} fileName={defect.fileName} marked={{ from: defect.line, to: defect.line }} /> : null}
    </Stack>
  );
}
