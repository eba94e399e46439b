import { Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { TOP_BAR_HEIGHT } from '../../../contract/constants';
import { useI18nContext } from '../../../i18n/i18n-react';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { BookIcon } from '../../ui/icons';
import { LanguageSwitch } from '../../ui/language-switch';
import { OfflineIndicator } from '../../ui/offline-indicator';
import { SearchBox } from '../../ui/search-box';
import { TopTabs } from '../../ui/top-tabs';
import { UserMenu } from './user-menu';

/**
 * The bar stays at the top of the window while the page scrolls (the notice above it scrolls away).
 * The name, the search box and the person's controls keep their size; the tabs take what is left.
 */
export function TopBar() {
  const { LL } = useI18nContext();
  return (
    <Flex
      as="header"
      data-testid="top-bar"
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      gap="3"
      px="4"
      height={`${TOP_BAR_HEIGHT}px`}
      borderBottomWidth="1px"
      bg="bg"
      flexShrink={0}
    >
      <ChakraLink asChild fontWeight="bold" fontSize="lg" color="blue.fg" whiteSpace="nowrap" flexShrink={0} me="2" _hover={{ textDecoration: 'none' }}>
        <Link to="/doc">
          <BookIcon />
          <Text as="span">{LL.app.name()}</Text>
        </Link>
      </ChakraLink>
      <TopTabs />
      <HStack gap="2" flexShrink={0}>
        <OfflineIndicator />
        <SearchBox />
        <LanguageSwitch />
        <NotificationBell />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
