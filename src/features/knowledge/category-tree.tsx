import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Category } from '../../../contract/knowledge';
import { useI18nContext } from '../../../i18n/i18n-react';
import { treeRows } from './item-parts';

/** The classification tree as an indented list; `renderLabel` makes each category a link or a button. */
export function CategoryTree({ categories, selected, renderLabel }: { categories: Category[]; selected?: number; renderLabel: (category: Category) => ReactNode }) {
  const { LL } = useI18nContext();
  const rows = treeRows(categories);
  if (!rows.length)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="classify-tree-empty">
        {LL.knowledge.noCategories()}
      </Text>
    );
  return (
    <Box as="ul" role="tree" aria-label={LL.knowledge.treeTitle()} listStyleType="none" data-testid="classify-tree">
      {rows.map((row) => (
        <Box
          as="li"
          role="treeitem"
          aria-selected={row.id === selected}
          key={row.id}
          pl={`${row.depth * 16 + 8}px`}
          py="1"
          pr="2"
          borderRadius="sm"
          bg={row.id === selected ? 'blue.subtle' : undefined}
          data-testid="classify-node"
          data-name={row.name}
        >
          {renderLabel(row)}
        </Box>
      ))}
    </Box>
  );
}
