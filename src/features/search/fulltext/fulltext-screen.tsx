import { Badge, Box, Button, Center, HStack, Input, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link, type LinkProps, useNavigate } from '@tanstack/react-router';
import { LIBRARY_LIMITS, LIMITS, PAGING } from '../../../../contract/constants';
import { FULLTEXT_KINDS, type FulltextHit } from '../../../../contract/fulltext';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatBytes, formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { useAddressForm } from '../../../lib/use-address-form';
import { ChoiceFilter, DateRangeFilter, RangeError, TextFilter } from '../../../ui/filter-fields';
import { Highlighted } from '../../../ui/highlighted';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { treeRows, useTree } from '../../knowledge';
import { useLibraryList } from '../../library';
import { useFulltext } from '../api/fulltext';
import { type FulltextSearch, filtersOf } from './fulltext-filters';

const route = getRouteApi('/_auth/_outer/fulltext');

/** Where a hit opens: a file or a page in its detail (/overview), a folder in its library. */
function targetOf(hit: FulltextHit): LinkProps {
  if (hit.kind === 'folder') return { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: hit.libraryId, tab: 'folder', id: hit.id } };
  return { to: '/overview', search: { kind: hit.kind, libraryId: hit.libraryId, id: hit.id } };
}

/** /fulltext: one search over every library and wiki the person can read; the address holds the whole query. */
export function FulltextScreen() {
  const { LL, locale } = useI18nContext();
  const search: FulltextSearch = route.useSearch();
  const navigate = useNavigate();
  const filters = filtersOf(search);
  const results = useFulltext({ ...filters, pageNum: search.pageNum ?? 1, pageSize: PAGING.search.defaultSize, timestamp: search.timestamp });
  const libraries = useLibraryList({ pageNum: 1, pageSize: PAGING.lists.maxSize });
  const categories = useTree();
  const { form, set, submit, rangeError } = useAddressForm(search, (edited) => {
    const keyword = edited.searchValue?.trim().slice(0, LIBRARY_LIMITS.searchKeywordMax);
    void navigate({
      to: '/fulltext',
      search: { ...edited, searchValue: keyword || undefined, owner: edited.owner?.trim() || undefined, pageNum: undefined, timestamp: Date.now() },
    });
  });

  return (
    <ScreenFrame>
      <form onSubmit={submit} role="search" data-testid="fulltext-form">
        <HStack gap="2" mb="3" maxWidth="720px">
          <Input
            value={form.searchValue ?? ''}
            onChange={(event) => set({ searchValue: event.target.value })}
            placeholder={LL.fulltext.placeholder()}
            aria-label={LL.search.label()}
            maxLength={LIBRARY_LIMITS.searchKeywordMax}
            data-testid="fulltext-input"
          />
          <Button type="submit" data-testid="fulltext-submit">
            {LL.search.submit()}
          </Button>
        </HStack>
        <HStack gap="3" mb="2" flexWrap="wrap" alignItems="end">
          <ChoiceFilter
            label={LL.fulltext.classify()}
            anyLabel={LL.fulltext.anyClassify()}
            value={form.classifyId}
            options={treeRows(categories.data ?? []).map((category) => ({ value: category.id, label: `${'\u3000'.repeat(category.depth)}${category.name}` }))}
            onChange={(classifyId) => set({ classifyId })}
            testId="fulltext-classify"
          />
          <ChoiceFilter
            label={LL.fulltext.library()}
            anyLabel={LL.fulltext.anyLibrary()}
            value={form.libraryId}
            options={(libraries.data?.content ?? []).map((library) => ({ value: library.id, label: library.name }))}
            onChange={(libraryId) => set({ libraryId })}
            width="56"
            testId="fulltext-library"
          />
          <ChoiceFilter label={LL.fulltext.kind()} anyLabel={LL.fulltext.anyKind()} value={form.kind} options={FULLTEXT_KINDS.map((kind) => ({ value: kind, label: LL.fulltext.kinds[kind]() }))} onChange={(kind) => set({ kind })} width="36" testId="fulltext-kind" />
          <DateRangeFilter from={form.from} to={form.to} fromLabel={LL.fulltext.from()} toLabel={LL.fulltext.to()} onChange={set} testIdPrefix="fulltext" />
          <TextFilter label={LL.fulltext.owner()} value={form.owner} maxLength={LIMITS.accountMax} placeholder={LL.fulltext.ownerPlaceholder()} onChange={(owner) => set({ owner })} testId="fulltext-owner" />
        </HStack>
        {rangeError ? <RangeError testId="fulltext-range-error" /> : null}
      </form>

      <Box mt="4">
        {filters.keyword === '' ? (
          <Text color="fg.muted" data-testid="fulltext-idle">
            {LL.fulltext.idle()}
          </Text>
        ) : results.isPending ? (
          <Center py="10">
            <Spinner />
          </Center>
        ) : results.isError ? (
          <Text color="fg.error" role="alert">
            {results.error.message}
          </Text>
        ) : results.data.content.length === 0 ? (
          <Text color="fg.muted" data-testid="fulltext-none">
            {LL.fulltext.none({ keyword: filters.keyword })}
          </Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted" mb="3" data-testid="fulltext-count">
              {results.data.capped ? LL.search.countCapped({ count: results.data.totalElements }) : LL.search.count({ count: results.data.totalElements })}
            </Text>
            <Stack gap="4" data-testid="fulltext-results">
              {results.data.content.map((hit) => (
                <Box key={`${hit.kind}-${hit.id}`} data-testid="fulltext-hit" data-name={hit.name} data-kind={hit.kind}>
                  <HStack gap="2">
                    <ChakraLink asChild fontWeight="medium" fontSize="md" color="blue.fg">
                      <Link {...targetOf(hit)} data-testid="fulltext-hit-link">
                        <Highlighted html={hit.nameHighlight} />
                      </Link>
                    </ChakraLink>
                    <Badge size="sm" variant="subtle">
                      {LL.fulltext.kinds[hit.kind]()}
                    </Badge>
                    {hit.matchedContent ? (
                      <Badge size="sm" variant="subtle" colorPalette="green">
                        {LL.search.inContent()}
                      </Badge>
                    ) : null}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {[hit.libraryName + hit.path, hit.owner?.name, hit.size === null ? null : formatBytes(hit.size, locale), formatDateTime(hit.updatedAt, locale)].filter(Boolean).join(' · ')}
                  </Text>
                  {hit.snippet ? (
                    <Text fontSize="sm" mt="1" data-testid="fulltext-snippet">
                      <Highlighted html={hit.snippet} />
                    </Text>
                  ) : null}
                </Box>
              ))}
            </Stack>
            <Pager page={results.data} pageLink={(pageNum) => ({ to: '/fulltext', search: { ...search, pageNum: pageNumInAddress(pageNum) } })} />
          </>
        )}
      </Box>
    </ScreenFrame>
  );
}
