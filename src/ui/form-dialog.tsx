import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { showToast } from './toaster';

/** A dialog holding one form: its title, its fields, an error line, cancel and submit. */
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
  const { LL } = useI18nContext();
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} data-testid={testId}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {children}
                  {error ? (
                    <Text color="fg.error" fontSize="sm" role="alert" data-testid={`${testId}-error`}>
                      {error}
                    </Text>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" loading={pending} data-testid={`${testId}-submit`}>
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
