import { Button, Checkbox, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LIMITS, PAGING } from '../../../../contract/constants';
import type { RecycleEntry, RecycleOutcome } from '../../../../contract/manage-backoffice';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { useAddressForm } from '../../../lib/use-address-form';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DateRangeFilter, RangeError, TextFilter } from '../../../ui/filter-fields';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useRecycleAction, useRecycleBin } from '../api/backoffice';
import { LibraryFilter } from '../library-filter';
import { recycleFiltersOf, type RecycleSearch } from './recycle-filters';

const keyOf = (entry: Pick<RecycleEntry, 'kind' | 'id'>) => `${entry.kind}:${entry.id}`;

/** manage/recycle: what was deleted in every department and project library; restore or purge, one or many. */
export function RecycleScreen({ search }: { search: RecycleSearch }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const filters = recycleFiltersOf(search);
  const bin = useRecycleBin(filters, search.pageNum ?? 1, PAGING.lists.defaultSize);
  const action = useRecycleAction();
  const { form, set, submit, rangeError } = useAddressForm(search, (edited) =>
    navigate({ to: '/manage/recycle', search: { ...edited, account: edited.account?.trim() || undefined, pageNum: undefined } }),
  );
  const [selected, setSelected] = useState<Map<string, RecycleEntry>>(new Map());
  const [purging, setPurging] = useState<RecycleEntry[] | null>(null);
  const [failures, setFailures] = useState<RecycleOutcome['failed']>([]);

  useEffect(() => {
    // Another page or other filters: what was selected is no longer on screen.
    setSelected(new Map());
  }, [search.libraryId, search.account, search.from, search.to, search.pageNum]);

  function run(mode: 'restore' | 'purge', entries: RecycleEntry[]) {
    action.mutate(
      { mode, selection: { items: entries.map((entry) => ({ kind: entry.kind, id: entry.id })) } },
      {
        onSuccess: (outcome) => {
          setFailures(outcome.failed);
          setSelected(new Map());
          setPurging(null);
          if (outcome.done) showToast('success', mode === 'restore' ? LL.manageBackoffice.recycle.restored({ count: outcome.done }) : LL.manageBackoffice.recycle.purged({ count: outcome.done }));
        },
        onError: (error) => {
          setPurging(null);
          showToast('error', error.message);
        },
      },
    );
  }

  const entries = bin.data?.content ?? [];
  const allSelected = entries.length > 0 && entries.every((entry) => selected.has(keyOf(entry)));
  const toggle = (entry: RecycleEntry, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(keyOf(entry), entry);
      else next.delete(keyOf(entry));
      return next;
    });

  return (
    <ScreenFrame>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {LL.manageBackoffice.recycle.intro()}
      </Text>
      <form onSubmit={submit} data-testid="recycle-filters">
        <HStack gap="3" mb="2" flexWrap="wrap" alignItems="end">
          <LibraryFilter label={LL.manageBackoffice.library()} anyLabel={LL.manageBackoffice.anyLibrary()} value={form.libraryId} onChange={(libraryId) => set({ libraryId })} testId="recycle-library" />
          <TextFilter label={LL.manageBackoffice.recycle.deletedBy()} value={form.account} maxLength={LIMITS.accountMax} placeholder={LL.manageBackoffice.accountPlaceholder()} onChange={(account) => set({ account })} testId="recycle-account" />
          <DateRangeFilter from={form.from} to={form.to} fromLabel={LL.manageBackoffice.from()} toLabel={LL.manageBackoffice.to()} onChange={set} testIdPrefix="recycle" />
          <Button size="sm" type="submit" data-testid="recycle-search">
            {LL.manageBackoffice.search()}
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to="/manage/recycle" search={{}}>
              {LL.manageBackoffice.reset()}
            </Link>
          </Button>
        </HStack>
        {rangeError ? <RangeError testId="recycle-range-error" /> : null}
      </form>

      <HStack gap="2" mt="3">
        <Button size="sm" disabled={selected.size === 0} loading={action.isPending} onClick={() => run('restore', [...selected.values()])} data-testid="recycle-restore-selected">
          {LL.manageBackoffice.recycle.restore()}
        </Button>
        <Button size="sm" variant="outline" colorPalette="red" disabled={selected.size === 0} onClick={() => setPurging([...selected.values()])} data-testid="recycle-purge-selected">
          {LL.manageBackoffice.recycle.purge()}
        </Button>
      </HStack>
      {failures.length ? (
        <Stack gap="1" mt="2" data-testid="recycle-failures">
          {failures.map((failure) => (
            <Text key={`${failure.kind}:${failure.id}`} color="fg.error" fontSize="sm">
              {LL.manageBackoffice.recycle.failed({ name: failure.name || `#${failure.id}`, message: failure.message })}
            </Text>
          ))}
        </Stack>
      ) : null}

      {bin.isPending ? (
        <Spinner size="sm" mt="4" />
      ) : bin.isError ? (
        <Text color="fg.error" mt="4">
          {bin.error.message}
        </Text>
      ) : entries.length === 0 ? (
        <Text color="fg.muted" mt="4" data-testid="recycle-none">
          {LL.manageBackoffice.none()}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mt="4" mb="2" data-testid="recycle-count">
            {LL.manageBackoffice.count({ count: bin.data.totalElements })}
          </Text>
          <Table.Root size="sm" data-testid="recycle-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader width="8">
                  <Checkbox.Root size="sm" checked={allSelected} onCheckedChange={(details) => entries.forEach((entry) => toggle(entry, details.checked === true))}>
                    <Checkbox.HiddenInput aria-label={LL.manageBackoffice.recycle.selectAll()} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.recycle.name()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.recycle.kind()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.library()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.recycle.deletedBy()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.recycle.deletedAt()}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => (
                <Table.Row key={keyOf(entry)} data-testid="recycle-row" data-name={entry.name}>
                  <Table.Cell>
                    <Checkbox.Root size="sm" checked={selected.has(keyOf(entry))} onCheckedChange={(details) => toggle(entry, details.checked === true)} data-testid="recycle-select">
                      <Checkbox.HiddenInput aria-label={LL.manageBackoffice.recycle.select({ name: entry.name })} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">{entry.name}</Table.Cell>
                  <Table.Cell>{LL.manageBackoffice.recycle.kinds[entry.kind]()}</Table.Cell>
                  <Table.Cell>{entry.library.name}</Table.Cell>
                  <Table.Cell>{entry.deletedBy ? `${entry.deletedBy.name} (${entry.deletedBy.account})` : '—'}</Table.Cell>
                  <Table.Cell color="fg.muted" whiteSpace="nowrap">
                    {formatDateTime(entry.deletedAt, locale)}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button size="xs" variant="ghost" aria-label={LL.manageBackoffice.recycle.restoreOne({ name: entry.name })} onClick={() => run('restore', [entry])} data-testid="recycle-restore">
                        {LL.manageBackoffice.recycle.restore()}
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" aria-label={LL.manageBackoffice.recycle.purgeOne({ name: entry.name })} onClick={() => setPurging([entry])} data-testid="recycle-purge">
                        {LL.manageBackoffice.recycle.purge()}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={bin.data} pageLink={(pageNum) => ({ to: '/manage/recycle', search: { ...search, pageNum: pageNumInAddress(pageNum) } })} />
        </>
      )}
      <ConfirmDialog
        open={purging !== null}
        title={LL.manageBackoffice.recycle.purgeTitle()}
        message={LL.manageBackoffice.recycle.purgeMessage({ count: purging?.length ?? 0 })}
        confirmLabel={LL.manageBackoffice.recycle.purge()}
        danger
        pending={action.isPending}
        onConfirm={() => purging && run('purge', purging)}
        onClose={() => setPurging(null)}
      />
    </ScreenFrame>
  );
}
