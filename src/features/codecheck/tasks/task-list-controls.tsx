import { HStack, Input, NativeSelect } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { type SortType, TASK_SORTS, type TaskSort } from './task-list-view';

export interface TaskListFilter {
  keyword: string | undefined;
  sortField: TaskSort;
  sortType: SortType;
}

interface Props {
  value: TaskListFilter;
  /** The list's address takes the new filter, so the view can be shared and reloaded. */
  onChange: (value: TaskListFilter) => void;
}

/** The search box and the order of a task list. */
export function TaskListControls({ value, onChange }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckTasks;
  const [typed, setTyped] = useState(value.keyword ?? '');

  useEffect(() => setTyped(value.keyword ?? ''), [value.keyword]);

  function search(event: FormEvent) {
    event.preventDefault();
    onChange({ ...value, keyword: typed.trim() || undefined });
  }

  return (
    <HStack gap="3" mb="4">
      <form onSubmit={search} role="search">
        <Input
          size="sm"
          width="250px"
          value={typed}
          placeholder={words.searchPlaceholder()}
          aria-label={words.searchPlaceholder()}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="task-search"
        />
      </form>
      <NativeSelect.Root size="sm" width="200px">
        <NativeSelect.Field
          aria-label={words.sortLabel()}
          data-testid="task-sort"
          value={`${value.sortField}:${value.sortType}`}
          onChange={(event) => {
            const [sortField, sortType] = event.target.value.split(':') as [TaskSort, SortType];
            onChange({ ...value, sortField, sortType });
          }}
        >
          {TASK_SORTS.flatMap((field) =>
            (['DESC', 'ASC'] as const).map((type) => (
              <option key={`${field}:${type}`} value={`${field}:${type}`}>
                {words.sorts[field][type]()}
              </option>
            )),
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
