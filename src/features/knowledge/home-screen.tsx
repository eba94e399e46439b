import { Box, Button, Heading, HStack, Input, Link as ChakraLink, SimpleGrid, Spinner, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import type { KnowledgeItem } from '../../../contract/knowledge';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useKnowledgeHome } from '../../api/knowledge';
import { ItemLine } from '../../ui/knowledge-items';
import { ScreenFrame } from '../../ui/screen-frame';

function Section({ title, items, empty, testId }: { title: string; items: KnowledgeItem[] | undefined; empty: string; testId: string }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid={testId}>
      <Heading size="sm" mb="2">
        {title}
      </Heading>
      {items === undefined ? (
        <Spinner size="sm" />
      ) : items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        items.map((item) => <ItemLine key={`${item.kind}:${item.id}`} item={item} />)
      )}
    </Box>
  );
}

/** /home: the search box, recommended knowledge, recent documents and pages, followed knowledge — from the saved cache at once. */
export function HomeScreen() {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const home = useKnowledgeHome();
  const [value, setValue] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const searchValue = value.trim();
    if (!searchValue) return;
    void navigate({ to: '/fulltext', search: { searchValue, timestamp: Date.now() } });
  }

  return (
    <ScreenFrame>
      <form role="search" onSubmit={submit}>
        <HStack maxWidth="xl" mb="6">
          <Input
            type="search"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={LL.knowledge.homeSearchPlaceholder()}
            aria-label={LL.knowledge.homeSearchLabel()}
            data-testid="home-search"
          />
          <Button type="submit">{LL.knowledge.search()}</Button>
          <ChakraLink asChild color="blue.fg" whiteSpace="nowrap" fontSize="sm">
            <Link to="/classify/{-$id}" params={{}}>
              {LL.knowledge.browse()}
            </Link>
          </ChakraLink>
        </HStack>
      </form>
      {home.isError && !home.data ? (
        <Text color="fg.error" mb="3">
          {home.error.message}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
        <Section title={LL.knowledge.recommended()} items={home.data?.recommended} empty={LL.knowledge.noneRecommended()} testId="home-recommended" />
        <Section title={LL.knowledge.recent()} items={home.data?.recent} empty={LL.knowledge.noneRecent()} testId="home-recent" />
        <Section title={LL.knowledge.followed()} items={home.data?.followed} empty={LL.knowledge.noneFollowed()} testId="home-followed" />
      </SimpleGrid>
    </ScreenFrame>
  );
}
