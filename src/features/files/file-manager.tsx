import { Badge, Box, Breadcrumb, Button, Center, Flex, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { Link, type LinkProps, useNavigate } from '@tanstack/react-router';
import { type ComponentType, Fragment, useEffect, useRef, useState } from 'react';
import type { FileNode } from '../../../contract/files';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isRefusal } from '../../api/api-error';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useTitleSubject } from '../../ui/document-title';
import { ExceptionPage } from '../../ui/exception-page';
import { NameDialog } from '../../ui/name-dialog';
import { Pager } from '../../ui/pager';
import { showToast } from '../../ui/toaster';
import { useCreateFolder } from './api/create-folder';
import { useDeleteNodes } from './api/delete-nodes';
import { useFileList } from './api/file-list';
import { useRenameNode } from './api/rename-node';
import { DetailsDrawer, type ItemCommentsPart } from './details-drawer';
import { type FileListSearch, type FileListView, inFolder, PAGE_SIZES, searchFromView, viewFromSearch } from './file-list-view';
import { type RowAction, FileTable } from './file-table';
import { FolderPickerDialog } from './folder-picker-dialog';
import { FolderTree } from './folder-tree';
import { KeepOfflineButton } from './offline/keep-offline-button';

export interface FileManagerLinks {
  /** A folder of the library (its root when undefined), shown as `search` says. */
  folder: (folderId: number | undefined, search: FileListSearch) => LinkProps;
}

interface Props {
  libraryId: number;
  folderId: number | undefined;
  search: FileListSearch;
  links: FileManagerLinks;
  /** The person may not read this library: the area shows its 403 page. */
  onForbidden: () => void;
  /**
   * What the tab calls the library's root, when not the library's own name: a personal space is a
   * library named after its owner, yet to them it is their personal space.
   */
  rootTitle?: string;
  /** The toolbar's upload button and queue for a folder, handed in by whoever composes the screen. */
  UploadControl: ComponentType<UploadTarget>;
  /** The share link dialog for a file or folder, handed in by whoever composes the screen. */
  ShareDialog?: ComponentType<ShareTarget>;
  /** An item's comments in its details, handed in by whoever composes the screen. */
  Comments?: ItemCommentsPart;
}

/** What a share dialog is opened on. */
export interface ShareTarget {
  libraryId: number;
  node: { id: number; name: string; kind: 'file' | 'folder' };
  onClose: () => void;
}

/** Where an upload control puts files: the library and the folder shown. */
export interface UploadTarget {
  libraryId: number;
  parentId: number;
}

/** What a screen built on the file manager is handed: the pieces of other features it shows. */
export interface FileScreenParts {
  UploadControl: ComponentType<UploadTarget>;
  ShareDialog?: ComponentType<ShareTarget>;
  Comments?: ItemCommentsPart;
}

type Dialog =
  | { kind: 'createFolder' }
  | { kind: 'rename'; node: FileNode }
  | { kind: 'move' | 'copy' | 'delete'; nodes: FileNode[] }
  | null;

/** A library's files: folder tree, breadcrumb, the folder's items with their actions, and paging. */
export function FileManager({ libraryId, folderId, search, links, onForbidden, rootTitle, UploadControl, ShareDialog, Comments }: Props) {
  const [sharing, setSharing] = useState<FileNode | null>(null);
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const view = viewFromSearch(search);
  const list = useFileList(libraryId, folderId, { sortField: view.sortField, sortType: view.sortType, pageNum: view.pageNum, pageSize: view.pageSize });
  const createFolder = useCreateFolder(libraryId);
  const rename = useRenameNode(libraryId);
  const remove = useDeleteNodes(libraryId);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const forbidden = isRefusal(list.error, 'FORBIDDEN');
  // The latest callback, without making the effect below run again on every render.
  const leave = useRef(onForbidden);
  leave.current = onForbidden;

  // Another folder or page: what was ticked is no longer on screen.
  useEffect(() => setSelected(new Set()), [libraryId, folderId, view.pageNum]);

  useEffect(() => {
    if (forbidden) leave.current();
  }, [forbidden]);

  const crumbs = list.data?.breadcrumb ?? [];
  // The folder and its library name the tab; at the root they are one and the same.
  const rootName = rootTitle ?? crumbs[0]?.name;
  useTitleSubject(crumbs.length > 1 ? [crumbs[crumbs.length - 1]!.name, rootName] : [rootName]);

  const viewLink = (next: FileListView) => links.folder(folderId, searchFromView(next));

  if (list.isPending) {
    return list.isPaused ? (
      <ExceptionPage type="failure" message={LL.files.offlineNotSaved()} />
    ) : (
      <Center py="16">
        <Spinner />
      </Center>
    );
  }
  if (list.isError) {
    if (forbidden) return null;
    if (isRefusal(list.error, 'NOT_FOUND')) return <ExceptionPage type="notFound" />;
    return (
      <ExceptionPage
        type="failure"
        message={list.error.message}
        action={
          <Button onClick={() => void list.refetch()} data-testid="retry">
            {LL.common.retry()}
          </Button>
        }
      />
    );
  }

  const { breadcrumb, permission, page } = list.data;
  const root = breadcrumb[0]!;
  const here = breadcrumb[breadcrumb.length - 1]!;
  const folderLink = (id: number) => links.folder(id === root.id ? undefined : id, searchFromView(inFolder(view)));
  const chosen = page.content.filter((node) => selected.has(node.id));
  const readOnly = !permission.canUpload && !permission.canEdit;
  const canCopy = permission.canUpload && permission.canDownload;

  function act(action: RowAction, node: FileNode) {
    if (action === 'share') setSharing(node);
    else if (action === 'details') void navigate(viewLink({ ...view, info: node.id }));
    else if (action === 'rename') setDialog({ kind: 'rename', node });
    else setDialog({ kind: action, nodes: [node] });
  }

  async function confirmDelete(nodes: FileNode[]) {
    await remove.mutateAsync({ libraryId, nodeIds: nodes.map((node) => node.id) });
    showToast('success', LL.files.deleted({ count: nodes.length }));
    setSelected(new Set());
    setDialog(null);
  }

  return (
    <Flex gap="6" align="flex-start" data-testid="file-manager" data-library={libraryId} data-folder={here.id}>
      <Box width="220px" flexShrink={0} borderRightWidth="1px" pr="3" minHeight="60vh">
        <FolderTree
          libraryId={libraryId}
          root={root}
          openPath={breadcrumb.map((crumb) => crumb.id)}
          current={here.id}
          mode={{ kind: 'link', link: (id) => folderLink(id ?? root.id) }}
        />
      </Box>
      <Box flex="1" minWidth="0">
        <Flex justify="space-between" align="center" gap="4" mb="3" wrap="wrap">
          <Breadcrumb.Root data-testid="file-breadcrumb">
            <Breadcrumb.List>
              {breadcrumb.map((crumb, index) => (
                <Fragment key={crumb.id}>
                  {index > 0 ? <Breadcrumb.Separator /> : null}
                  <Breadcrumb.Item>
                    {index === breadcrumb.length - 1 ? (
                      <Breadcrumb.CurrentLink>{crumb.name}</Breadcrumb.CurrentLink>
                    ) : (
                      <Breadcrumb.Link asChild>
                        <Link {...folderLink(crumb.id)}>{crumb.name}</Link>
                      </Breadcrumb.Link>
                    )}
                  </Breadcrumb.Item>
                </Fragment>
              ))}
            </Breadcrumb.List>
          </Breadcrumb.Root>
          {readOnly ? (
            <Badge colorPalette="gray" data-testid="read-only">
              {LL.files.readOnly()}
            </Badge>
          ) : null}
        </Flex>

        <HStack gap="2" mb="3" minHeight="8" data-testid="file-toolbar">
          {permission.canUpload ? (
            <>
              <Button size="sm" onClick={() => setDialog({ kind: 'createFolder' })} data-testid="create-folder">
                {LL.files.actions.createFolder()}
              </Button>
              <UploadControl libraryId={libraryId} parentId={here.id} />
            </>
          ) : null}
          {chosen.length ? (
            <HStack gap="2" ml="4" data-testid="selection-actions">
              <Text fontSize="sm" color="fg.muted">
                {LL.files.selected({ count: chosen.length })}
              </Text>
              {permission.canEdit ? (
                <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'move', nodes: chosen })} data-testid="selection-move">
                  {LL.files.actions.move()}
                </Button>
              ) : null}
              {canCopy ? (
                <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'copy', nodes: chosen })} data-testid="selection-copy">
                  {LL.files.actions.copy()}
                </Button>
              ) : null}
              {permission.canEdit ? (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDialog({ kind: 'delete', nodes: chosen })} data-testid="selection-delete">
                  {LL.files.actions.delete()}
                </Button>
              ) : null}
            </HStack>
          ) : null}
          <Box ml="auto">
            <KeepOfflineButton libraryId={libraryId} name={root.name} />
          </Box>
        </HStack>

        {page.content.length ? (
          <FileTable
            libraryId={libraryId}
            nodes={page.content}
            permission={permission}
            view={view}
            viewLink={viewLink}
            folderLink={folderLink}
            selected={selected}
            onSelect={setSelected}
            onAction={act}
            canShare={ShareDialog !== undefined}
          />
        ) : (
          <Text color="fg.muted" py="10" textAlign="center" data-testid="folder-empty">
            {LL.files.empty()}
          </Text>
        )}
        <Pager
          page={page}
          pageLink={(pageNum) => viewLink({ ...view, pageNum, info: undefined })}
          extra={
            <NativeSelect.Root size="xs" width="auto">
              <NativeSelect.Field
                aria-label={LL.pager.pageSize()}
                value={view.pageSize}
                onChange={(event) => void navigate(viewLink({ ...view, pageSize: Number(event.target.value), pageNum: 1, info: undefined }))}
                data-testid="page-size"
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {LL.pager.perPage({ size })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          }
        />
      </Box>

      {ShareDialog && sharing ? <ShareDialog libraryId={libraryId} node={{ id: sharing.id, name: sharing.name, kind: sharing.kind }} onClose={() => setSharing(null)} /> : null}
      <DetailsDrawer libraryId={libraryId} nodeId={view.info} Comments={Comments} onClose={() => void navigate({ ...viewLink({ ...view, info: undefined }), replace: true })} />
      <NameDialog
        open={dialog?.kind === 'createFolder'}
        title={LL.files.actions.createFolder()}
        label={LL.files.folderName()}
        initial=""
        submitLabel={LL.common.create()}
        onSubmit={(name) => createFolder.mutateAsync({ libraryId, parentId: here.id === root.id ? undefined : here.id, name })}
        onClose={() => setDialog(null)}
      />
      <NameDialog
        open={dialog?.kind === 'rename'}
        title={LL.files.actions.rename()}
        label={LL.files.newName()}
        initial={dialog?.kind === 'rename' ? dialog.node.name : ''}
        submitLabel={LL.common.save()}
        onSubmit={async (name) => {
          await rename.mutateAsync({ libraryId, nodeId: dialog?.kind === 'rename' ? dialog.node.id : 0, name });
          showToast('success', LL.files.renamed({ name }));
        }}
        onClose={() => setDialog(null)}
      />
      <FolderPickerDialog
        open={dialog?.kind === 'move' || dialog?.kind === 'copy'}
        mode={dialog?.kind === 'copy' ? 'copy' : 'move'}
        libraryId={libraryId}
        root={root}
        openPath={breadcrumb.map((crumb) => crumb.id)}
        nodes={dialog && 'nodes' in dialog ? dialog.nodes : []}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setSelected(new Set());
        }}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={LL.files.deleteTitle()}
        message={dialog?.kind === 'delete' ? LL.files.deleteMessage({ count: dialog.nodes.length }) : ''}
        confirmLabel={LL.files.actions.delete()}
        danger
        pending={remove.isPending}
        onConfirm={() => (dialog?.kind === 'delete' ? void confirmDelete(dialog.nodes) : undefined)}
        onClose={() => setDialog(null)}
      />
    </Flex>
  );
}
