import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import type { ScreenKey } from '../lib/screen-key';
import { useScreenKey } from './use-screen-key';

interface Props {
  children: ReactNode;
  /** Defaults to the screen the route names. */
  screen?: ScreenKey;
  showTitle?: boolean;
}

/** The frame of every screen: its title as the page heading and a stable test id. */
export function ScreenFrame({ children, screen, showTitle = true }: Props) {
  const { LL } = useI18nContext();
  const routeScreen = useScreenKey();
  const key = screen ?? routeScreen;
  return (
    <Box data-testid={key ? `screen-${key}` : undefined} px="8" py="6">
      {showTitle && key ? (
        <Heading as="h1" size="xl" mb="4">
          {LL.screens[key]()}
        </Heading>
      ) : null}
      {children}
    </Box>
  );
}
