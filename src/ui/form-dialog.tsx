import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { showToast } from './toaster';

/**
 * A dialog that is one form: its title, the fields it is given, cancel and submit. The submit button's test
 * id is `{testId}-submit` unless named otherwise.
 */
export function DialogForm({ open = true, title, testId, submitTestId = `${testId}-submit`, submitLabel, pending, danger = false, size, noValidate = false, initialFocusEl, onSubmit, onClose, children }: {
  open?: boolean;
  title: ReactNode;
  testId: string;
  submitTestId?: string;
  submitLabel: ReactNode;
  pending: boolean;
  danger?: boolean;
  size?: 'md' | 'lg';
  noValidate?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} initialFocusEl={initialFocusEl} placement="center" size={size}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={onSubmit} data-testid={testId} noValidate={noValidate}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" colorPalette={danger ? 'red' : undefined} loading={pending} data-testid={submitTestId}>
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

/** A form dialog whose fields stack, with the server's refusal under them. */
export function FormDialog({ title, testId, error, pending, submitLabel, onSubmit, onClose, children }: {
  title: string;
  testId: string;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <DialogForm title={title} testId={testId} submitLabel={submitLabel} pending={pending} onSubmit={submit} onClose={onClose}>
      <Stack gap="3">
        {children}
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Text>
        ) : null}
      </Stack>
    </DialogForm>
  );
}

/**
 * The usual submit of a dialog's form: run `mutation`; on success say `done` and close, on failure keep
 * the dialog open with the server's message in it.
 */
export function useDialogSubmit<TVariables>(mutation: UseMutationResult<unknown, Error, TVariables>, onClose: () => void, done: string) {
  const [error, setError] = useState<string | null>(null);
  function submit(variables: TVariables) {
    mutation.mutate(variables, {
      onSuccess: () => {
        showToast('success', done);
        onClose();
      },
      onError: (failure) => setError(failure.message),
    });
  }
  return { error, submit };
}
