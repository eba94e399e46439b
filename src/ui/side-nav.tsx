import { Box, IconButton, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SIDE_NAV_WIDTH } from '../../contract/constants';
import { useI18nContext } from '../../i18n/i18n-react';
import { shellState } from '../state/shell-state';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface SideNavItem {
  key: string;
  label: string;
  link: LinkProps;
  /** Active only on exactly this URL (a section home), not on its children. */
  exact?: boolean;
}

export interface SideNavSection {
  key: string;
  title?: string;
  items: SideNavItem[];
}

const COLLAPSED_WIDTH = 48;

interface Props {
  label: string;
  sections: SideNavSection[];
  /** Shown above the links, e.g. the task selector. */
  header?: ReactNode;
}

/** The collapsible side navigation (240 px); whether it is collapsed is remembered on this device. */
export function SideNav({ label, sections, header }: Props) {
  const { LL } = useI18nContext();
  const collapsed = useSelector(() => shellState.sideNavCollapsed.get());
  return (
    <Box
      as="nav"
      aria-label={label}
      data-testid="side-nav"
      data-collapsed={collapsed ? 'true' : 'false'}
      width={`${collapsed ? COLLAPSED_WIDTH : SIDE_NAV_WIDTH}px`}
      flexShrink={0}
      borderRightWidth="1px"
      bg="bg.subtle"
      transition="width 0.15s ease"
      overflow="hidden"
    >
      <Box display="flex" justifyContent="flex-end" p="2">
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={collapsed ? LL.nav.expand() : LL.nav.collapse()}
          aria-expanded={!collapsed}
          data-testid="side-nav-toggle"
          onClick={() => shellState.sideNavCollapsed.set(!collapsed)}
        >
          {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      {collapsed ? null : (
        <Stack gap="4" px="3" pb="6" width={`${SIDE_NAV_WIDTH}px`}>
          {header}
          {sections.map((section) => (
            <Stack key={section.key} gap="1">
              {section.title ? (
                <Text fontSize="xs" fontWeight="semibold" color="fg.muted" px="3" textTransform="uppercase">
                  {section.title}
                </Text>
              ) : null}
              {section.items.map((item) => (
                <ChakraLink
                  key={item.key}
                  asChild
                  px="3"
                  py="2"
                  rounded="md"
                  color="fg"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  css={{ '&[data-status=active]': { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' } }}
                  colorPalette="blue"
                >
                  <Link {...item.link} activeOptions={{ exact: item.exact ?? false, includeSearch: false }}>
                    {item.label}
                  </Link>
                </ChakraLink>
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
