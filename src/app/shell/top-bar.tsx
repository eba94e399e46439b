import { Flex, HStack, Link as ChakraLink, Spacer, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { BookIcon } from '../../ui/icons';
import { LanguageSwitch } from '../../ui/language-switch';
import { OfflineIndicator } from '../../ui/offline-indicator';
import { SearchBox } from '../../ui/search-box';
import { TopTabs } from '../../ui/top-tabs';
import { UserMenu } from './user-menu';

export function TopBar() {
  const { LL } = useI18nContext();
  return (
    <Flex as="header" data-testid="top-bar" align="center" gap="4" px="4" height="56px" borderBottomWidth="1px" bg="bg" flexShrink={0}>
      <ChakraLink asChild fontWeight="bold" fontSize="lg" color="blue.fg" _hover={{ textDecoration: 'none' }}>
        <Link to="/doc">
          <BookIcon />
          <Text as="span">{LL.app.name()}</Text>
        </Link>
      </ChakraLink>
      <TopTabs />
      <Spacer />
      <HStack gap="3">
        <OfflineIndicator />
        <SearchBox />
        <LanguageSwitch />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
