import { Badge, Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { formatDateTime } from '../../../../lib/display-format';
import type { TaskTool } from '../../task-tool';
import { RISK_COLORS } from '../scan-words';
import { RiskyFunctionDetail } from './risky-function-detail';
import { PageCheckbox, RowCheckbox } from './row-selection';
import { SelectionBar } from './selection-bar';
import { SortHeader } from './sort-header';
import { WarnCounts } from './warn-counts';
import { WarnFilters } from './warn-filters';
import { WarnListFrame } from './warn-list-frame';
import { useWarnScreen } from './warn-screen';
import type { WarnSearch } from './warn-view';

/** The complexity tool's risky functions (CCN above the limit), by band, with their handlers. */
export function RiskyFunctionsScreen({ taskId, tool, search }: { taskId: number; tool: TaskTool; search: WarnSearch }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckResults;
  const { state, data, loading, choices, selection, actions } = useWarnScreen('/codecc/task/$taskId/tool/$toolName/risky-functions', taskId, tool.name, search);
  const page = data?.riskyFunctionList;
  const ids = page?.content.map((item) => item.id) ?? [];

  return (
    <WarnListFrame
      controls={
        <>
          <WarnFilters pattern="CCN" search={search} link={state.link} checkers={[]} authors={choices?.authors ?? []} handlers={choices?.handlers ?? []} />
          {data ? <WarnCounts pattern="CCN" counts={data.counts} /> : null}
          <SelectionBar count={selection.ids.size} onChangeHandler={() => actions.changeHandler([...selection.ids])} />
        </>
      }
      tableTestId="risky-table"
      loading={loading}
      page={page}
      emptyText={words.emptyRisky()}
      search={search}
      link={state.link}
      detail={{ title: words.riskyDetail(), onClose: state.closeDetail, content: search.id !== undefined ? <RiskyFunctionDetail taskId={taskId} toolName={state.toolName} id={search.id} onChangeHandler={(id, current) => actions.changeHandler([id], current)} /> : null }}
      dialogs={actions.dialogs}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="8">
            <PageCheckbox pageIds={ids} selection={selection} />
          </Table.ColumnHeader>
          <SortHeader field="functionName" search={search} link={state.link}>
            {words.columns.functionName()}
          </SortHeader>
          <SortHeader field="ccn" search={search} link={state.link} textAlign="end">
            {words.columns.ccn()}
          </SortHeader>
          <Table.ColumnHeader>{words.columns.risk()}</Table.ColumnHeader>
          <SortHeader field="filePath" search={search} link={state.link}>
            {words.columns.file()}
          </SortHeader>
          <Table.ColumnHeader textAlign="end">{words.columns.beginLine()}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{words.columns.totalLines()}</Table.ColumnHeader>
          <SortHeader field="handler" search={search} link={state.link}>
            {words.columns.handler()}
          </SortHeader>
          <Table.ColumnHeader>{words.columns.modifiedAt()}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {page?.content.map((item) => (
          <Table.Row key={item.id} data-testid="risky-row" data-id={item.id} data-risk={item.risk}>
            <Table.Cell>
              <RowCheckbox id={item.id} selection={selection} />
            </Table.Cell>
            <Table.Cell>
              <ChakraLink asChild fontFamily="mono" fontWeight="medium" color="fg">
                <Link {...state.openDetail(item.id)} data-testid="risky-link">
                  {item.functionName}
                </Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell textAlign="end">{item.ccn}</Table.Cell>
            <Table.Cell>
              <Badge size="sm" colorPalette={RISK_COLORS[item.risk]}>
                {words.risk[item.risk]()}
              </Badge>
            </Table.Cell>
            <Table.Cell fontSize="xs" title={item.filePath}>
              {item.filePath}
            </Table.Cell>
            <Table.Cell textAlign="end">{item.beginLine}</Table.Cell>
            <Table.Cell textAlign="end">{item.totalLines}</Table.Cell>
            <Table.Cell>{item.handler ?? '—'}</Table.Cell>
            <Table.Cell color="fg.muted" whiteSpace="nowrap">
              {item.modifiedAt === null ? '—' : formatDateTime(item.modifiedAt, locale)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </WarnListFrame>
  );
}
