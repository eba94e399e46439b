import { Field, Input, Textarea } from '@chakra-ui/react';
import { type ReactNode, useRef } from 'react';
import { DialogForm } from '../../../../ui/form-dialog';
import { useTextEntry } from '../../../../ui/use-text-entry';

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
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const { value, change, error, pending, submit } = useTextEntry({ open, initial, onSubmit, onClose, prepare: (text) => text.trim() });

  const fieldProps = {
    ref: input,
    value,
    maxLength,
    onChange: (event: { target: { value: string } }) => change(event.target.value),
    'data-testid': `${name}-${multiline ? 'reason' : 'input'}`,
  };

  return (
    <DialogForm
      title={title}
      open={open}
      testId={`${name}-dialog`}
      submitTestId={`${name}-submit`}
      submitLabel={submitLabel}
      pending={pending}
      danger={danger}
      noValidate
      initialFocusEl={() => input.current}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Field.Root invalid={error !== null} required>
        <Field.Label>{label}</Field.Label>
        {multiline ? <Textarea {...fieldProps} /> : <Input {...fieldProps} />}
        <Field.ErrorText data-testid={`${name}-error`}>{error}</Field.ErrorText>
      </Field.Root>
    </DialogForm>
  );
}
