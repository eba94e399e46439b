import { Button, Center, Checkbox, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import type { LinkProps } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PAGING } from '../../../contract/constants';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isRefusal } from '../../api/api-error';
import { useLibraryPermission } from '../../api/library-permission';
import { formatBytes, formatDateTime } from '../../lib/display-format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ExceptionPage } from '../../ui/exception-page';
import { Pager } from '../../ui/pager';
import { showToast } from '../../ui/toaster';
import { useEmptyRecycle } from './api/recycle-empty';
import { type RecycleItem, useRecycleList } from './api/recycle-list';
import { usePurgeNodes } from './api/recycle-purge';
import { useRestoreNodes } from './api/recycle-restore';
import { NodeIcon } from './file-icons';

interface Props {
  libraryId: number;
  pageNum: number;
  pageLink: (pageNum: number) => LinkProps;
  onForbidden: () => void;
}

type Confirm = { kind: 'purge'; items: RecycleItem[] } | { kind: 'empty' } | null;

/** Files and wiki pages are numbered apart, so a row is known by its kind and id. */
const itemKey = (item: RecycleItem) => `${item.kind}:${item.id}`;

function recycleIds(items: RecycleItem[]) {
  return { nodeIds: items.filter((item) => item.kind !== 'page').map((item) => item.id), pageIds: items.filter((item) => item.kind === 'page').map((item) => item.id) };
}

/** What was deleted in a library: restore it (to where it was, or the root), purge it, or empty the bin. */
export function RecycleBin({ libraryId, pageNum, pageLink, onForbidden }: Props) {
  const { LL, locale } = useI18nContext();
  const list = useRecycleList(libraryId, pageNum, PAGING.lists.defaultSize);
  const { data: permission } = useLibraryPermission(libraryId);
  const restore = useRestoreNodes(libraryId);
  const purge = usePurgeNodes(libraryId);
  const empty = useEmptyRecycle(libraryId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const forbidden = isRefusal(list.error, 'FORBIDDEN');
  const leave = useRef(onForbidden);
  leave.current = onForbidden;

  useEffect(() => setSelected(new Set()), [libraryId, pageNum]);
  useEffect(() => {
    if (forbidden) leave.current();
  }, [forbidden]);

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
    return <ExceptionPage type="failure" message={list.error.message} />;
  }

  const canRestore = permission?.canEdit === true;
  const canPurge = permission?.isAdmin === true;
  const items = list.data.content;
  const chosen = items.filter((item) => selected.has(itemKey(item)));

  function toggle(key: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(key);
    else next.delete(key);
    setSelected(next);
  }

  function restoreItems(chosenItems: RecycleItem[]) {
    restore.mutate(
      { libraryId, ...recycleIds(chosenItems) },
      {
        onSuccess: (result) => {
          showToast('success', LL.files.recycle.restored({ count: result.restored }));
          setSelected(new Set());
        },
      },
    );
  }

  async function confirmed() {
    if (!confirm) return;
    const result = confirm.kind === 'empty' ? await empty.mutateAsync(libraryId) : await purge.mutateAsync({ libraryId, ...recycleIds(confirm.items) });
    showToast('success', LL.files.recycle.purged({ count: result.purged }));
    setSelected(new Set());
    setConfirm(null);
  }

  return (
    <>
      <HStack gap="2" mb="3" minHeight="8" data-testid="recycle-toolbar">
        {chosen.length && canRestore ? (
          <Button size="sm" onClick={() => restoreItems(chosen)} loading={restore.isPending} data-testid="recycle-restore-selected">
            {LL.files.recycle.restore()}
          </Button>
        ) : null}
        {chosen.length && canPurge ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirm({ kind: 'purge', items: chosen })} data-testid="recycle-purge-selected">
            {LL.files.recycle.purge()}
          </Button>
        ) : null}
        {canPurge && items.length ? (
          <Button size="sm" variant="outline" colorPalette="red" ml="auto" onClick={() => setConfirm({ kind: 'empty' })} data-testid="recycle-empty">
            {LL.files.recycle.empty()}
          </Button>
        ) : null}
      </HStack>
      {items.length ? (
        <Table.Root size="sm" data-testid="recycle-table">
          <Table.Header>
            <Table.Row>
              {canRestore || canPurge ? <Table.ColumnHeader width="8" /> : null}
              <Table.ColumnHeader>{LL.files.columns.name()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.files.recycle.originalPath()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.files.columns.size()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.files.recycle.deletedBy()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.files.recycle.deletedAt()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.files.recycle.expiresAt()}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <Table.Row key={itemKey(item)} data-testid="recycle-row" data-name={item.name}>
                {canRestore || canPurge ? (
                  <Table.Cell>
                    <Checkbox.Root size="sm" checked={selected.has(itemKey(item))} onCheckedChange={(details) => toggle(itemKey(item), details.checked === true)}>
                      <Checkbox.HiddenInput aria-label={LL.files.table.select({ name: item.name })} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                ) : null}
                <Table.Cell>
                  <HStack gap="2">
                    <NodeIcon node={{ kind: item.kind === 'folder' ? 'folder' : 'file', fileType: item.kind === 'folder' ? 'folder' : item.kind === 'page' ? 'document' : 'unknown' }} />
                    <Text>{item.name}</Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell color="fg.muted">{item.originalPath || '/'}</Table.Cell>
                <Table.Cell color="fg.muted">{item.kind === 'file' ? formatBytes(item.size, locale) : '—'}</Table.Cell>
                <Table.Cell color="fg.muted">{item.deletedBy?.name ?? '—'}</Table.Cell>
                <Table.Cell color="fg.muted">{formatDateTime(item.deletedAt, locale)}</Table.Cell>
                <Table.Cell color="fg.muted">{formatDateTime(item.expiresAt, locale)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <HStack gap="1" justify="flex-end">
                    {canRestore ? (
                      <Button size="xs" variant="ghost" onClick={() => restoreItems([item])} data-testid="recycle-restore">
                        {LL.files.recycle.restore()}
                      </Button>
                    ) : null}
                    {canPurge ? (
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirm({ kind: 'purge', items: [item] })} data-testid="recycle-purge">
                        {LL.files.recycle.purge()}
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : (
        <Text color="fg.muted" py="10" textAlign="center" data-testid="recycle-empty-state">
          {LL.files.recycle.nothing()}
        </Text>
      )}
      <Pager page={list.data} pageLink={pageLink} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'empty' ? LL.files.recycle.empty() : LL.files.recycle.purge()}
        message={confirm?.kind === 'empty' ? LL.files.recycle.emptyMessage() : LL.files.recycle.purgeMessage({ count: confirm?.kind === 'purge' ? confirm.items.length : 0 })}
        confirmLabel={confirm?.kind === 'empty' ? LL.files.recycle.empty() : LL.files.recycle.purge()}
        danger
        pending={purge.isPending || empty.isPending}
        onConfirm={() => void confirmed()}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
