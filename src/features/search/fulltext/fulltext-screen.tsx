import { Alert, Badge, Box, Button, Center, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useQuery } from '@tanstack/react-query';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { LIBRARY_LIMITS, LIMITS } from '../../../../contract/constants';
import { FULLTEXT_KINDS, type FulltextHit } from '../../../../contract/fulltext';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useTree } from '../../../api/knowledge';
import { formatBytes, formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { connectivity, isConnected } from '../../../state/connectivity';
import { ChoiceFilter, DateRangeFilter, RangeError, TextFilter } from '../../../ui/filter-fields';
import { treeRows } from '../../../ui/knowledge-items';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { SearchResultRow } from '../../../ui/search-result-row';
import { useFulltext } from '../api/fulltext';
import { type FulltextSearch, filterLibrariesQuery, fulltextParamsOf } from './fulltext-filters';

/** A creator typed into the filter applies once typing pauses this long. */
const OWNER_SETTLES_MS = 500;

type FilterPatch = Pick<FulltextSearch, 'classifyId' | 'libraryId' | 'kind' | 'from' | 'to' | 'owner'>;

/** Where a hit opens: a file or a page in its detail (/overview), a folder in its library. */
function targetOf(hit: FulltextHit): LinkProps {
  if (hit.kind === 'folder') return { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: hit.libraryId, tab: 'folder', id: hit.id } };
  return { to: '/overview', search: { kind: hit.kind, libraryId: hit.libraryId, id: hit.id } };
}

/** /fulltext: one search over every library and wiki the person can read; the address holds the whole query. */
export function FulltextScreen({ search }: { search: FulltextSearch }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const params = fulltextParamsOf(search);
  const results = useFulltext(params);
  const libraries = useQuery(filterLibrariesQuery);
  const categories = useTree();
  const connected = useSelector(() => isConnected(connectivity.get()));
  // The words apply when searched for (Enter or the button); every filter applies the moment it changes,
  // so the filters shown and the results shown always belong to the same search: the address's.
  const [keyword, setKeyword] = useState(search.searchValue ?? '');
  const [days, setDays] = useState({ from: search.from, to: search.to });
  const [owner, setOwner] = useState(search.owner);
  useEffect(() => setKeyword(search.searchValue ?? ''), [search.searchValue]);
  useEffect(() => setDays({ from: search.from, to: search.to }), [search.from, search.to]);
  useEffect(() => setOwner(search.owner), [search.owner]);
  const rangeError = Boolean(days.from && days.to && days.to < days.from);

  const go = (patch: Partial<FulltextSearch>) =>
    void navigate({ to: '/fulltext', search: { ...search, ...patch, pageNum: undefined, timestamp: Date.now() } });
  const applyFilter = (patch: FilterPatch) => go(patch);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ searchValue: keyword.trim().slice(0, LIBRARY_LIMITS.searchKeywordMax) || undefined });
  };
  const setDay = (patch: { from?: string; to?: string }) => {
    const next = { ...days, ...patch };
    setDays(next);
    if (!(next.from && next.to && next.to < next.from)) applyFilter(next);
  };
  useEffect(() => {
    const typed = owner?.trim() || undefined;
    if (typed === (search.owner?.trim() || undefined)) return;
    const timer = setTimeout(() => applyFilter({ owner: typed }), OWNER_SETTLES_MS);
    return () => clearTimeout(timer);
    // Only the typed value starts the wait; the address catching up must not start another.
  }, [owner]);

  return (
    <ScreenFrame>
      <form onSubmit={submit} role="search" data-testid="fulltext-form">
        <HStack gap="2" mb="3" maxWidth="720px">
          <Input
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
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
            value={search.classifyId}
            options={treeRows(categories.data ?? []).map((category) => ({ value: category.id, label: `${'\u3000'.repeat(category.depth)}${category.name}` }))}
            onChange={(classifyId) => applyFilter({ classifyId })}
            testId="fulltext-classify"
          />
          <ChoiceFilter
            label={LL.fulltext.library()}
            anyLabel={LL.fulltext.anyLibrary()}
            value={search.libraryId}
            options={(libraries.data?.content ?? []).map((library) => ({ value: library.id, label: library.name }))}
            onChange={(libraryId) => applyFilter({ libraryId })}
            width="56"
            testId="fulltext-library"
          />
          <ChoiceFilter label={LL.fulltext.kind()} anyLabel={LL.fulltext.anyKind()} value={search.kind} options={FULLTEXT_KINDS.map((kind) => ({ value: kind, label: LL.fulltext.kinds[kind]() }))} onChange={(kind) => applyFilter({ kind })} width="36" testId="fulltext-kind" />
          <DateRangeFilter from={days.from} to={days.to} fromLabel={LL.fulltext.from()} toLabel={LL.fulltext.to()} onChange={setDay} testIdPrefix="fulltext" />
          <TextFilter label={LL.fulltext.owner()} value={owner} maxLength={LIMITS.accountMax} placeholder={LL.fulltext.ownerPlaceholder()} onChange={setOwner} testId="fulltext-owner" />
        </HStack>
        {rangeError ? <RangeError testId="fulltext-range-error" /> : null}
      </form>

      <Box mt="4">
        {params.keyword === '' ? (
          <Text color="fg.muted" data-testid="fulltext-idle">
            {LL.fulltext.idle()}
          </Text>
        ) : (results.isPending || results.isPlaceholderData) && (!connected || results.fetchStatus === 'paused') ? (
          // Queries wait while no server answers: say so, instead of a spinner that never ends or the
          // last search's results standing in for this one.
          <Alert.Root status="warning" maxWidth="720px" data-testid="fulltext-offline">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{LL.fulltext.offline()}</Alert.Title>
              <Alert.Description>{LL.fulltext.offlineHint()}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
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
            {LL.fulltext.none({ keyword: params.keyword })}
          </Text>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted" mb="3" data-testid="fulltext-count">
              {results.data.capped ? LL.search.countCapped({ count: results.data.totalElements }) : LL.search.count({ count: results.data.totalElements })}
            </Text>
            <Stack gap="4" data-testid="fulltext-results">
              {results.data.content.map((hit) => (
                <SearchResultRow
                  key={`${hit.kind}-${hit.id}`}
                  kind={hit.kind}
                  link={targetOf(hit)}
                  titleHtml={hit.nameHighlight}
                  context={`${hit.libraryName}${hit.path === '/' ? '' : ` · ${hit.path}`}`}
                  meta={[hit.owner?.name, hit.size === null ? null : formatBytes(hit.size, locale), formatDateTime(hit.updatedAt, locale)]}
                  snippetHtml={hit.snippet}
                  badges={
                    hit.matchedContent ? (
                      <Badge size="sm" variant="subtle" colorPalette="green">
                        {LL.search.inContent()}
                      </Badge>
                    ) : null
                  }
                  testIds={{ row: 'fulltext-hit', link: 'fulltext-hit-link', snippet: 'fulltext-snippet' }}
                  data={{ 'data-name': hit.name, 'data-kind': hit.kind }}
                />
              ))}
            </Stack>
            <Pager page={results.data} pageLink={(pageNum) => ({ to: '/fulltext', search: { ...search, pageNum: pageNumInAddress(pageNum) } })} />
          </>
        )}
      </Box>
    </ScreenFrame>
  );
}
