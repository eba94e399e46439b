import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
// The global styles of `system`, written into a stylesheet by the build (scripts/theme-css.ts).
import 'virtual:theme-global.css';
import { system } from './theme';

/**
 * The theme's system for the provider without its global styles: Chakra's provider serialises and
 * inserts `_global` (reset, global CSS, every token's variable) and the layer order while the first
 * screen renders, which the stylesheet above already gives the page. Recipes still go into their layers.
 */
const systemStyledByStylesheet = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

export function ThemeProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={systemStyledByStylesheet}>{children}</ChakraProvider>;
}
