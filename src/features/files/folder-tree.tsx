import { Box, Button, Flex, IconButton, Link as ChakraLink, Spinner, Stack } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ChevronRightIcon } from '../../ui/icons';
import { treeItemProps, useTreeKeyboard } from '../../ui/tree-keyboard';
import { useFolderTree } from './api/folder-tree';
import { FolderIcon } from './file-icons';

type FolderTreeMode =
  | { kind: 'link'; link: (folderId: number | undefined) => LinkProps }
  | { kind: 'pick'; onPick: (folderId: number | undefined) => void; disabled?: ReadonlySet<number> };

interface Props {
  libraryId: number;
  root: { id: number; name: string };
  /** Folder ids from the root down to the chosen folder: opened from the start. */
  openPath: readonly number[];
  /** The chosen folder's id (the root's id for the root). */
  current: number;
  mode: FolderTreeMode;
}

interface NodeProps extends Props {
  folder: { id: number; name: string; hasChildren: boolean };
  depth: number;
  /** The folder's place among its siblings (1-based) and how many they are. */
  position: number;
  siblingCount: number;
  expanded: ReadonlySet<number>;
  toggle: (id: number) => void;
}

function TreeNode(props: NodeProps) {
  const { LL } = useI18nContext();
  const { libraryId, root, folder, depth, position, siblingCount, expanded, toggle, current, mode } = props;
  const isRoot = folder.id === root.id;
  const open = expanded.has(folder.id);
  const children = useFolderTree(libraryId, isRoot ? undefined : folder.id, open && folder.hasChildren);
  const target = isRoot ? undefined : folder.id;
  const selected = folder.id === current;
  const disabled = mode.kind === 'pick' && (mode.disabled?.has(folder.id) ?? false);
  const rowStyle = { bg: selected ? 'blue.subtle' : undefined, rounded: 'md', pl: `${depth * 14}px`, pr: '1' };

  const label =
    mode.kind === 'link' ? (
      <ChakraLink asChild flex="1" minWidth="0" py="1" gap="1.5" color="fg" _hover={{ textDecoration: 'none' }}>
        <Link {...mode.link(target)} data-testid="tree-link" data-tree-activate>
          <FolderIcon />
          <Box as="span" truncate>
            {folder.name}
          </Box>
        </Link>
      </ChakraLink>
    ) : (
      <Button
        variant="ghost"
        size="xs"
        flex="1"
        minWidth="0"
        justifyContent="flex-start"
        disabled={disabled}
        onClick={() => mode.onPick(target)}
        data-testid="tree-pick"
        data-tree-activate
        aria-pressed={selected}
      >
        <FolderIcon />
        <Box as="span" truncate>
          {folder.name}
        </Box>
      </Button>
    );

  return (
    <Box role="none">
      <Flex
        {...treeItemProps({
          id: folder.id,
          label: folder.name,
          level: depth + 1,
          setSize: siblingCount,
          posInSet: position,
          expanded: folder.hasChildren ? open : undefined,
          current: selected,
        })}
        // Picking a folder chooses it; the page shown stays the same, so it is not "the current page".
        aria-current={mode.kind === 'pick' ? undefined : selected ? 'page' : undefined}
        aria-disabled={disabled || undefined}
        align="center"
        gap="0.5"
        data-testid="folder-tree-item"
        data-name={folder.name}
        {...rowStyle}
      >
        {folder.hasChildren ? (
          <IconButton
            size="2xs"
            variant="ghost"
            aria-label={open ? LL.files.tree.collapse({ name: folder.name }) : LL.files.tree.expand({ name: folder.name })}
            onClick={() => toggle(folder.id)}
            tabIndex={-1}
            css={{ '& svg': { transform: open ? 'rotate(90deg)' : undefined, transition: 'transform 0.1s' } }}
          >
            <ChevronRightIcon />
          </IconButton>
        ) : (
          <Box width="6" flexShrink={0} />
        )}
        {label}
      </Flex>
      {open && folder.hasChildren ? (
        <Stack role="group" gap="0">
          {children.isPending ? <Spinner size="xs" ml={`${(depth + 1) * 14 + 8}px`} my="1" /> : null}
          {(children.data ?? []).map((child, index, all) => (
            <TreeNode key={child.id} {...props} folder={child} depth={depth + 1} position={index + 1} siblingCount={all.length} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

/** The library's folders, one level fetched at a time; opens along the way to the chosen folder. */
export function FolderTree(props: Props) {
  const { LL } = useI18nContext();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set([props.root.id, ...props.openPath]));
  const pathKey = props.openPath.join('/');

  // Opening a folder from the list or the breadcrumb opens the tree down to it too.
  useEffect(() => {
    setExpanded((current) => {
      const missing = props.openPath.filter((id) => !current.has(id));
      return missing.length ? new Set([...current, ...missing]) : current;
    });
    // Keyed on the ids, not the array: a new array with the same ids changes nothing.
  }, [pathKey]);

  function toggle(id: number, open?: boolean) {
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  const { treeProps } = useTreeKeyboard({ currentId: props.current, onExpand: (id, open) => toggle(Number(id), open) });

  return (
    <Box role="tree" aria-label={LL.files.tree.label()} data-testid="folder-tree" fontSize="sm" {...treeProps}>
      <TreeNode
        {...props}
        folder={{ ...props.root, hasChildren: true }}
        depth={0}
        position={1}
        siblingCount={1}
        expanded={expanded}
        toggle={toggle}
      />
    </Box>
  );
}
