import { Box, Flex } from '@chakra-ui/react';
import { ExceptionOutlet } from '../../ui/exception-outlet';
import { MAIN_ID } from '../../ui/skip-link';
import { TopBar } from './top-bar';

/** The outer layout: the top bar above the screen. */
export function OuterLayout() {
  return (
    <Flex data-testid="layout-outer" direction="column" minHeight="100vh">
      <TopBar />
      {/* The skip link's target: focusable from script only, and no ring around the whole screen. */}
      <Box as="main" id={MAIN_ID} tabIndex={-1} outline="none" flex="1" display="flex" flexDirection="column" minWidth="0">
        <ExceptionOutlet />
      </Box>
    </Flex>
  );
}
