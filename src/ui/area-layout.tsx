import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** An area of the outer layout: its side navigation beside the screen. */
export function AreaLayout({ nav, testId }: { nav: ReactNode; testId: string }) {
  return (
    <Flex flex="1" align="stretch" data-testid={testId}>
      {nav}
      <Box flex="1" minWidth="0">
        <Outlet />
      </Box>
    </Flex>
  );
}
