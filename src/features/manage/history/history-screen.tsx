import { Button, HStack, Link as ChakraLink, Spinner, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { HISTORY_GROUP_KEYS } from '../../../../contract/audit-events';
import { LIMITS, PAGING } from '../../../../contract/constants';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { useAddressForm } from '../../../lib/use-address-form';
import { ChoiceFilter, DateRangeFilter, RangeError, TextFilter } from '../../../ui/filter-fields';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { historyCsvUrl, useHistory, useHistoryActions } from '../api/history';
import { LibraryFilter } from '../library-filter';
import { filtersOf, type HistorySearch } from './history-filters';

/**
 * manage/history: the operation records of every library and of the back office, and the audit (downloads,
 * previews, sign-ins, tokens, the wiki's actions, with the address each came from), filtered through the
 * address, exported as CSV. The actions are named by the server, as its records are.
 */
export function HistoryScreen({ search }: { search: HistorySearch }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const filters = filtersOf(search);
  const records = useHistory(filters, search.pageNum ?? 1, PAGING.lists.defaultSize);
  const actions = useHistoryActions();
  const words = LL.manageBackoffice.history;
  const { form, set, submit, rangeError } = useAddressForm(search, (edited) =>
    navigate({ to: '/manage/history', search: { ...edited, account: edited.account?.trim() || undefined, ip: edited.ip?.trim() || undefined, pageNum: undefined } }),
  );

  return (
    <ScreenFrame>
      <form onSubmit={submit} data-testid="history-filters">
        <HStack gap="3" mb="2" flexWrap="wrap" alignItems="end">
          <TextFilter label={LL.manageHistory.account()} value={form.account} maxLength={LIMITS.accountMax} placeholder={LL.manageHistory.accountPlaceholder()} onChange={(account) => set({ account })} testId="history-account" />
          <LibraryFilter label={LL.manageHistory.library()} anyLabel={LL.manageHistory.anyLibrary()} value={form.libraryId} onChange={(libraryId) => set({ libraryId })} testId="history-library" />
          <ChoiceFilter
            label={LL.manageHistory.action()}
            anyLabel={LL.manageHistory.anyAction()}
            value={form.action}
            options={(actions.data ?? []).map(({ action, name }) => ({ value: action, label: name }))}
            onChange={(action) => set({ action })}
            width="44"
            testId="history-action"
          />
          <ChoiceFilter
            label={words.group()}
            anyLabel={words.anyGroup()}
            value={form.group}
            options={HISTORY_GROUP_KEYS.map((group) => ({ value: group, label: words.groups[group]() }))}
            onChange={(group) => set({ group })}
            width="32"
            testId="history-group"
          />
          <TextFilter label={words.ip()} value={form.ip} maxLength={64} placeholder={words.ipPlaceholder()} onChange={(ip) => set({ ip })} testId="history-ip" />
          <DateRangeFilter from={form.from} to={form.to} fromLabel={LL.manageHistory.from()} toLabel={LL.manageHistory.to()} onChange={set} testIdPrefix="history" />
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
        {rangeError ? <RangeError testId="history-range-error" /> : null}
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
                <Table.ColumnHeader>{words.address()}</Table.ColumnHeader>
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
                  <Table.Cell whiteSpace="nowrap" title={record.userAgent ?? undefined} data-testid="history-address">
                    {record.ip ?? '—'}
                  </Table.Cell>
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
