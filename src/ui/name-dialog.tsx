import { Field, Input } from '@chakra-ui/react';
import { useRef } from 'react';
import { DialogForm } from './form-dialog';
import { useTextEntry } from './use-text-entry';

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
  const input = useRef<HTMLInputElement>(null);
  const { value: name, change, error, pending, submit } = useTextEntry({ open, initial, onSubmit, onClose });

  function selectBaseName() {
    const element = input.current;
    if (!element) return;
    const dot = element.value.lastIndexOf('.');
    element.setSelectionRange(0, dot > 0 ? dot : element.value.length);
  }

  return (
    <DialogForm
      title={title}
      open={open}
      testId="name-dialog"
      submitTestId="name-submit"
      submitLabel={submitLabel}
      pending={pending}
      noValidate
      initialFocusEl={() => input.current}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Field.Root invalid={error !== null} required>
        <Field.Label>{label}</Field.Label>
        <Input
          ref={input}
          value={name}
          onFocus={selectBaseName}
          onChange={(event) => change(event.target.value)}
          data-testid="name-input"
        />
        <Field.ErrorText data-testid="name-error">{error}</Field.ErrorText>
      </Field.Root>
    </DialogForm>
  );
}
