import { Box, Flex } from '@chakra-ui/react';
import { ExceptionOutlet } from '../../ui/exception-outlet';
import { TopBar } from './top-bar';

/** The outer layout: the top bar above the screen. */
export function OuterLayout() {
  return (
    <Flex data-testid="layout-outer" direction="column" minHeight="100vh">
      <TopBar />
      <Box as="main" flex="1" display="flex" flexDirection="column" minWidth="0">
        <ExceptionOutlet />
      </Box>
    </Flex>
  );
}
