import { Badge, Box, Heading, HStack, Link as ChakraLink, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PERSONAL_HOME_ITEMS, type PersonalItem } from '../../../contract/personal';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useFollowedKnowledge } from '../../api/knowledge';
import { useFollowedLibraries } from '../../api/libraries/followed-libraries';
import { formatBytes, formatDateTime, formatRecent } from '../../lib/display-format';
import { ItemLink } from '../../ui/knowledge-items';
import { usePersonalHome } from './api/personal-home';

function itemLink(item: PersonalItem): LinkProps {
  if (item.kind === 'wiki') return { to: '/doc/lib/$libraryId/wiki/list/$id', params: { libraryId: item.libraryId, id: String(item.id) } };
  return { to: '/overview', search: { kind: 'file', libraryId: item.libraryId, id: item.id } };
}

function Card({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" height="full" data-testid={testId}>
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}

function Items({ items, empty }: { items: PersonalItem[]; empty: string }) {
  const { LL, locale } = useI18nContext();
  if (!items.length) return <Empty>{empty}</Empty>;
  return (
    <Stack gap="2">
      {items.map((item) => (
        <Box key={`${item.kind}-${item.id}`} data-testid="personal-item" data-name={item.name}>
          <HStack gap="2">
            <ChakraLink asChild fontSize="sm" color="blue.fg" truncate>
              <Link {...itemLink(item)}>{item.name}</Link>
            </ChakraLink>
            {item.kind === 'wiki' ? (
              <Badge size="xs" variant="subtle">
                {LL.fulltext.kinds.wiki()}
              </Badge>
            ) : null}
          </HStack>
          <HStack gap="1" fontSize="xs" color="fg.muted" minWidth="0">
            <Text truncate>{item.libraryName}</Text>
            <Text flexShrink={0} whiteSpace="nowrap" title={formatDateTime(item.at, locale)} data-testid="personal-item-time">
              · {formatRecent(item.at, locale)}
            </Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

/** The personal home above the person's own files: what they did lately, what they follow, their tasks and their space. */
export function PersonalSummary() {
  const { LL, locale } = useI18nContext();
  const summary = usePersonalHome();
  const followed = useFollowedLibraries('doc');
  const knowledge = useFollowedKnowledge();
  if (!summary.data) return null;
  const { recent, added, tasks, space } = summary.data;
  // What the person added is mostly what they changed last too: one list of both, newest first, each once.
  const seen = new Set<string>();
  const lately = [...recent, ...added]
    .sort((a, b) => b.at - a.at)
    .filter((item) => {
      const key = `${item.kind}-${item.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, PERSONAL_HOME_ITEMS);
  const share = space.quotaBytes ? Math.min(100, (space.usedBytes / space.quotaBytes) * 100) : 0;
  return (
    // Two columns of wide cards: names and dates fit on their lines at 1280 px; the recent list runs down the left.
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" mb="6" data-testid="personal-summary">
      <Box gridRow={{ md: 'span 2' }}>
        <Card title={LL.personalHome.recent()} testId="personal-recent">
          <Items items={lately} empty={LL.personalHome.noRecent()} />
        </Card>
      </Box>
      <Card title={LL.personalHome.followed()} testId="personal-followed">
        {followed.data?.length ? (
          <Stack gap="1">
            {followed.data.map((library) => (
              <ChakraLink key={library.id} asChild fontSize="sm" color="blue.fg">
                <Link to="/doc/lib/$libraryId" params={{ libraryId: library.id }}>
                  {library.name}
                </Link>
              </ChakraLink>
            ))}
          </Stack>
        ) : (
          <Empty>{LL.personalHome.noFollowed()}</Empty>
        )}
      </Card>
      <Card title={LL.personalHome.knowledge()} testId="personal-knowledge">
        {knowledge.data?.content.length ? (
          <Stack gap="1">
            {knowledge.data.content.slice(0, PERSONAL_HOME_ITEMS).map((item) => (
              <Box key={`${item.kind}-${item.id}`} fontSize="sm" truncate data-testid="personal-knowledge-item" data-name={item.name}>
                <ItemLink item={item} />
              </Box>
            ))}
          </Stack>
        ) : (
          <Empty>{LL.personalHome.noKnowledge()}</Empty>
        )}
      </Card>
      <Card title={LL.personalHome.tasks()} testId="personal-tasks">
        {tasks.length ? (
          <Stack gap="1">
            {tasks.map((task) => (
              <HStack key={task.taskId} gap="2">
                <ChakraLink asChild fontSize="sm" color="blue.fg" truncate>
                  <Link to="/codecc/task/$taskId" params={{ taskId: task.taskId }}>
                    {task.nameCn || task.nameEn}
                  </Link>
                </ChakraLink>
                {task.status === 1 ? (
                  <Badge size="xs" colorPalette="gray">
                    {LL.personalHome.suspended()}
                  </Badge>
                ) : null}
              </HStack>
            ))}
          </Stack>
        ) : (
          <Empty>{LL.personalHome.noTasks()}</Empty>
        )}
      </Card>
      <Card title={LL.personalHome.space()} testId="personal-space">
        <Progress.Root value={share} size="sm" colorPalette={share >= 90 ? 'red' : 'blue'} mb="2">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" data-testid="personal-space-usage">
          {LL.personalHome.usage({ used: formatBytes(space.usedBytes, locale), quota: formatBytes(space.quotaBytes, locale) })}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {LL.personalHome.files({ count: space.files })}
        </Text>
      </Card>
    </SimpleGrid>
  );
}
