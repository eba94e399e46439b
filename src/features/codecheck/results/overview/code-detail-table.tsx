import { Table, Text } from '@chakra-ui/react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import type { TaskOverview } from '../api/task-overview';

/** Lines of each language in the last successful scan. */
export function CodeDetailTable({ rows }: { rows: TaskOverview['codeDetail'] }) {
  const { LL, locale } = useI18nContext();
  const columns = LL.codecheckResults.codeColumns;
  if (rows.length === 0) return <Text color="fg.muted">{LL.codecheckResults.noCodeDetail()}</Text>;
  const number = new Intl.NumberFormat(locale);
  return (
    <Table.Root size="sm" data-testid="code-detail">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{columns.language()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.files()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.code()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.comment()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.blank()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.total()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{columns.commentRate()}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.language} data-testid="code-detail-row">
            <Table.Cell>{row.language}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.files)}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.code)}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.comment)}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.blank)}</Table.Cell>
            <Table.Cell textAlign="end">{number.format(row.total)}</Table.Cell>
            <Table.Cell textAlign="end">{row.commentRate.toFixed(1)}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
