import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Library } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toaster';
import { useDeleteLibrary } from '../api/delete-library';
import { useUpdateLibrary } from '../api/update-library';
import { checkLibraryFields, type LibraryFieldErrors, LibraryFields, type LibraryFieldValues, serverFieldErrors } from '../library-fields';

function valuesOf(library: Library): LibraryFieldValues {
  return {
    name: library.name,
    description: library.description,
    classification: library.classification,
    admins: library.admins,
    retentionDays: String(library.retentionDays),
  };
}

interface Props {
  library: Library;
  /** After the library went to the back-office recycle bin. */
  onDeleted: () => void;
}

/** A library's settings; a department library can also be deleted (into the back-office recycle bin). */
export function LibrarySettingsForm({ library, onDeleted }: Props) {
  const { LL } = useI18nContext();
  const update = useUpdateLibrary();
  const remove = useDeleteLibrary();
  const [values, setValues] = useState<LibraryFieldValues>(() => valuesOf(library));
  const [errors, setErrors] = useState<LibraryFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  // Another library chosen in the back office: its own values.
  useEffect(() => {
    setValues(valuesOf(library));
    setErrors({});
    setFailure(null);
  }, [library.id]);

  // The screen may first show a saved offline copy; when the server's newer copy arrives, the form
  // takes it unless the person has started editing.
  const shown = useRef(library);
  useEffect(() => {
    const previous = shown.current;
    shown.current = library;
    if (previous.id !== library.id || previous.updatedAt === library.updatedAt) return;
    if (JSON.stringify(values) === JSON.stringify(valuesOf(previous))) setValues(valuesOf(library));
  }, [library]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkLibraryFields(LL, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      await update.mutateAsync({
        kind: library.kind,
        body: {
          id: library.id,
          name: values.name.trim(),
          description: values.description,
          classification: values.classification.trim(),
          admins: values.admins.map((person) => person.account),
          retentionDays: Number(values.retentionDays),
        },
      });
      showToast('success', LL.library.settings.saved());
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = serverFieldErrors(error.fields);
      setErrors(fields);
      if (!Object.keys(fields).length) setFailure(error.message);
    }
  }

  return (
    <Box maxWidth="640px">
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="library-settings">
        <LibraryFields values={values} errors={errors} onChange={setValues} />
        {failure ? (
          <Text color="fg.error" mt="3" role="alert" data-testid="settings-error">
            {failure}
          </Text>
        ) : null}
        <HStack mt="6">
          <Button type="submit" loading={update.isPending} data-testid="settings-save">
            {LL.common.save()}
          </Button>
        </HStack>
      </form>
      {library.kind === 'department' ? (
        <Box mt="10" borderWidth="1px" borderColor="border.error" rounded="md" p="4">
          <Heading as="h3" size="sm" mb="2">
            {LL.library.settings.deleteTitle()}
          </Heading>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {LL.library.settings.deleteHelp()}
          </Text>
          <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirming(true)} data-testid="library-delete">
            {LL.library.settings.deleteTitle()}
          </Button>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={LL.library.settings.deleteTitle()}
        message={LL.library.settings.deleteConfirm({ name: library.name })}
        confirmLabel={LL.files.actions.delete()}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(library.id, {
            onSuccess: () => {
              setConfirming(false);
              showToast('success', LL.library.settings.deleted({ name: library.name }));
              onDeleted();
            },
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
