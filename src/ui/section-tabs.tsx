import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';

export interface SectionTab {
  key: string;
  label: string;
  link: LinkProps;
}

/** Links between the sections of one screen (library management, task settings, a tool's views). */
export function SectionTabs({ label, tabs }: { label: string; tabs: SectionTab[] }) {
  return (
    <HStack as="nav" aria-label={label} gap="1" borderBottomWidth="1px" px="8" pt="4" data-testid="section-tabs">
      {tabs.map((tab) => (
        <ChakraLink
          key={tab.key}
          asChild
          px="3"
          py="2"
          mb="-1px"
          borderBottomWidth="2px"
          borderColor="transparent"
          color="fg.muted"
          _hover={{ color: 'fg', textDecoration: 'none' }}
          css={{ '&[data-status=active]': { color: 'blue.fg', borderColor: 'blue.solid' } }}
        >
          <Link {...tab.link} activeOptions={{ includeSearch: false }}>
            {tab.label}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
