import { Button, HStack, Input, Link as ChakraLink, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { HISTORY_ACTIONS } from '../../../../contract/admin-operations';
import { LIMITS, PAGING } from '../../../../contract/constants';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { Labelled } from '../../../ui/labelled';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { useBackstageLibraries } from '../../library';
import { historyCsvUrl, useHistory } from '../api/history';
import { filtersOf, type HistorySearch } from './history-filters';

const route = getRouteApi('/_auth/_outer/manage/history');

/** manage/history: the operation record of every library, filtered through the address, exported as CSV. */
export function HistoryScreen() {
  const { LL, locale } = useI18nContext();
  const search: HistorySearch = route.useSearch();
  const navigate = useNavigate();
  const filters = filtersOf(search);
  const records = useHistory(filters, search.pageNum ?? 1, PAGING.lists.defaultSize);
  const libraries = useBackstageLibraries(false, { pageNum: 1, pageSize: PAGING.lists.maxSize });
  const [form, setForm] = useState(search);
  const [rangeError, setRangeError] = useState(false);

  useEffect(() => {
    // The address is the source: a link, the back button or a reload puts its filters in the form.
    setForm({ account: search.account, libraryId: search.libraryId, action: search.action, from: search.from, to: search.to });
  }, [search.account, search.libraryId, search.action, search.from, search.to]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.from && form.to && form.to < form.from) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    void navigate({ to: '/manage/history', search: { ...form, account: form.account?.trim() || undefined, pageNum: undefined } });
  }

  const set = (patch: Partial<HistorySearch>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <ScreenFrame>
      <form onSubmit={submit} data-testid="history-filters">
        <HStack gap="3" mb="2" flexWrap="wrap" alignItems="end">
          <Labelled label={LL.manageHistory.account()}>
            <Input
              size="sm"
              width="40"
              value={form.account ?? ''}
              maxLength={LIMITS.accountMax}
              placeholder={LL.manageHistory.accountPlaceholder()}
              onChange={(event) => set({ account: event.target.value || undefined })}
              data-testid="history-account"
            />
          </Labelled>
          <Labelled label={LL.manageHistory.library()}>
            <NativeSelect.Root size="sm" width="56">
              <NativeSelect.Field
                aria-label={LL.manageHistory.library()}
                value={form.libraryId ?? ''}
                onChange={(event) => set({ libraryId: event.target.value ? Number(event.target.value) : undefined })}
                data-testid="history-library"
              >
                <option value="">{LL.manageHistory.anyLibrary()}</option>
                {(libraries.data?.content ?? []).map((library) => (
                  <option key={library.id} value={library.id}>
                    {library.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={LL.manageHistory.action()}>
            <NativeSelect.Root size="sm" width="44">
              <NativeSelect.Field
                aria-label={LL.manageHistory.action()}
                value={form.action ?? ''}
                onChange={(event) => set({ action: event.target.value || undefined })}
                data-testid="history-action"
              >
                <option value="">{LL.manageHistory.anyAction()}</option>
                {HISTORY_ACTIONS.map((action) => (
                  <option key={action} value={action}>
                    {LL.manageHistory.actions[action]()}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={LL.manageHistory.from()}>
            <Input size="sm" type="date" width="40" value={form.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} data-testid="history-from" />
          </Labelled>
          <Labelled label={LL.manageHistory.to()}>
            <Input size="sm" type="date" width="40" value={form.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} data-testid="history-to" />
          </Labelled>
          <Button size="sm" type="submit" data-testid="history-search">
            {LL.manageHistory.search()}
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to="/manage/history" search={{}}>
              {LL.manageHistory.reset()}
            </Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <a href={historyCsvUrl(filters)} download data-testid="history-export">
              {LL.manageHistory.export()}
            </a>
          </Button>
        </HStack>
        {rangeError ? (
          <Text color="fg.error" fontSize="sm" data-testid="history-range-error">
            {LL.manageHistory.badRange()}
          </Text>
        ) : null}
      </form>

      {records.isPending ? (
        <Spinner size="sm" mt="4" />
      ) : records.isError ? (
        <Text color="fg.error" mt="4">
          {records.error.message}
        </Text>
      ) : records.data.content.length === 0 ? (
        <Text color="fg.muted" mt="4" data-testid="history-none">
          {LL.manageHistory.none()}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mt="4" mb="2" data-testid="history-count">
            {LL.manageHistory.count({ count: records.data.totalElements })}
          </Text>
          <Table.Root size="sm" data-testid="history-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.manageHistory.time()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageHistory.operator()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageHistory.library()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageHistory.action()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageHistory.information()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.data.content.map((record) => (
                <Table.Row key={record.key} data-testid="history-row">
                  <Table.Cell color="fg.muted" whiteSpace="nowrap">
                    {formatDateTime(record.time, locale)}
                  </Table.Cell>
                  <Table.Cell>{record.operator ? `${record.operator.name} (${record.operator.account})` : '—'}</Table.Cell>
                  <Table.Cell>
                    {record.libraryId === null ? (
                      '—'
                    ) : (
                      <ChakraLink asChild color="blue.fg">
                        <Link to="/doc/lib/$libraryId" params={{ libraryId: record.libraryId }}>
                          {record.libraryName}
                        </Link>
                      </ChakraLink>
                    )}
                  </Table.Cell>
                  <Table.Cell>{record.actionName}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{record.information}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={records.data} pageLink={(pageNum) => ({ to: '/manage/history', search: { ...search, pageNum: pageNumInAddress(pageNum) } })} />
        </>
      )}
    </ScreenFrame>
  );
}
