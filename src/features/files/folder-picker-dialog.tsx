import { Box, Button, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { FileNode } from '../../../contract/files';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ApiError } from '../../api/api-error';
import { showToast } from '../../ui/toaster';
import { useCopyNodes } from './api/copy-nodes';
import { useMoveNodes } from './api/move-nodes';
import { FolderTree } from './folder-tree';

interface Props {
  open: boolean;
  mode: 'move' | 'copy';
  libraryId: number;
  root: { id: number; name: string };
  /** The folder being shown: the picker starts there. */
  openPath: readonly number[];
  nodes: FileNode[];
  onClose: () => void;
  /** After the items moved or were copied (the selection has served its purpose). */
  onDone: () => void;
}

/** Moves or copies the chosen items into a folder picked from the library's tree. */
export function FolderPickerDialog({ open, mode, libraryId, root, openPath, nodes, onClose, onDone }: Props) {
  const { LL } = useI18nContext();
  const move = useMoveNodes(libraryId);
  const copy = useCopyNodes(libraryId);
  const [target, setTarget] = useState<number | undefined>(undefined);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const single = nodes.length === 1 ? nodes[0] : undefined;
  const pending = move.isPending || copy.isPending;

  useEffect(() => {
    if (!open) return;
    const here = openPath[openPath.length - 1];
    setTarget(here === root.id ? undefined : here);
    setName(single?.name ?? '');
    setError(null);
    // Only a dialog that opens again starts over; the rest follows from that.
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nodeIds = nodes.map((node) => node.id);
    // A single item may get another name on the way, which is how a copy lands beside its original.
    const rename = single && name.trim() !== '' && name !== single.name ? name : undefined;
    try {
      if (mode === 'move') await move.mutateAsync({ libraryId, nodeIds, targetId: target, name: rename });
      else await copy.mutateAsync({ libraryId, nodeIds, targetId: target, name: rename });
      showToast('success', mode === 'move' ? LL.files.picker.moved({ count: nodes.length }) : LL.files.picker.copied({ count: nodes.length }));
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : LL.errors.serverError());
    }
  }

  const disabled = new Set(mode === 'move' ? nodes.filter((node) => node.kind === 'folder').map((node) => node.id) : []);
  const title = mode === 'move' ? LL.files.picker.moveTitle({ count: nodes.length }) : LL.files.picker.copyTitle({ count: nodes.length });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} data-testid="folder-picker" noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontSize="sm" color="fg.muted" mb="2">
                  {LL.files.picker.choose()}
                </Text>
                <Box borderWidth="1px" rounded="md" p="2" maxHeight="320px" overflowY="auto">
                  {open ? (
                    <FolderTree
                      libraryId={libraryId}
                      root={root}
                      openPath={openPath}
                      current={target ?? root.id}
                      mode={{ kind: 'pick', onPick: (folderId) => { setTarget(folderId); setError(null); }, disabled }}
                    />
                  ) : null}
                </Box>
                {single ? (
                  <Field.Root mt="4">
                    <Field.Label>{LL.files.picker.name()}</Field.Label>
                    <Input value={name} onChange={(event) => { setName(event.target.value); setError(null); }} data-testid="picker-name" />
                  </Field.Root>
                ) : null}
                {error ? (
                  <Text color="fg.error" fontSize="sm" mt="3" role="alert" data-testid="picker-error">
                    {error}
                  </Text>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" loading={pending} data-testid="picker-submit">
                  {mode === 'move' ? LL.files.actions.move() : LL.files.actions.copy()}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
