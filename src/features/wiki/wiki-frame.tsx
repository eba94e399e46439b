import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { TOP_BAR_HEIGHT } from '../../../contract/constants';
import type { WikiPageSummary } from '../../../contract/wiki';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isUnreachable } from '../../api/api-error';
import { api } from '../../api/client';
import { useWikiTree } from '../../api/wiki-queries';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { NameDialog } from '../../ui/name-dialog';
import { showToast } from '../../ui/toaster';
import { useMoveWikiPage, useRemoveWikiPage, useRenameWikiPage } from './api/wiki-mutations';
import { wikiExportUrl } from './api/wiki-urls';
import { ImportMarkdown } from './import-markdown';
import { KeepWikiOffline } from './keep-wiki-offline';
import { MovePageDialog } from './move-page-dialog';
import { type WikiActions, WikiActionsContext } from './wiki-actions';
import { WikiSearchForm } from './wiki-search-form';
import { WikiTree } from './wiki-tree';
import { subtreeIds } from './wiki-tree-model';

interface Props {
  libraryId: number;
  /** The page on show, highlighted in the tree. */
  currentId: number | null;
  /** The search screen's keyword, kept in the box. */
  keyword?: string;
  children: ReactNode;
}

type Dialog = { kind: 'rename' | 'move' | 'remove'; page: WikiPageSummary } | null;

/** A library's wiki: the page tree and search on the left, the screen on the right, and the page dialogs. */
export function WikiFrame({ libraryId, currentId, keyword, children }: Props) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const tree = useWikiTree(libraryId);
  const rename = useRenameWikiPage(libraryId);
  const move = useMoveWikiPage(libraryId);
  const remove = useRemoveWikiPage(libraryId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const pages = useMemo(() => tree.data?.pages ?? [], [tree.data]);

  // A wiki the person may not read, or a library that is gone: the exception pages say so.
  useEffect(() => {
    if (tree.error && !isUnreachable(tree.error)) api.handleError(tree.error);
  }, [tree.error]);

  const actions = useMemo<WikiActions>(
    () => ({
      create: (parentId) =>
        void navigate({ to: '/doc/lib/$libraryId/wiki/create', params: { libraryId }, search: parentId === null ? {} : { parentId } }),
      rename: (page) => setDialog({ kind: 'rename', page }),
      move: (page) => setDialog({ kind: 'move', page }),
      remove: (page) => setDialog({ kind: 'remove', page }),
    }),
    [navigate, libraryId],
  );

  const removing = dialog?.kind === 'remove' ? dialog.page : null;
  const removedCount = removing ? subtreeIds(pages, removing.id).size : 0;

  async function confirmRemove() {
    if (!removing) return;
    const result = await remove.mutateAsync(removing.id);
    setDialog(null);
    showToast('success', LL.wiki.dialogs.deleted({ count: result.deleted }));
    // The page on show went with it: open its parent, or the wiki's first page.
    if (currentId !== null && subtreeIds(pages, removing.id).has(currentId)) {
      const id = removing.parentId === null ? 'null' : String(removing.parentId);
      void navigate({ to: '/doc/lib/$libraryId/wiki/list/$id', params: { libraryId, id }, replace: true });
    }
  }

  return (
    <WikiActionsContext.Provider value={actions}>
      <Flex gap="6" align="flex-start" data-testid="wiki-frame">
        {/* Sticks below the top bar, which stays at the top of the window too. */}
        <Stack as="aside" width="64" flexShrink={0} gap="3" position="sticky" top={`${TOP_BAR_HEIGHT + 16}px`}>
          <WikiSearchForm libraryId={libraryId} keyword={keyword} />
          {tree.data?.permission.canEdit ? (
            <>
              <Button size="sm" variant="outline" onClick={() => actions.create(null)} data-testid="wiki-create">
                {LL.wiki.actions.create()}
              </Button>
              <ImportMarkdown libraryId={libraryId} />
            </>
          ) : null}
          <Box maxHeight="calc(100vh - 14rem)" overflowY="auto">
            <WikiTree libraryId={libraryId} pages={pages} currentId={currentId} actions={actions} />
          </Box>
          {tree.data && pages.length ? (
            <Stack gap="1" align="flex-start">
              <KeepWikiOffline libraryId={libraryId} pages={pages} />
              <Text fontSize="xs" px="2">
                <a href={wikiExportUrl(libraryId)} download data-testid="wiki-export-all">
                  {LL.wiki.actions.exportWiki()}
                </a>
              </Text>
            </Stack>
          ) : null}
        </Stack>
        <Box flex="1" minWidth="0">
          {children}
        </Box>
      </Flex>
      <NameDialog
        open={dialog?.kind === 'rename'}
        title={LL.wiki.dialogs.renameTitle()}
        label={LL.wiki.dialogs.titleLabel()}
        initial={dialog?.kind === 'rename' ? dialog.page.title : ''}
        submitLabel={LL.wiki.dialogs.save()}
        onSubmit={async (title) => {
          if (!dialog) return;
          await rename.mutateAsync({ pageId: dialog.page.id, title });
          showToast('success', LL.wiki.dialogs.renamed({ title }));
        }}
        onClose={() => setDialog(null)}
      />
      <MovePageDialog
        page={dialog?.kind === 'move' ? dialog.page : null}
        pages={pages}
        onMove={(parentId, position) => (dialog ? move.mutateAsync({ pageId: dialog.page.id, parentId, position }) : Promise.resolve())}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={LL.wiki.dialogs.deleteTitle()}
        message={LL.wiki.dialogs.deleteMessage({ title: removing?.title ?? '', count: Math.max(0, removedCount - 1) })}
        confirmLabel={LL.wiki.actions.delete()}
        danger
        pending={remove.isPending}
        onConfirm={() => void confirmRemove().catch(() => undefined)}
        onClose={() => setDialog(null)}
      />
    </WikiActionsContext.Provider>
  );
}
