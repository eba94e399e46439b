import { Badge, Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import type { TaskTool } from '../../task-tool';
import { RISK_COLORS } from '../scan-words';
import { DuplicateDetail } from './duplicate-detail';
import { PageCheckbox, RowCheckbox } from './row-selection';
import { SelectionBar } from './selection-bar';
import { SortHeader } from './sort-header';
import { WarnFilters } from './warn-filters';
import { WarnListFrame } from './warn-list-frame';
import { useWarnScreen } from './warn-screen';
import type { WarnSearch } from './warn-view';

/** The duplication tool's files with clones in them, by rate, with their handlers. */
export function DuplicatedFilesScreen({ taskId, tool, search }: { taskId: number; tool: TaskTool; search: WarnSearch }) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const { state, data, loading, choices, selection, actions } = useWarnScreen('/codecc/task/$taskId/tool/$toolName/duplicated-files', taskId, tool.name, search);
  const page = data?.duplicatedFileList;
  const ids = page?.content.map((item) => item.id) ?? [];

  return (
    <WarnListFrame
      controls={
        <>
          <WarnFilters pattern="DUPC" search={search} link={state.link} checkers={[]} authors={choices?.authors ?? []} handlers={choices?.handlers ?? []} />
          <SelectionBar count={selection.ids.size} onChangeHandler={() => actions.changeHandler([...selection.ids])} />
        </>
      }
      tableTestId="duplicate-table"
      loading={loading}
      page={page}
      emptyText={words.emptyDuplicates()}
      search={search}
      link={state.link}
      detail={{ title: words.duplicateDetail(), size: 'full', onClose: state.closeDetail, content: search.id !== undefined ? <DuplicateDetail taskId={taskId} toolName={state.toolName} id={search.id} onChangeHandler={(id, current) => actions.changeHandler([id], current)} /> : null }}
      dialogs={actions.dialogs}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="8">
            <PageCheckbox pageIds={ids} selection={selection} />
          </Table.ColumnHeader>
          <SortHeader field="filePath" search={search} link={state.link}>
            {words.columns.file()}
          </SortHeader>
          <Table.ColumnHeader textAlign="end">{words.columns.blocks()}</Table.ColumnHeader>
          <SortHeader field="duplicatedLines" search={search} link={state.link} textAlign="end">
            {words.columns.duplicatedLines()}
          </SortHeader>
          <SortHeader field="rate" search={search} link={state.link} textAlign="end">
            {words.columns.rate()}
          </SortHeader>
          <Table.ColumnHeader>{words.columns.risk()}</Table.ColumnHeader>
          <SortHeader field="handler" search={search} link={state.link}>
            {words.columns.handler()}
          </SortHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {page?.content.map((item) => (
          <Table.Row key={item.id} data-testid="duplicate-row" data-id={item.id}>
            <Table.Cell>
              <RowCheckbox id={item.id} selection={selection} />
            </Table.Cell>
            <Table.Cell>
              <ChakraLink asChild fontWeight="medium" color="fg">
                <Link {...state.openDetail(item.id)} data-testid="duplicate-link">
                  {item.filePath}
                </Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell textAlign="end">{item.duplicatedBlocks}</Table.Cell>
            <Table.Cell textAlign="end">
              {item.duplicatedLines} / {item.totalLines}
            </Table.Cell>
            <Table.Cell textAlign="end">{item.rate.toFixed(2)}%</Table.Cell>
            <Table.Cell>
              <Badge size="sm" colorPalette={RISK_COLORS[item.risk]}>
                {words.risk[item.risk]()}
              </Badge>
            </Table.Cell>
            <Table.Cell>{item.handler ?? '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </WarnListFrame>
  );
}
