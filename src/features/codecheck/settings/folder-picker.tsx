import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { FolderNode } from '../../../../contract/codecheck-task';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useFolderTree } from '../api/path-filters';

interface Props {
  taskId: number;
  /** Paths already left out: shown as such rather than offered again. */
  excluded: readonly string[];
  onPick: (path: string) => void;
  pending: boolean;
}

function FolderRow({ node, depth, excluded, onPick, pending }: { node: FolderNode; depth: number } & Omit<Props, 'taskId'>) {
  const { LL } = useI18nContext();
  const words = LL.codecheckSettings.filter;
  const left = excluded.includes(node.path);
  return (
    <>
      <HStack ps={`${depth * 16}px`} py="0.5" justify="space-between" data-testid="folder-row" data-path={node.path}>
        <Text fontSize="sm" fontFamily="mono" color={left ? 'fg.muted' : undefined}>
          {node.name}/
        </Text>
        {left ? (
          <Text fontSize="xs" color="fg.muted">
            {words.alreadyLeftOut()}
          </Text>
        ) : (
          <Button size="2xs" variant="ghost" disabled={pending} onClick={() => onPick(node.path)} data-testid="folder-pick">
            {words.leaveOut()}
          </Button>
        )}
      </HStack>
      {left ? null : node.children.map((child) => <FolderRow key={child.path} node={child} depth={depth + 1} excluded={excluded} onPick={onPick} pending={pending} />)}
    </>
  );
}

/** The folders of the task's checkout, to leave one out by picking it. */
export function FolderPicker({ taskId, excluded, onPick, pending }: Props) {
  const { LL } = useI18nContext();
  const tree = useFolderTree(taskId, true);
  if (tree.isPending) return <Spinner size="sm" />;
  if (tree.isError) {
    return (
      <Text color="fg.error" fontSize="sm" data-testid="folder-tree-error">
        {tree.error.message}
      </Text>
    );
  }
  return (
    <Box borderWidth="1px" rounded="md" p="3" maxHeight="320px" overflowY="auto" data-testid="folder-tree">
      <Stack gap="0">
        {tree.data.children.length ? (
          tree.data.children.map((node) => <FolderRow key={node.path} node={node} depth={0} excluded={excluded} onPick={onPick} pending={pending} />)
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {LL.codecheckSettings.filter.noFolders()}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
