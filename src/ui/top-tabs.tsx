import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useI18nContext } from '../../i18n/i18n-react';
import { projectViewPermissionQuery, switchQuery } from '../api/common';
import { type TopTab, visibleTopTabs } from './top-tab-rules';

const TAB_LINKS: Record<TopTab, LinkProps> = {
  home: { to: '/home' },
  knowledge: { to: '/classify/{-$id}', params: {} },
  department: { to: '/doc' },
  project: { to: '/ppmdoc' },
  personal: { to: '/personal' },
  codecheck: { to: '/codecc/tasks' },
};

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

export function TopTabs() {
  const { LL } = useI18nContext();
  const tabs = useTopTabs();
  return (
    <HStack as="nav" aria-label={LL.tabs.label()} gap="1" data-testid="top-tabs">
      {tabs.map((tab) => (
        <ChakraLink
          key={tab.key}
          asChild
          px="3"
          py="2"
          rounded="md"
          color="fg.muted"
          fontWeight="medium"
          _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
          css={{ '&[data-status=active]': { color: 'blue.fg', bg: 'blue.subtle' } }}
        >
          <Link {...tab.link} data-testid={`tab-${tab.key}`}>
            {tab.label}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
