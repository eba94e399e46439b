import { Flex, Spinner, Text } from '@chakra-ui/react';
import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TaskSummary } from '../../../../contract/codecheck-task';
import { PAGING } from '../../../../contract/constants';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { pageNumInAddress } from '../../../lib/paging';
import { Pager } from '../../../ui/pager';
import { type TaskListFilter, TaskListControls } from './task-list-controls';
import { isTaskSort, pageOf, taskListView } from './task-list-view';
import { TaskTable } from './task-table';

export interface TaskListSearch {
  keyword?: string;
  pageNum?: number;
  sortField?: string;
  sortType?: 'ASC' | 'DESC';
}

interface Props {
  tasks: TaskSummary[] | undefined;
  error: Error | null;
  search: TaskListSearch;
  /** The list's address for a filter and a page. */
  link: (search: TaskListSearch) => LinkProps;
  onSearch: (search: TaskListSearch) => void;
  testId: string;
  openable: boolean;
  empty: string;
  actions?: (task: TaskSummary) => ReactNode;
  /** Beside the search box, e.g. the way to a new task. */
  toolbar?: ReactNode;
}

/** A task list held whole in the browser: searched, ordered and paged through its address. */
export function TaskListPage({ tasks, error, search, link, onSearch, testId, openable, empty, actions, toolbar }: Props) {
  const { LL } = useI18nContext();
  const filter: TaskListFilter = {
    keyword: search.keyword,
    sortField: isTaskSort(search.sortField) ? search.sortField : 'taskId',
    sortType: search.sortType ?? 'DESC',
  };
  const addressOf = (next: TaskListFilter, pageNum = 1): TaskListSearch => ({
    keyword: next.keyword,
    sortField: next.sortField === 'taskId' ? undefined : next.sortField,
    sortType: next.sortType === 'DESC' ? undefined : next.sortType,
    pageNum: pageNumInAddress(pageNum),
  });

  const shown = tasks ? taskListView(tasks, filter.keyword, filter.sortField, filter.sortType) : [];
  const page = pageOf(shown, search.pageNum ?? 1, PAGING.lists.defaultSize);

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4">
        <TaskListControls value={filter} onChange={(next) => onSearch(addressOf(next))} />
        {toolbar}
      </Flex>
      {!tasks ? (
        error ? (
          <Text color="fg.error">{error.message}</Text>
        ) : (
          <Spinner size="sm" />
        )
      ) : page.content.length ? (
        <>
          <TaskTable tasks={page.content} testId={testId} openable={openable} actions={actions} />
          <Pager page={page} pageLink={(pageNum) => link(addressOf(filter, pageNum))} />
        </>
      ) : (
        <Text color="fg.muted" data-testid="tasks-empty">
          {filter.keyword ? LL.codecheckTasks.noMatch({ keyword: filter.keyword }) : empty}
        </Text>
      )}
    </>
  );
}
