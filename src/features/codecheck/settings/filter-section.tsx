import { Box, Button, Field, Heading, HStack, IconButton, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { normaliseFilter, type TaskDetail } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { formatDateTime } from '../../../lib/display-format';
import { showToast } from '../../../ui/toaster';
import { usePathFilters } from '../api/path-filters';
import { useAddPathFilter, useDeletePathFilter } from '../api/task-mutations';
import { FolderPicker } from './folder-picker';
import type { SettingsAccess } from './settings-access';

/** Filter: paths left out of every scan, typed (a prefix or a glob) or picked from the repository's folders. */
export function FilterSection({ task, access }: { task: TaskDetail; access: SettingsAccess }) {
  const { LL, locale } = useI18nContext();
  const words = LL.codecheckSettings.filter;
  const filters = usePathFilters(task.taskId);
  const add = useAddPathFilter();
  const remove = useDeletePathFilter();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [picking, setPicking] = useState(false);
  const paths = (filters.data ?? []).map((filter) => filter.path);

  function leaveOut(raw: string) {
    const path = normaliseFilter(raw);
    if (!path) return setError(LL.validation.necessary());
    if (paths.includes(path)) return setError(words.duplicate());
    setError(undefined);
    add.mutate(
      { taskId: task.taskId, path },
      {
        onSuccess: () => {
          setTyped('');
          showToast('success', words.added({ path }));
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : undefined),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    leaveOut(typed);
  }

  return (
    <Stack gap="6" maxWidth="880px">
      {access.editable ? (
        <form onSubmit={submit} noValidate data-testid="settings-filter-add">
          <Field.Root invalid={!!error}>
            <Field.Label>{words.path()}</Field.Label>
            <HStack width="full">
              <Input value={typed} placeholder="src/generated, **/*.min.js" onChange={(event) => setTyped(event.target.value)} data-testid="filter-path" />
              <Button type="submit" loading={add.isPending} data-testid="filter-add">
                {words.add()}
              </Button>
              <Button variant="outline" onClick={() => setPicking((open) => !open)} data-testid="filter-pick">
                {picking ? words.closeTree() : words.openTree()}
              </Button>
            </HStack>
            <Field.HelperText>{words.pathHelp()}</Field.HelperText>
            <Field.ErrorText data-testid="filter-path-error">{error}</Field.ErrorText>
          </Field.Root>
          {picking ? (
            <Box mt="3">
              <FolderPicker taskId={task.taskId} excluded={paths} onPick={leaveOut} pending={add.isPending} />
            </Box>
          ) : null}
        </form>
      ) : null}

      <Box>
        <Heading as="h3" size="sm" mb="2">
          {words.listTitle()}
        </Heading>
        {filters.isPending ? (
          <Spinner size="sm" />
        ) : paths.length ? (
          <Table.Root size="sm" data-testid="filter-list">
            <Table.Body>
              {(filters.data ?? []).map((filter) => (
                <Table.Row key={filter.path} data-testid="filter-row" data-path={filter.path}>
                  <Table.Cell fontFamily="mono">{filter.path}</Table.Cell>
                  <Table.Cell color="fg.muted">{formatDateTime(filter.createdAt, locale)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {access.editable ? (
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={words.remove({ path: filter.path })}
                        loading={remove.isPending && remove.variables?.path === filter.path}
                        onClick={() => remove.mutate({ taskId: task.taskId, path: filter.path })}
                        data-testid="filter-remove"
                      >
                        ✕
                      </IconButton>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        ) : (
          <Text color="fg.muted" fontSize="sm" data-testid="filter-empty">
            {words.empty()}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
