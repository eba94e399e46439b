import { Box, Card, Grid, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

interface Props {
  title: string;
  testId: string;
  chart: ReactNode;
  table: ChartTable;
}

/** A chart with the same figures as a table beside it, for reading exact values and for screen readers. */
export function ChartPanel({ title, testId, chart, table }: Props) {
  const { LL } = useI18nContext();
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Grid templateColumns="minmax(0, 3fr) minmax(0, 2fr)" gap="4" alignItems="start">
          <Box height="280px" data-testid="chart" aria-hidden>
            {chart}
          </Box>
          <Box maxHeight="280px" overflowY="auto">
            <Text srOnly>{LL.codecheckResults.chartTable()}</Text>
            <Table.Root size="sm" data-testid="chart-table">
              <Table.Header>
                <Table.Row>
                  {table.columns.map((column, index) => (
                    <Table.ColumnHeader key={column} textAlign={index === 0 ? undefined : 'end'}>
                      {column}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {table.rows.map((row) => (
                  <Table.Row key={row.key} data-testid="chart-table-row">
                    {row.cells.map((cell, index) => (
                      <Table.Cell key={index} textAlign={index === 0 ? undefined : 'end'}>
                        {cell}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
