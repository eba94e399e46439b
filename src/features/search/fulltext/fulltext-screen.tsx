import { Badge, Box, Button, Center, HStack, Input, Link as ChakraLink, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link, type LinkProps, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { LIBRARY_LIMITS, LIMITS, PAGING } from '../../../../contract/constants';
import { FULLTEXT_KINDS, type FulltextHit } from '../../../../contract/fulltext';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatBytes, formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { Highlighted } from '../../../ui/highlighted';
import { Labelled } from '../../../ui/labelled';
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
  const [form, setForm] = useState(search);
  const [rangeError, setRangeError] = useState(false);

  useEffect(() => {
    // The address is the source: a link, the back button or a reload puts its query in the form.
    setForm(search);
  }, [search.searchValue, search.classifyId, search.libraryId, search.kind, search.from, search.to, search.owner]);

  const set = (patch: Partial<FulltextSearch>) => setForm((current) => ({ ...current, ...patch }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (form.from && form.to && form.to < form.from) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    const keyword = form.searchValue?.trim().slice(0, LIBRARY_LIMITS.searchKeywordMax);
    void navigate({
      to: '/fulltext',
      search: { ...form, searchValue: keyword || undefined, owner: form.owner?.trim() || undefined, pageNum: undefined, timestamp: Date.now() },
    });
  }

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
          <Labelled label={LL.fulltext.classify()}>
            <NativeSelect.Root size="sm" width="48">
              <NativeSelect.Field
                aria-label={LL.fulltext.classify()}
                value={form.classifyId ?? ''}
                onChange={(event) => set({ classifyId: event.target.value ? Number(event.target.value) : undefined })}
                data-testid="fulltext-classify"
              >
                <option value="">{LL.fulltext.anyClassify()}</option>
                {treeRows(categories.data ?? []).map((category) => (
                  <option key={category.id} value={category.id}>
                    {`${'\u3000'.repeat(category.depth)}${category.name}`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={LL.fulltext.library()}>
            <NativeSelect.Root size="sm" width="56">
              <NativeSelect.Field
                aria-label={LL.fulltext.library()}
                value={form.libraryId ?? ''}
                onChange={(event) => set({ libraryId: event.target.value ? Number(event.target.value) : undefined })}
                data-testid="fulltext-library"
              >
                <option value="">{LL.fulltext.anyLibrary()}</option>
                {libraries.data?.content.map((library) => (
                  <option key={library.id} value={library.id}>
                    {library.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={LL.fulltext.kind()}>
            <NativeSelect.Root size="sm" width="36">
              <NativeSelect.Field aria-label={LL.fulltext.kind()} value={form.kind ?? ''} onChange={(event) => set({ kind: FULLTEXT_KINDS.find((kind) => kind === event.target.value) })} data-testid="fulltext-kind">
                <option value="">{LL.fulltext.anyKind()}</option>
                {FULLTEXT_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {LL.fulltext.kinds[kind]()}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={LL.fulltext.from()}>
            <Input size="sm" type="date" width="40" value={form.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} data-testid="fulltext-from" />
          </Labelled>
          <Labelled label={LL.fulltext.to()}>
            <Input size="sm" type="date" width="40" value={form.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} data-testid="fulltext-to" />
          </Labelled>
          <Labelled label={LL.fulltext.owner()}>
            <Input
              size="sm"
              width="40"
              value={form.owner ?? ''}
              maxLength={LIMITS.accountMax}
              placeholder={LL.fulltext.ownerPlaceholder()}
              onChange={(event) => set({ owner: event.target.value || undefined })}
              data-testid="fulltext-owner"
            />
          </Labelled>
        </HStack>
        {rangeError ? (
          <Text color="fg.error" fontSize="sm" mb="2" role="alert">
            {LL.fulltext.badRange()}
          </Text>
        ) : null}
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
