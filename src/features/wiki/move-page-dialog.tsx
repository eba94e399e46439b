import { Button, Dialog, Field, NativeSelect, Portal } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import type { WikiPageSummary } from '../../../contract/wiki';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ApiError } from '../../api/api-error';
import { flattenTree, subtreeIds } from './wiki-tree-model';

interface Props {
  page: WikiPageSummary | null;
  pages: WikiPageSummary[];
  /** Rejects with the server's message when the move is refused; the dialog shows it. */
  onMove: (parentId: number | null, position: number) => Promise<unknown>;
  onClose: () => void;
}

const TOP = 'top';

/** Moves a page with its sub-pages under another page (or to the top), last among its new siblings. */
export function MovePageDialog({ page, pages, onMove, onClose }: Props) {
  const { LL } = useI18nContext();
  const [target, setTarget] = useState(TOP);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const excluded = useMemo(() => (page ? subtreeIds(pages, page.id) : new Set<number>()), [page, pages]);
  const targets = useMemo(() => flattenTree(pages).filter((entry) => !excluded.has(entry.page.id) && entry.page.access === 'edit'), [pages, excluded]);

  useEffect(() => {
    setTarget(page?.parentId === null || page === null ? TOP : String(page.parentId));
    setError(null);
  }, [page]);

  async function submit() {
    const parentId = target === TOP ? null : Number(target);
    const siblings = pages.filter((other) => other.parentId === parentId && other.id !== page?.id).length;
    setPending(true);
    try {
      await onMove(parentId, siblings);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : LL.errors.serverError());
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={page !== null} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="wiki-move-dialog">
            <Dialog.Header>
              <Dialog.Title>{LL.wiki.dialogs.moveTitle({ title: page?.title ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={error !== null}>
                <Field.Label>{LL.wiki.dialogs.moveTarget()}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={target}
                    onChange={(event) => {
                      setTarget(event.currentTarget.value);
                      setError(null);
                    }}
                    data-testid="wiki-move-target"
                  >
                    <option value={TOP}>{LL.wiki.dialogs.moveTop()}</option>
                    {targets.map(({ page: option, depth }) => (
                      <option key={option.id} value={String(option.id)}>
                        {`${'\u00a0\u00a0'.repeat(depth)}${option.title}`}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText data-testid="wiki-move-error">{error}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {LL.common.cancel()}
              </Button>
              <Button loading={pending} onClick={() => void submit()} data-testid="wiki-move-submit">
                {LL.wiki.dialogs.move()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
