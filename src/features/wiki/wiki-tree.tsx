import { Box, Flex, IconButton, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { WikiPageSummary } from '../../../contract/wiki';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ChevronRightIcon } from '../../ui/icons';
import { treeItemProps, useTreeKeyboard } from '../../ui/tree-keyboard';
import { PageActionsMenu } from './page-actions-menu';
import type { WikiActions } from './wiki-actions';
import { ancestorIds, childrenByParent } from './wiki-tree-model';

interface Props {
  libraryId: number;
  pages: WikiPageSummary[];
  currentId: number | null;
  actions: WikiActions;
}

interface RowProps extends Props {
  page: WikiPageSummary;
  depth: number;
  /** The page's place among its siblings (1-based) and how many they are. */
  position: number;
  siblingCount: number;
  children: Map<number | null, WikiPageSummary[]>;
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
}

function PageMenu({ page, actions }: { page: WikiPageSummary; actions: WikiActions }) {
  const { LL } = useI18nContext();
  if (page.access !== 'edit') return null;
  return (
    <PageActionsMenu
      page={page}
      actions={actions}
      testIdPrefix="wiki-action"
      trigger={
        <IconButton size="2xs" variant="ghost" aria-label={LL.wiki.tree.more({ name: page.title })} data-testid="wiki-page-menu">
          ⋯
        </IconButton>
      }
    />
  );
}

function TreeRow(props: RowProps) {
  const { LL } = useI18nContext();
  const { libraryId, page, depth, position, siblingCount, children, expanded, toggle, currentId, actions } = props;
  const below = children.get(page.id) ?? [];
  const open = expanded.has(page.id);
  const selected = page.id === currentId;
  return (
    <Box role="none">
      <Flex
        {...treeItemProps({
          id: page.id,
          label: page.title,
          level: depth + 1,
          setSize: siblingCount,
          posInSet: position,
          expanded: below.length ? open : undefined,
          current: selected,
        })}
        align="center"
        gap="0.5"
        bg={selected ? 'blue.subtle' : undefined}
        rounded="md"
        pl={`${depth * 14}px`}
        pr="1"
        className="group"
        data-testid="wiki-tree-row"
        data-title={page.title}
        data-current={selected || undefined}
      >
        {below.length ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={open ? LL.wiki.tree.collapse({ name: page.title }) : LL.wiki.tree.expand({ name: page.title })}
            onClick={() => toggle(page.id)}
            tabIndex={-1}
            css={{ '& svg': { transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 0.1s' } }}
            data-testid="wiki-tree-toggle"
          >
            <ChevronRightIcon />
          </IconButton>
        ) : (
          <Box width="6" flexShrink={0} />
        )}
        <ChakraLink asChild flex="1" minWidth="0" py="1" color="fg" fontWeight={selected ? 'semibold' : undefined} _hover={{ textDecoration: 'none' }}>
          <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(page.id) }} data-testid="wiki-tree-link" data-tree-activate>
            <Box as="span" truncate>
              {page.title}
            </Box>
            {page.restricted ? (
              <Box as="span" title={LL.wiki.tree.restricted()} aria-label={LL.wiki.tree.restricted()} color="fg.muted" ml="1">
                🔒
              </Box>
            ) : null}
          </Link>
        </ChakraLink>
        <PageMenu page={page} actions={actions} />
      </Flex>
      {open && below.length ? (
        <Stack role="group" gap="0">
          {below.map((child, index) => (
            <TreeRow key={child.id} {...props} page={child} depth={depth + 1} position={index + 1} siblingCount={below.length} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** The wiki's pages as a tree; the open page is highlighted and the way down to it opened. */
export function WikiTree(props: Props) {
  const { LL } = useI18nContext();
  const { pages, currentId } = props;
  const children = useMemo(() => childrenByParent(pages), [pages]);
  const path = useMemo(() => ancestorIds(pages, currentId), [pages, currentId]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(path));
  const pathKey = path.join('/');

  // Opening a page elsewhere (a link, search, a new sub-page) opens the tree down to it.
  useEffect(() => {
    setExpanded((current) => {
      const missing = path.filter((id) => !current.has(id));
      return missing.length ? new Set([...current, ...missing]) : current;
    });
  }, [pathKey]);

  function toggle(id: number, open?: boolean) {
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  const { treeProps } = useTreeKeyboard({ currentId, onExpand: (id, open) => toggle(Number(id), open) });

  const top = children.get(null) ?? [];
  if (!top.length) return null;
  return (
    <Stack role="tree" aria-label={LL.wiki.tree.label()} gap="0" data-testid="wiki-tree" {...treeProps}>
      {top.map((page, index) => (
        <TreeRow
          key={page.id}
          {...props}
          page={page}
          depth={0}
          position={index + 1}
          siblingCount={top.length}
          children={children}
          expanded={expanded}
          toggle={toggle}
        />
      ))}
    </Stack>
  );
}
