import { Badge, Button, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { LIMITS, PAGING } from '../../../../contract/constants';
import type { GrantOverviewRow } from '../../../../contract/manage-backoffice';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { pageNumInAddress } from '../../../lib/paging';
import { useAddressForm } from '../../../lib/use-address-form';
import { TextFilter } from '../../../ui/filter-fields';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { grantOverviewCsvUrl, useGrantOverview } from '../api/backoffice';
import { LibraryFilter } from '../library-filter';
import { grantOverviewFiltersOf, type GrantOverviewSearch } from './grant-overview-filters';

/** manage/grantOverview: who may do what on which library and page, and where it comes from; exported as CSV. */
export function GrantOverviewScreen({ search }: { search: GrantOverviewSearch }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const filters = grantOverviewFiltersOf(search);
  const rows = useGrantOverview(filters, search.pageNum ?? 1, PAGING.lists.defaultSize);
  const { form, set, submit } = useAddressForm(search, (edited) => navigate({ to: '/manage/grantOverview', search: { account: edited.account?.trim() || undefined, libraryId: edited.libraryId } }));

  const can = (row: GrantOverviewRow) =>
    row.page
      ? [row.canEdit ? LL.manageBackoffice.grants.pageEdit() : LL.manageBackoffice.grants.pageRead()]
      : [
          row.canRead && LL.manageBackoffice.grants.read(),
          row.canUpload && LL.manageBackoffice.grants.upload(),
          row.canEdit && LL.manageBackoffice.grants.edit(),
          row.canDownload && LL.manageBackoffice.grants.download(),
          row.isAdmin && LL.manageBackoffice.grants.admin(),
        ].filter((word) => word !== false) as string[];

  return (
    <ScreenFrame>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {LL.manageBackoffice.grants.intro()}
      </Text>
      <form onSubmit={submit} data-testid="grants-filters">
        <HStack gap="3" mb="2" flexWrap="wrap" alignItems="end">
          <TextFilter label={LL.manageBackoffice.account()} value={form.account} maxLength={LIMITS.accountMax} placeholder={LL.manageBackoffice.accountPlaceholder()} onChange={(account) => set({ account })} testId="grants-account" />
          <LibraryFilter label={LL.manageBackoffice.library()} anyLabel={LL.manageBackoffice.anyLibrary()} value={form.libraryId} onChange={(libraryId) => set({ libraryId })} testId="grants-library" />
          <Button size="sm" type="submit" data-testid="grants-search">
            {LL.manageBackoffice.search()}
          </Button>
          <Button size="sm" variant="ghost" asChild>
            <Link to="/manage/grantOverview" search={{}}>
              {LL.manageBackoffice.reset()}
            </Link>
          </Button>
          <Button size="sm" variant="outline" asChild>
            <a href={grantOverviewCsvUrl(filters)} download data-testid="grants-export">
              {LL.manageBackoffice.grants.export()}
            </a>
          </Button>
        </HStack>
      </form>

      {rows.isPending ? (
        <Spinner size="sm" mt="4" />
      ) : rows.isError ? (
        <Text color="fg.error" mt="4">
          {rows.error.message}
        </Text>
      ) : rows.data.content.length === 0 ? (
        <Text color="fg.muted" mt="4" data-testid="grants-none">
          {LL.manageBackoffice.none()}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mt="4" mb="2" data-testid="grants-count">
            {LL.manageBackoffice.count({ count: rows.data.totalElements })}
          </Text>
          <Table.Root size="sm" data-testid="grants-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.manageBackoffice.grants.person()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.library()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.grants.page()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.grants.role()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.grants.can()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.grants.sources()}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.data.content.map((row) => (
                <Table.Row key={`${row.person.id}-${row.library.id}-${row.page?.id ?? 0}`} data-testid="grants-row">
                  <Table.Cell>{`${row.person.name} (${row.person.account})`}</Table.Cell>
                  <Table.Cell>
                    <Link to="/doc/lib/$libraryId" params={{ libraryId: row.library.id }}>
                      {row.library.name}
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{row.page?.title ?? '—'}</Table.Cell>
                  <Table.Cell>
                    {row.page ? (row.role === 'edit' ? LL.manageBackoffice.grants.pageEdit() : LL.manageBackoffice.grants.pageRead()) : LL.library.roles[row.role as 'admin']()}
                  </Table.Cell>
                  <Table.Cell>{can(row).join(' · ')}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" flexWrap="wrap">
                      {row.sources.map((source, index) => (
                        <Badge key={index} variant="subtle" size="sm">
                          {LL.manageBackoffice.grants.via[source.via]()}
                          {source.name ? ` ${source.name}` : ''}
                        </Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={rows.data} pageLink={(pageNum) => ({ to: '/manage/grantOverview', search: { ...search, pageNum: pageNumInAddress(pageNum) } })} />
        </>
      )}
    </ScreenFrame>
  );
}
