import { Box } from '@chakra-ui/react';
import { ExceptionOutlet } from './exception-outlet';

/** The full layout: the screen alone, no top bar (sign-in, exception pages, query detail, browse). */
export function FullLayout() {
  return (
    <Box data-testid="layout-full" minHeight="100vh" bg="bg.subtle">
      <ExceptionOutlet />
    </Box>
  );
}
