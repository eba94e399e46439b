import { Badge, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { formatDateTime } from '../../../../lib/display-format';
import type { TaskTool } from '../../task-tool';
import { SEVERITY_COLORS, SEVERITY_KEYS } from '../scan-words';
import { DefectDetail } from './defect-detail';
import { PageCheckbox, RowCheckbox } from './row-selection';
import { SelectionBar } from './selection-bar';
import { SortHeader } from './sort-header';
import { WarnCounts } from './warn-counts';
import { WarnFilters } from './warn-filters';
import { WarnListFrame } from './warn-list-frame';
import { useWarnScreen } from './warn-screen';
import type { WarnSearch } from './warn-view';

/** A lint tool's defects: filtered, sorted and paged in the address; handed over or ignored one by one or in bulk. */
export function DefectsScreen({ taskId, tool, search }: { taskId: number; tool: TaskTool; search: WarnSearch }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckResults;
  const { state, data, loading, choices, selection, actions } = useWarnScreen('/codecc/task/$taskId/tool/$toolName/defects', taskId, tool.name, search);
  const page = data?.lintList;
  const status = state.filter.status;
  const ids = page?.content.map((defect) => defect.id) ?? [];

  return (
    <WarnListFrame
      controls={
        <>
          <WarnFilters pattern="LINT" search={search} link={state.link} checkers={choices?.checkers ?? []} authors={choices?.authors ?? []} handlers={choices?.handlers ?? []} />
          {data ? <WarnCounts pattern="LINT" counts={data.counts} /> : null}
          <SelectionBar
            count={selection.ids.size}
            onChangeHandler={() => actions.changeHandler([...selection.ids])}
            onIgnore={status === 'open' ? () => actions.ignore([...selection.ids]) : undefined}
            onRestore={status === 'ignored' ? () => actions.restore([...selection.ids]) : undefined}
          />
        </>
      }
      tableTestId="defect-table"
      loading={loading}
      page={page}
      emptyText={words.emptyDefects()}
      search={search}
      link={state.link}
      detail={{ title: words.defectDetail(), onClose: state.closeDetail, content: search.id !== undefined ? (
          <DefectDetail
            taskId={taskId}
            toolName={state.toolName}
            id={search.id}
            onChangeHandler={(id, current) => actions.changeHandler([id], current)}
            onIgnore={(id) => actions.ignore([id])}
            onRestore={(id) => actions.restore([id])}
          />
        ) : null }}
      dialogs={actions.dialogs}
    >
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader width="8">
            <PageCheckbox pageIds={ids} selection={selection} />
          </Table.ColumnHeader>
          <SortHeader field="checker" search={search} link={state.link}>
            {words.columns.checker()}
          </SortHeader>
          <Table.ColumnHeader>{words.columns.message()}</Table.ColumnHeader>
          <SortHeader field="filePath" search={search} link={state.link}>
            {words.columns.file()}
          </SortHeader>
          <SortHeader field="severity" search={search} link={state.link}>
            {words.columns.severity()}
          </SortHeader>
          <SortHeader field="handler" search={search} link={state.link}>
            {words.columns.handler()}
          </SortHeader>
          <Table.ColumnHeader>{words.columns.defectType()}</Table.ColumnHeader>
          <SortHeader field="createdAt" search={search} link={state.link}>
            {words.columns.createdAt()}
          </SortHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {page?.content.map((defect) => {
          const severity = defect.severity as 1 | 2 | 3;
          return (
            <Table.Row key={defect.id} data-testid="defect-row" data-id={defect.id} data-checker={defect.checker} data-type={defect.defectType} data-severity={defect.severity} data-handler={defect.handler ?? ''} data-author={defect.author ?? ''}>
              <Table.Cell>
                <RowCheckbox id={defect.id} selection={selection} />
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {defect.checker}
              </Table.Cell>
              <Table.Cell maxWidth="80">
                <ChakraLink asChild color="fg" fontWeight="medium">
                  <Link {...state.openDetail(defect.id)} data-testid="defect-link">
                    <Text lineClamp={2}>{defect.message}</Text>
                  </Link>
                </ChakraLink>
              </Table.Cell>
              <Table.Cell fontSize="xs" title={defect.filePath}>
                {defect.fileName}:{defect.line}
              </Table.Cell>
              <Table.Cell>
                <Badge size="sm" colorPalette={SEVERITY_COLORS[severity] ?? 'gray'}>
                  {SEVERITY_KEYS[severity] ? words.severity[SEVERITY_KEYS[severity]]() : severity}
                </Badge>
              </Table.Cell>
              <Table.Cell>{defect.handler ?? '—'}</Table.Cell>
              <Table.Cell>{words.defectTypes[defect.defectType]()}</Table.Cell>
              <Table.Cell color="fg.muted" whiteSpace="nowrap">
                {formatDateTime(defect.createdAt, locale)}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </WarnListFrame>
  );
}
