import { Box, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { Highlighted } from '../../../ui/highlighted';
import { ScreenFrame } from '../../../ui/screen-frame';
import { useWikiSearch } from '../api/wiki-queries';
import { WikiFrame } from '../wiki-frame';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/wiki/libSearch');

/** The wiki's pages by title and body, the matches highlighted, each leading to its page. */
export function WikiSearchScreen() {
  const { LL } = useI18nContext();
  const { libraryId } = route.useParams();
  const { keyword = '' } = route.useSearch();
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
          <Box key={hit.page.id} data-testid="wiki-search-hit" opacity={isFetching ? 0.6 : 1}>
            <ChakraLink asChild fontWeight="semibold" fontSize="md" color="blue.fg">
              <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(hit.page.id) }} data-testid="wiki-search-link">
                <Highlighted html={hit.titleHighlight} />
              </Link>
            </ChakraLink>
            <Text fontSize="xs" color="fg.muted">
              {hit.path || LL.wiki.search.top()}
              {hit.matchedBody && !hit.matchedTitle ? ` · ${LL.wiki.search.inBody()}` : ''}
            </Text>
            {hit.snippet ? (
              <Text fontSize="sm" mt="1" data-testid="wiki-search-snippet">
                <Highlighted html={hit.snippet} />
              </Text>
            ) : null}
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
