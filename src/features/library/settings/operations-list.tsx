import { Spinner, Table, Text } from '@chakra-ui/react';
import type { LinkProps } from '@tanstack/react-router';
import { PAGING } from '../../../../contract/constants';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { Pager } from '../../../ui/pager';
import { useLibraryOperations } from '../api/library-operations';

/** The library's operation record: who did what, to which item, and when. */
export function OperationsList({ libraryId, pageNum, pageLink }: { libraryId: number; pageNum: number; pageLink: (pageNum: number) => LinkProps }) {
  const { LL, locale } = useI18nContext();
  const records = useLibraryOperations(libraryId, pageNum, PAGING.lists.defaultSize);
  if (records.isPending) return <Spinner size="sm" />;
  if (records.isError) return <Text color="fg.error">{records.error.message}</Text>;
  return (
    <>
      <Table.Root size="sm" data-testid="operations-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{LL.library.records.time()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.library.records.operator()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.library.records.action()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.library.records.information()}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {records.data.content.map((record) => (
            <Table.Row key={record.id} data-testid="operation-row">
              <Table.Cell color="fg.muted" whiteSpace="nowrap">
                {formatDateTime(record.time, locale)}
              </Table.Cell>
              <Table.Cell>{record.operator?.name ?? '—'}</Table.Cell>
              <Table.Cell>{record.actionName}</Table.Cell>
              <Table.Cell wordBreak="break-all">{record.information}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Pager page={records.data} pageLink={pageLink} />
    </>
  );
}
