import { Badge, Center, Spinner, Table, Text } from '@chakra-ui/react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { formatDateTime } from '../../../../lib/display-format';
import { pageNumInAddress } from '../../../../lib/paging';
import { Pager } from '../../../../ui/pager';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { useOperationRecords } from '../api/operation-records';

const RECORDS_PAGE_SIZE = 50;

/** Who did what to the task and when, newest first, worded in the reader's language. */
export function RecordsScreen({ taskId, search }: { taskId: number; search: { pageNum?: number; pageSize?: number } }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckResults.records;
  const { data: records } = useOperationRecords(taskId, locale);

  if (!records) {
    return (
      <ScreenFrame>
        <Center py="16">
          <Spinner />
        </Center>
      </ScreenFrame>
    );
  }
  const pageSize = Math.min(search.pageSize ?? RECORDS_PAGE_SIZE, 200);
  const pages = Math.max(1, Math.ceil(records.length / pageSize));
  const pageNum = Math.min(search.pageNum ?? 1, pages);
  const shown = records.slice((pageNum - 1) * pageSize, pageNum * pageSize);

  return (
    <ScreenFrame>
      {records.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center" data-testid="records-empty">
          {words.empty()}
        </Text>
      ) : (
        <Table.Root size="sm" data-testid="record-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{words.operator()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.operationType()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.tool()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.information()}</Table.ColumnHeader>
              <Table.ColumnHeader>{words.time()}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((record, index) => (
              <Table.Row key={`${record.time}-${index}`} data-testid="record-row" data-type={record.operationType}>
                <Table.Cell>{record.operator}</Table.Cell>
                <Table.Cell>
                  <Badge variant="subtle">{record.operationTypeName}</Badge>
                </Table.Cell>
                <Table.Cell>{record.toolName ?? '—'}</Table.Cell>
                <Table.Cell>{record.information}</Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {formatDateTime(record.time, locale)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager
        page={{ totalElements: records.length, number: pageNum, totalPages: pages }}
        pageLink={(target) => ({ to: '/codecc/task/$taskId/records', params: { taskId }, search: { ...search, pageNum: pageNumInAddress(target) } })}
      />
    </ScreenFrame>
  );
}
