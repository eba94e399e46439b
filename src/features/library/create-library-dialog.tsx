import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { Library } from '../../../contract/library';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ApiError } from '../../api/api-error';
import { currentUserQuery } from '../../api/session';
import { useCreateLibrary } from './api/create-library';
import { checkLibraryFields, type LibraryFieldErrors, LibraryFields, type LibraryFieldValues, serverFieldErrors } from './library-fields';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (library: Library) => void;
}

/** A new department library; the person creating it is its admin unless they name others. */
export function CreateLibraryDialog({ open, onClose, onCreated }: Props) {
  const { LL } = useI18nContext();
  const { data: user } = useQuery(currentUserQuery);
  const create = useCreateLibrary();
  const blank = (): LibraryFieldValues => ({
    name: '',
    description: '',
    classification: '',
    admins: user ? [{ account: user.account, name: user.name }] : [],
    retentionDays: String(LIBRARY_LIMITS.defaultRetentionDays),
  });
  const [values, setValues] = useState<LibraryFieldValues>(blank);
  const [errors, setErrors] = useState<LibraryFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(blank());
    setErrors({});
    setFailure(null);
    // A dialog opened again starts blank; the person is known by then.
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkLibraryFields(LL, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      const library = await create.mutateAsync({
        name: values.name.trim(),
        description: values.description,
        classification: values.classification.trim(),
        admins: values.admins.map((person) => person.account),
        retentionDays: Number(values.retentionDays),
      });
      onCreated(library);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = serverFieldErrors(error.fields);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(error.message);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} noValidate data-testid="create-library-dialog">
              <Dialog.Header>
                <Dialog.Title>{LL.library.create.title()}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <LibraryFields values={values} errors={errors} onChange={setValues} />
                {failure ? (
                  <Text color="fg.error" mt="3" role="alert" data-testid="create-library-error">
                    {failure}
                  </Text>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" loading={create.isPending} data-testid="create-library-submit">
                  {LL.common.create()}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
