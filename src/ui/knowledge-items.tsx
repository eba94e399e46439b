import { Box, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Category, KnowledgeItem } from '../../contract/knowledge';
import { useI18nContext } from '../../i18n/i18n-react';
import { useFollowItem } from '../api/knowledge';
import { formatDateTime } from '../lib/display-format';
import { FollowToggle } from './follow-toggle';

/** Opens an item: a library at its files, anything else on the search overview (its location, people, versions). */
export function ItemLink({ item }: { item: Pick<KnowledgeItem, 'kind' | 'id' | 'name' | 'libraryId'> }) {
  return (
    <ChakraLink asChild color="blue.fg" data-testid="knowledge-item-link">
      {item.kind === 'library' ? (
        <Link to="/doc/lib/$libraryId" params={{ libraryId: item.libraryId }}>
          {item.name}
        </Link>
      ) : (
        <Link to="/overview" search={{ kind: item.kind === 'wiki' ? 'wiki' : 'file', libraryId: item.libraryId, id: item.id }}>
          {item.name}
        </Link>
      )}
    </ChakraLink>
  );
}

export function KindLabel({ kind }: { kind: KnowledgeItem['kind'] }) {
  const { LL } = useI18nContext();
  return (
    <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
      {LL.knowledge.kinds[kind]()}
    </Text>
  );
}

/** Follows or stops following one knowledge item. */
export function FollowItemButton({ item }: { item: KnowledgeItem }) {
  const { LL } = useI18nContext();
  const follow = useFollowItem();
  const label = item.followed ? LL.knowledge.unfollow({ name: item.name }) : LL.knowledge.follow({ name: item.name });
  return <FollowToggle followed={item.followed} label={label} pending={follow.isPending} onToggle={() => follow.mutate({ item, follow: !item.followed })} testId="knowledge-follow" />;
}

/** One item on a short list (the home): kind, name, library, when it changed. */
export function ItemLine({ item }: { item: KnowledgeItem }) {
  const { locale } = useI18nContext();
  return (
    <HStack gap="2" py="1" data-testid="knowledge-item">
      <KindLabel kind={item.kind} />
      {/* A long name ends in an ellipsis and shows whole on hover; the date stays on one line beside it. */}
      <Box flex="1" minWidth="0" truncate fontSize="sm" title={item.name} data-testid="knowledge-item-name">
        <ItemLink item={item} />
      </Box>
      <Text fontSize="xs" color="fg.muted" truncate maxWidth="45%" title={`${item.libraryName} · ${formatDateTime(item.updatedAt, locale)}`}>
        {item.libraryName} · <Text as="span" whiteSpace="nowrap">{formatDateTime(item.updatedAt, locale)}</Text>
      </Text>
    </HStack>
  );
}

export interface TreeNode extends Category {
  children: TreeNode[];
  depth: number;
}

/** The flat list of categories as a tree, each level in order; depth-first rows for display. */
export function treeRows(categories: Category[]): TreeNode[] {
  const byParent = new Map<number | null, Category[]>();
  for (const category of categories) byParent.set(category.parentId, [...(byParent.get(category.parentId) ?? []), category]);
  const rows: TreeNode[] = [];
  const walk = (parentId: number | null, depth: number): TreeNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((category) => {
        const node: TreeNode = { ...category, depth, children: [] };
        rows.push(node);
        node.children = walk(category.id, depth + 1);
        return node;
      });
  walk(null, 0);
  return rows;
}
