import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { ApiError } from '../../../../api/api-error';

interface Props {
  open: boolean;
  count: number;
  initial: string;
  /** Rejects with the server's message when the change is refused; the dialog shows it under the field. */
  onSubmit: (handler: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks who handles one or many items from now on. */
export function HandlerDialog({ open, count, initial, onSubmit, onClose }: Props) {
  const { LL } = useI18nContext();
  const words = LL.codecheckResults;
  const [handler, setHandler] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setHandler(initial);
    setError(null);
  }, [open, initial]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (handler.trim() === '') {
      setError(LL.validation.necessary());
      return;
    }
    setPending(true);
    try {
      await onSubmit(handler.trim());
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
            <form onSubmit={(event) => void submit(event)} data-testid="handler-dialog" noValidate>
              <Dialog.Header>
                <Dialog.Title>{words.changeHandlerTitle({ count })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>{words.newHandler()}</Field.Label>
                  <Input ref={input} value={handler} maxLength={64} onChange={(event) => { setHandler(event.target.value); setError(null); }} data-testid="handler-input" />
                  <Field.ErrorText data-testid="handler-error">{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" loading={pending} data-testid="handler-submit">
                  {LL.common.save()}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
