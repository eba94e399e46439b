import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The class and highlight name that mark a thread's passage. */
export const HIGHLIGHT = 'comment-anchor';

const anchorStyles = {
  [`& .${HIGHLIGHT}`]: { backgroundColor: 'var(--chakra-colors-yellow-subtle)', borderBottom: '2px solid var(--chakra-colors-yellow-solid)' },
  [`& ::highlight(${HIGHLIGHT})`]: { backgroundColor: 'var(--chakra-colors-yellow-muted)' },
};

export function Beside({ children, panel }: { children: ReactNode; panel: ReactNode }) {
  return (
    <Flex gap="4" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
      <Box flex="1" minWidth="0" css={anchorStyles}>
        {children}
      </Box>
      <Box as="aside" width={{ base: 'full', lg: '300px' }} flexShrink={0} position={{ lg: 'sticky' }} top="4" data-testid="comments-column">
        {panel}
      </Box>
    </Flex>
  );
}

