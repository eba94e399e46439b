import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { Category } from '../../contract/knowledge';
import { useI18nContext } from '../../i18n/i18n-react';
import { ChevronRightIcon } from './icons';
import { treeRows, type TreeNode } from './knowledge-items';
import { treeItemProps, useTreeKeyboard } from './tree-keyboard';

/**
 * The classification tree as an indented list; `renderLabel` makes each category a link or a button (Enter
 * uses it). Every category starts open, since a classification is short and its names are what people scan.
 */
export function CategoryTree({ categories, selected, renderLabel }: { categories: Category[]; selected?: number; renderLabel: (category: Category) => ReactNode }) {
  const { LL } = useI18nContext();
  const rows = useMemo(() => treeRows(categories), [categories]);
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number, open: boolean) =>
    setClosed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  const { treeProps } = useTreeKeyboard({ currentId: selected, onExpand: (id, open) => toggle(Number(id), open) });

  // A category shows while none above it is closed; each keeps its place among its siblings.
  const visible = useMemo(() => {
    const out: { row: TreeNode; position: number; siblingCount: number }[] = [];
    const walk = (level: TreeNode[]) =>
      level.forEach((row, index) => {
        out.push({ row, position: index + 1, siblingCount: level.length });
        if (!closed.has(row.id)) walk(row.children);
      });
    walk(rows.filter((row) => row.depth === 0));
    return out;
  }, [rows, closed]);

  if (!rows.length)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="classify-tree-empty">
        {LL.knowledge.noCategories()}
      </Text>
    );
  return (
    <Box as="ul" role="tree" aria-label={LL.knowledge.treeTitle()} listStyleType="none" data-testid="classify-tree" {...treeProps}>
      {visible.map(({ row, position, siblingCount }) => {
        const open = !closed.has(row.id);
        return (
          <Flex
            as="li"
            {...treeItemProps({
              id: row.id,
              label: row.name,
              level: row.depth + 1,
              setSize: siblingCount,
              posInSet: position,
              expanded: row.children.length ? open : undefined,
              current: row.id === selected,
            })}
            key={row.id}
            align="center"
            gap="0.5"
            pl={`${row.depth * 16}px`}
            py="0.5"
            pr="2"
            borderRadius="sm"
            bg={row.id === selected ? 'blue.subtle' : undefined}
            data-testid="classify-node"
            data-name={row.name}
          >
            {row.children.length ? (
              <IconButton
                size="2xs"
                variant="ghost"
                tabIndex={-1}
                aria-label={open ? LL.knowledge.treeCollapse({ name: row.name }) : LL.knowledge.treeExpand({ name: row.name })}
                onClick={() => toggle(row.id, !open)}
                css={{ '& svg': { transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 0.1s' } }}
                data-testid="classify-toggle"
              >
                <ChevronRightIcon />
              </IconButton>
            ) : (
              <Box width="6" flexShrink={0} />
            )}
            <Box flex="1" minWidth="0">
              {renderLabel(row)}
            </Box>
          </Flex>
        );
      })}
    </Box>
  );
}
