import { Box } from '@chakra-ui/react';
import { highlightParts } from './highlight-parts';

/**
 * The server's highlighted text as text nodes, the matches in `<mark>` elements made by React. One
 * inline element holds them all, so a flex parent (a link) lays the text out as one run, and the marks
 * add no padding that would open gaps inside a word.
 */
export function Highlighted({ html }: { html: string }) {
  return (
    <span data-testid="highlighted">
      {highlightParts(html).map((part, index) =>
        part.mark ? (
          <Box as="mark" key={index} bg="yellow.subtle" color="fg" rounded="sm" data-testid="hit-mark">
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}
