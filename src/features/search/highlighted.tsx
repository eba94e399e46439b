import { Box } from '@chakra-ui/react';
import { highlightParts } from './highlight-parts';

/** The server's highlighted text as text nodes, the matches in `<mark>` elements made by React. */
export function Highlighted({ html }: { html: string }) {
  return (
    <>
      {highlightParts(html).map((part, index) =>
        part.mark ? (
          <Box as="mark" key={index} bg="yellow.subtle" color="fg" px="0.5" rounded="sm" data-testid="hit-mark">
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
