import { Box, chakra, HStack, Link as ChakraLink, Menu, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps, useMatchRoute } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { projectViewPermissionQuery, switchQuery } from '../api/common';
import { ChevronDownIcon } from './icons';
import { type TopTab, tabsThatFit, visibleTopTabs } from './top-tab-rules';

const TAB_LINKS: Record<TopTab, LinkProps> = {
  home: { to: '/home' },
  knowledge: { to: '/classify/{-$id}', params: {} },
  department: { to: '/doc' },
  project: { to: '/ppmdoc' },
  personal: { to: '/personal' },
  codecheck: { to: '/codecc/tasks' },
};

/** Pixels between two tabs (gap="1"). */
const GAP = 4;

/** One line each, never wrapped: a tab that does not fit goes under "more" instead. */
const TAB_STYLE = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  px: '3',
  py: '1.5',
  rounded: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  lineHeight: '1.25rem',
} as const;

const ACTIVE = { color: 'blue.fg', bg: 'blue.subtle' } as const;

interface TopTabEntry {
  key: TopTab;
  label: string;
  link: LinkProps;
}

/** The top-bar tabs this person may see, in order. */
export function useTopTabs(): TopTabEntry[] {
  const { LL } = useI18nContext();
  const { data: topSwitch } = useQuery(switchQuery);
  const { data: projectPermission } = useQuery(projectViewPermissionQuery);
  return visibleTopTabs({ show: topSwitch?.show, viewPermission: projectPermission?.viewPermission }).map((key) => ({
    key,
    label: LL.tabs[key](),
    link: TAB_LINKS[key],
  }));
}

/**
 * The main navigation. It takes the room the top bar leaves it; the tabs that do not fit (a long
 * language, the offline badge showing) move, last first, into a "more" menu rather than wrap.
 */
export function TopTabs() {
  const { LL } = useI18nContext();
  const tabs = useTopTabs();
  const matchRoute = useMatchRoute();
  const nav = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(tabs.length);

  // Measured before paint from an invisible copy of every tab, so the bar is never drawn overflowing.
  useLayoutEffect(() => {
    const navElement = nav.current;
    const rulerElement = ruler.current;
    if (!navElement || !rulerElement) return;
    const fit = () => {
      const widths = [...rulerElement.children].map((child) => child.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      setShown(tabsThatFit(navElement.clientWidth, widths, more, GAP));
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(navElement);
    observer.observe(rulerElement);
    return () => observer.disconnect();
  }, []);

  const hidden = tabs.slice(shown);
  const hiddenActive = hidden.some((tab) => matchRoute({ ...(tab.link as object), fuzzy: true } as Parameters<typeof matchRoute>[0]) !== false);

  return (
    <HStack ref={nav} as="nav" aria-label={LL.tabs.label()} gap={`${GAP}px`} flex="1" minWidth="0" position="relative" data-testid="top-tabs">
      {tabs.slice(0, shown).map((tab) => (
        <ChakraLink key={tab.key} asChild {...TAB_STYLE} color="fg.muted" _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }} css={{ '&[data-status=active]': ACTIVE }}>
          <Link {...tab.link} data-testid={`tab-${tab.key}`}>
            {tab.label}
          </Link>
        </ChakraLink>
      ))}
      {hidden.length > 0 ? (
        <Menu.Root>
          <Menu.Trigger asChild>
            <chakra.button
              type="button"
              {...TAB_STYLE}
              cursor="pointer"
              color={hiddenActive ? ACTIVE.color : 'fg.muted'}
              bg={hiddenActive ? ACTIVE.bg : undefined}
              _hover={{ color: 'fg', bg: 'bg.muted' }}
              data-testid="tab-more"
            >
              {LL.tabs.more()}
              <ChevronDownIcon />
            </chakra.button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {hidden.map((tab) => (
                  <Menu.Item key={tab.key} value={tab.key} asChild css={{ '&[data-status=active]': ACTIVE }}>
                    <Link {...tab.link} data-testid={`more-tab-${tab.key}`}>
                      {tab.label}
                    </Link>
                  </Menu.Item>
                ))}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      ) : null}
      <Box position="absolute" inset="0" overflow="hidden" visibility="hidden" pointerEvents="none" aria-hidden="true">
        <HStack ref={ruler} gap={`${GAP}px`} width="max-content">
          {tabs.map((tab) => (
            <Box key={tab.key} {...TAB_STYLE}>
              {tab.label}
            </Box>
          ))}
          <Box {...TAB_STYLE}>
            {LL.tabs.more()}
            <ChevronDownIcon />
          </Box>
        </HStack>
      </Box>
    </HStack>
  );
}
