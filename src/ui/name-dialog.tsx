import { Button, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { ApiError } from '../api/api-error';

interface Props {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  /** Rejects with the server's message when the name is refused; the dialog shows it under the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for one name: a new folder's, an item's new name (the part before the extension selected), a page's new title. */
export function NameDialog({ open, title, label, initial, submitLabel, onSubmit, onClose }: Props) {
  const { LL } = useI18nContext();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setName(initial);
    setError(null);
  }, [open, initial]);

  function selectBaseName() {
    const element = input.current;
    if (!element) return;
    const dot = element.value.lastIndexOf('.');
    element.setSelectionRange(0, dot > 0 ? dot : element.value.length);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === '') {
      setError(LL.validation.necessary());
      return;
    }
    setPending(true);
    try {
      await onSubmit(name);
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
            <form onSubmit={(event) => void submit(event)} data-testid="name-dialog" noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>{label}</Field.Label>
                  <Input
                    ref={input}
                    value={name}
                    onFocus={selectBaseName}
                    onChange={(event) => {
                      setName(event.target.value);
                      setError(null);
                    }}
                    data-testid="name-input"
                  />
                  <Field.ErrorText data-testid="name-error">{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" loading={pending} data-testid="name-submit">
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
