import { Box, Flex } from '@chakra-ui/react';
import { ExceptionOutlet } from './exception-outlet';
import { OfflineIndicator } from './offline-indicator';
import { MAIN_ID } from './skip-link';

/** The full layout: the screen alone, no top bar (sign-in, exception pages, query detail, browse). */
export function FullLayout() {
  return (
    <Box data-testid="layout-full" minHeight="100vh" bg="bg.subtle">
      {/* Without a top bar the offline indicator gets a line of its own, there only while it shows. */}
      <Flex justify="flex-end" px="8" pt="3" _empty={{ display: 'none' }}>
        <OfflineIndicator />
      </Flex>
      <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none">
        <ExceptionOutlet />
      </Box>
    </Box>
  );
}
