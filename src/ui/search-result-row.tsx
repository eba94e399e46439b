import { Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Highlighted } from './highlighted';

export type ResultKind = 'file' | 'folder' | 'wiki' | 'library';

const ICON_PATHS: Record<ResultKind, string[]> = {
  file: ['M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z', 'M14 3v5h5'],
  folder: ['M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z'],
  wiki: ['M4 4h10l6 6v10H4z', 'M8 12h8', 'M8 16h6'],
  library: ['M2 5c3-1.5 6-1.5 10 1 4-2.5 7-2.5 10-1v14c-3-1.5-6-1.5-10 1-4-2.5-7-2.5-10-1z', 'M12 6v14'],
};

function KindIcon({ kind }: { kind: ResultKind }) {
  return (
    <svg viewBox="0 0 24 24" width="1.1em" height="1.1em" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {ICON_PATHS[kind].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

interface Props {
  kind: ResultKind;
  link: LinkProps;
  /** The title with the matched words already marked by the server. */
  titleHtml: string;
  /** Where the result lives: library and path, or the page's place in the wiki. */
  context: string;
  /** People, size, time: whatever the search knows, in that order. */
  meta: (string | null | undefined)[];
  snippetHtml?: string;
  badges?: ReactNode;
  testIds: { row: string; link: string; snippet: string };
  data?: Record<`data-${string}`, string>;
}

/**
 * One search result, the same on every search screen (a library, a wiki, all libraries): the kind's icon,
 * the highlighted title as a link, where it lives, the highlighted passage, then who and when.
 */
export function SearchResultRow({ kind, link, titleHtml, context, meta, snippetHtml, badges, testIds, data }: Props) {
  const details = meta.filter(Boolean).join(' · ');
  return (
    <HStack align="flex-start" gap="3" data-testid={testIds.row} {...data}>
      <Box color="fg.muted" pt="1" flexShrink={0}>
        <KindIcon kind={kind} />
      </Box>
      <Box minWidth="0" flex="1">
        <HStack gap="2" minWidth="0">
          <ChakraLink asChild fontWeight="medium" fontSize="md" color="blue.fg" minWidth="0">
            <Link {...link} data-testid={testIds.link}>
              <Text as="span" truncate>
                <Highlighted html={titleHtml} />
              </Text>
            </Link>
          </ChakraLink>
          {badges}
        </HStack>
        <Text fontSize="xs" color="fg.muted" truncate title={context}>
          {context}
        </Text>
        {snippetHtml ? (
          <Text fontSize="sm" mt="1" lineClamp={2} data-testid={testIds.snippet}>
            <Highlighted html={snippetHtml} />
          </Text>
        ) : null}
        {details ? (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {details}
          </Text>
        ) : null}
      </Box>
    </HStack>
  );
}
