import { Button, Dialog, Field, Input, Portal, Textarea } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { ApiError } from '../../../../api/api-error';

interface Props {
  open: boolean;
  title: ReactNode;
  label: ReactNode;
  initial: string;
  maxLength: number;
  /** A reason wants room to write; a name does not. */
  multiline?: boolean;
  submitLabel: ReactNode;
  danger?: boolean;
  /** Prefix of the test ids: `<name>-dialog`, `-input`, `-error`, `-submit`. */
  name: string;
  /** Rejects with the server's message when refused; the dialog shows it under the field. */
  onSubmit: (value: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for one required piece of text about the chosen items and shows the server's refusal in place. */
export function TextEntryDialog({ open, title, label, initial, maxLength, multiline, submitLabel, danger, name, onSubmit, onClose }: Props) {
  const { LL } = useI18nContext();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    setValue(initial);
    setError(null);
  }, [open, initial]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() === '') {
      setError(LL.validation.necessary());
      return;
    }
    setPending(true);
    try {
      await onSubmit(value.trim());
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : LL.errors.serverError());
    } finally {
      setPending(false);
    }
  }

  const fieldProps = {
    ref: input,
    value,
    maxLength,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setError(null);
    },
    'data-testid': `${name}-${multiline ? 'reason' : 'input'}`,
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} initialFocusEl={() => input.current} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} data-testid={`${name}-dialog`} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={error !== null} required>
                  <Field.Label>{label}</Field.Label>
                  {multiline ? <Textarea {...fieldProps} /> : <Input {...fieldProps} />}
                  <Field.ErrorText data-testid={`${name}-error`}>{error}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" colorPalette={danger ? 'red' : undefined} loading={pending} data-testid={`${name}-submit`}>
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
