import { Badge, Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useWikiSearch } from '../../../api/wiki-queries';
import { ScreenFrame } from '../../../ui/screen-frame';
import { SearchResultRow } from '../../../ui/search-result-row';
import { WikiFrame } from '../wiki-frame';

/** The wiki's pages by title and body, the matches highlighted, each leading to its page. */
export function WikiSearchScreen({ libraryId, keyword = '' }: { libraryId: number; keyword?: string }) {
  const { LL } = useI18nContext();
  const trimmed = keyword.trim();
  const { data, isPending, isFetching } = useWikiSearch(libraryId, trimmed, 1);

  let body;
  if (!trimmed) body = <Text color="fg.muted">{LL.wiki.search.idle()}</Text>;
  else if (!data) body = isPending ? <Spinner /> : null;
  else if (!data.content.length) body = <Text data-testid="wiki-search-none">{LL.wiki.search.none({ keyword: trimmed })}</Text>;
  else
    body = (
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm" data-testid="wiki-search-count">
          {data.capped ? LL.wiki.search.countCapped({ count: data.totalElements }) : LL.wiki.search.count({ count: data.totalElements })}
        </Text>
        {data.content.map((hit) => (
          <Box key={hit.page.id} opacity={isFetching ? 0.6 : 1}>
            <SearchResultRow
              kind="wiki"
              link={{ to: '/doc/lib/$libraryId/wiki/list/$id', params: { libraryId, id: String(hit.page.id) } }}
              titleHtml={hit.titleHighlight}
              context={hit.path || LL.wiki.search.top()}
              meta={[]}
              snippetHtml={hit.snippet}
              badges={
                hit.matchedBody && !hit.matchedTitle ? (
                  <Badge size="sm" variant="subtle" colorPalette="green">
                    {LL.wiki.search.inBody()}
                  </Badge>
                ) : null
              }
              testIds={{ row: 'wiki-search-hit', link: 'wiki-search-link', snippet: 'wiki-search-snippet' }}
            />
          </Box>
        ))}
      </Stack>
    );

  return (
    <ScreenFrame>
      <WikiFrame libraryId={libraryId} currentId={null} keyword={trimmed}>
        {body}
      </WikiFrame>
    </ScreenFrame>
  );
}
