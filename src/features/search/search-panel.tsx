import { Badge, Box, Button, Center, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { LIBRARY_LIMITS, PAGING } from '../../../contract/constants';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatDateTime } from '../../lib/display-format';
import { pageNumInAddress } from '../../lib/paging';
import { Pager } from '../../ui/pager';
import { SearchResultRow } from '../../ui/search-result-row';
import { type SearchScope, useSearch } from './api/search';

const SCOPES: SearchScope[] = ['all', 'name', 'content'];

export interface SearchState {
  keyword: string;
  scope: SearchScope;
  pageNum: number;
}

interface Props {
  state: SearchState;
  /** Within one library; across every readable library when left out. */
  libraryId?: number;
  /** The address of a search: words, scope and page all live there. */
  link: (state: { keyword?: string; scope?: SearchScope; pageNum?: number }) => LinkProps;
}

/** A search box with its scope, and the highlighted matches page by page. */
export function SearchPanel({ state, libraryId, link }: Props) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(state.keyword);
  const [scope, setScope] = useState<SearchScope>(state.scope);
  const results = useSearch({ keyword: state.keyword.trim(), scope: state.scope, libraryId, pageNum: state.pageNum, pageSize: PAGING.search.defaultSize });

  useEffect(() => {
    setTyped(state.keyword);
    setScope(state.scope);
  }, [state.keyword, state.scope]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const keyword = typed.trim().slice(0, LIBRARY_LIMITS.searchKeywordMax);
    void navigate(link({ keyword: keyword || undefined, scope: scope === 'all' ? undefined : scope }));
  }

  return (
    <Box>
      <form onSubmit={submit} role="search">
        <HStack gap="2" mb="5" maxWidth="720px">
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={libraryId === undefined ? LL.search.placeholderAll() : LL.search.placeholderLibrary()}
            aria-label={LL.search.label()}
            maxLength={LIBRARY_LIMITS.searchKeywordMax}
            data-testid="search-input"
          />
          <NativeSelect.Root width="52" flexShrink={0}>
            <NativeSelect.Field aria-label={LL.search.scopeLabel()} value={scope} onChange={(event) => setScope(event.target.value as SearchScope)} data-testid="search-scope">
              {SCOPES.map((option) => (
                <option key={option} value={option}>
                  {LL.search.scopes[option]()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button type="submit" data-testid="search-submit">
            {LL.search.submit()}
          </Button>
        </HStack>
      </form>

      {state.keyword.trim() === '' ? (
        <Text color="fg.muted" data-testid="search-idle">
          {LL.search.idle()}
        </Text>
      ) : results.isPending ? (
        <Center py="10">
          <Spinner />
        </Center>
      ) : results.isError ? (
        <Text color="fg.error">{results.error.message}</Text>
      ) : results.data.content.length === 0 ? (
        <Text color="fg.muted" data-testid="search-none">
          {LL.search.none({ keyword: state.keyword })}
        </Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mb="3" data-testid="search-count">
            {results.data.capped ? LL.search.countCapped({ count: results.data.totalElements }) : LL.search.count({ count: results.data.totalElements })}
          </Text>
          <Stack gap="4" data-testid="search-results">
            {results.data.content.map((hit) => {
              const { node } = hit;
              const target: LinkProps =
                node.kind === 'folder'
                  ? { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: node.libraryId, tab: 'folder', id: node.id } }
                  : { to: '/browse', search: { libraryId: node.libraryId, nodeId: node.id } };
              return (
                <SearchResultRow
                  key={node.id}
                  kind={node.kind === 'folder' ? 'folder' : 'file'}
                  link={target}
                  titleHtml={hit.nameHighlight}
                  context={`${hit.libraryName}${hit.path === '/' ? '' : ` · ${hit.path}`}`}
                  meta={[node.updatedBy?.name, formatDateTime(node.updatedAt, locale)]}
                  snippetHtml={hit.snippet}
                  badges={
                    hit.matchedContent ? (
                      <Badge size="sm" variant="subtle" colorPalette="green">
                        {LL.search.inContent()}
                      </Badge>
                    ) : null
                  }
                  testIds={{ row: 'search-hit', link: 'hit-link', snippet: 'hit-snippet' }}
                  data={{ 'data-name': node.name }}
                />
              );
            })}
          </Stack>
          <Pager page={results.data} pageLink={(pageNum) => link({ keyword: state.keyword, scope: state.scope === 'all' ? undefined : state.scope, pageNum: pageNumInAddress(pageNum) })} />
        </>
      )}
    </Box>
  );
}
