import { Box, Button, Flex, Heading, HStack, Input, Link as ChakraLink, Spinner, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { PAGING } from '../../../../contract/constants';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useFollowedLibraries } from '../../../api/libraries/followed-libraries';
import { useLibraryList } from '../../../api/libraries/library-list';
import { currentUserQuery } from '../../../api/session';
import { pageNumInAddress } from '../../../lib/paging';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { useTopTabs } from '../../../ui/top-tabs';
import { CreateLibraryDialog } from '../create-library-dialog';
import { libraryFilesLink } from '../library-links';
import { LibraryTable } from '../library-table';

type KindTab = 'department' | 'personal' | 'all';
const KIND_TABS: KindTab[] = ['department', 'personal', 'all'];

type HomeKind = 'department' | 'personal' | 'all';

/** The document home: followed libraries first, then the person's libraries by kind, and a new one. */
export function DocHomeScreen({ kind = 'department', keyword, pageNum = 1 }: { kind?: HomeKind; keyword?: string; pageNum?: number }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const { data: user } = useQuery(currentUserQuery);
  const tabs = useTopTabs();
  const followed = useFollowedLibraries('doc');
  const mine = useLibraryList({ kind: kind === 'all' ? undefined : kind, keyword: keyword || undefined, pageNum, pageSize: PAGING.lists.defaultSize });
  const [creating, setCreating] = useState(false);
  const [typed, setTyped] = useState(keyword ?? '');

  useEffect(() => setTyped(keyword ?? ''), [keyword]);

  function filter(event: FormEvent) {
    event.preventDefault();
    void navigate({ to: '/doc', search: { kind: kind === 'department' ? undefined : kind, keyword: typed.trim() || undefined } });
  }

  return (
    <ScreenFrame showTitle={false}>
      <Flex justify="space-between" align="flex-start" gap="4" mb="2">
        <Box>
          <Heading as="h1" size="2xl" mb="2" data-testid="welcome">
            {LL.docHome.welcome({ name: user?.name ?? '' })}
          </Heading>
          <Text color="fg.muted">{LL.docHome.intro()}</Text>
        </Box>
        <Button onClick={() => setCreating(true)} data-testid="create-library">
          {LL.library.create.open()}
        </Button>
      </Flex>
      <HStack gap="3" mb="8" fontSize="sm">
        <Text color="fg.muted">{LL.docHome.reachable()}</Text>
        <Wrap gap="2" data-testid="reachable-tabs">
          {tabs.map((tab) => (
            <Button key={tab.key} asChild variant="outline" size="xs">
              <Link {...tab.link}>{tab.label}</Link>
            </Button>
          ))}
        </Wrap>
      </HStack>

      <Heading as="h2" size="md" mb="3">
        {LL.library.home.followed()}
      </Heading>
      <Box mb="8">
        {followed.isPending ? (
          <Spinner size="sm" />
        ) : followed.data?.length ? (
          <LibraryTable libraries={followed.data} testId="followed-libraries" link={libraryFilesLink} />
        ) : (
          <Text color="fg.muted" data-testid="followed-empty">
            {LL.library.home.followedEmpty()}
          </Text>
        )}
      </Box>

      <Flex justify="space-between" align="center" mb="3" gap="4" wrap="wrap">
        <HStack gap="4">
          <Heading as="h2" size="md">
            {LL.library.home.mine()}
          </Heading>
          <HStack as="nav" gap="1" aria-label={LL.library.kindLabel()}>
            {KIND_TABS.map((tab) => (
              <ChakraLink
                key={tab}
                asChild
                px="2"
                py="1"
                rounded="md"
                fontSize="sm"
                color={tab === kind ? 'blue.fg' : 'fg.muted'}
                bg={tab === kind ? 'blue.subtle' : undefined}
                _hover={{ textDecoration: 'none', bg: 'bg.muted' }}
              >
                <Link to="/doc" search={{ kind: tab === 'department' ? undefined : tab }} data-testid={`kind-${tab}`} aria-current={tab === kind ? 'page' : undefined}>
                  {LL.library.home.kindTabs[tab]()}
                </Link>
              </ChakraLink>
            ))}
          </HStack>
        </HStack>
        <form onSubmit={filter} role="search">
          <Input size="sm" width="240px" value={typed} placeholder={LL.library.home.filter()} aria-label={LL.library.home.filter()} onChange={(event) => setTyped(event.target.value)} data-testid="library-filter" />
        </form>
      </Flex>
      {mine.isPending ? (
        <Spinner size="sm" />
      ) : mine.data?.content.length ? (
        <>
          <LibraryTable libraries={mine.data.content} testId="my-libraries" link={libraryFilesLink} />
          <Pager
            page={mine.data}
            pageLink={(page) => ({ to: '/doc', search: { kind: kind === 'department' ? undefined : kind, keyword, pageNum: pageNumInAddress(page) } })}
          />
        </>
      ) : (
        <Text color="fg.muted" data-testid="libraries-empty">
          {mine.isError ? mine.error.message : LL.library.home.empty()}
        </Text>
      )}

      <CreateLibraryDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(library) => {
          setCreating(false);
          void navigate({ to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: library.id } });
        }}
      />
    </ScreenFrame>
  );
}
