import { Button, Dialog, Field, Portal, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { ApiError } from '../../../../api/api-error';

interface Props {
  open: boolean;
  count: number;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks why defects are ignored: the reason stays in the records for whoever wonders later. */
export function IgnoreDialog({ open, count, onSubmit, onClose }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setError(null);
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(LL.validation.necessary());
      return;
    }
    setPending(true);
    try {
      await onSubmit(reason.trim());
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : LL.errors.serverError());
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} initialFocusEl={() => input.current} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} data-testid="ignore-dialog" noValidate>
              <Dialog.Header>
                <Dialog.Title>{words.ignoreTitle({ count })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>{words.ignoreReason()}</Field.Label>
                  <Textarea ref={input} value={reason} maxLength={500} onChange={(event) => { setReason(event.target.value); setError(null); }} data-testid="ignore-reason" />
                  <Field.ErrorText data-testid="ignore-error">{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" colorPalette="red" loading={pending} data-testid="ignore-submit">
                  {words.ignore()}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
