import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { Person } from '../../../contract/library';
import { checkText } from '../../../contract/validation';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import { validationMessage } from '../../lib/validation-message';
import { PersonPicker } from '../../ui/person-picker';

/** What a library's settings form edits (creation and settings alike). */
export interface LibraryFieldValues {
  name: string;
  description: string;
  classification: string;
  admins: Person[];
  retentionDays: string;
}

export type LibraryFieldErrors = Partial<Record<keyof LibraryFieldValues, string>>;

/** The checks the server makes too, so most mistakes are shown before anything is sent. */
export function checkLibraryFields(LL: TranslationFunctions, values: LibraryFieldValues): LibraryFieldErrors {
  const errors: LibraryFieldErrors = {};
  const name = checkText(values.name, { required: true, max: LIBRARY_LIMITS.libraryNameMax, displayName: true });
  if (name) errors.name = validationMessage(LL, name);
  if (values.admins.length === 0) errors.admins = LL.validation.atLeastOne();
  const days = Number(values.retentionDays);
  if (!Number.isInteger(days) || days < 1 || days > LIBRARY_LIMITS.retentionDaysMax) errors.retentionDays = LL.library.fields.retentionRange({ max: LIBRARY_LIMITS.retentionDaysMax });
  return errors;
}

interface Props {
  values: LibraryFieldValues;
  errors: LibraryFieldErrors;
  onChange: (values: LibraryFieldValues) => void;
}

/** Name, description, classification, admins and how long the recycle bin keeps things. */
export function LibraryFields({ values, errors, onChange }: Props) {
  const { LL } = useI18nContext();
  const set = <K extends keyof LibraryFieldValues>(key: K, value: LibraryFieldValues[K]) => onChange({ ...values, [key]: value });
  return (
    <Stack gap="4">
      <Field.Root invalid={!!errors.name} required>
        <Field.Label>{LL.library.fields.name()}</Field.Label>
        <Input value={values.name} onChange={(event) => set('name', event.target.value)} data-testid="library-name" />
        <Field.ErrorText data-testid="library-name-error">{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.description}>
        <Field.Label>{LL.library.fields.description()}</Field.Label>
        <Textarea value={values.description} rows={3} maxLength={LIBRARY_LIMITS.descriptionMax} onChange={(event) => set('description', event.target.value)} data-testid="library-description" />
        <Field.ErrorText>{errors.description}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.classification}>
        <Field.Label>{LL.library.fields.classification()}</Field.Label>
        <Input value={values.classification} maxLength={LIBRARY_LIMITS.classificationMax} onChange={(event) => set('classification', event.target.value)} data-testid="library-classification" />
        <Field.ErrorText>{errors.classification}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.admins} required>
        <Field.Label>{LL.library.fields.admins()}</Field.Label>
        <PersonPicker value={values.admins} onChange={(admins) => set('admins', admins)} label={LL.library.fields.admins()} testId="library-admins" />
        <Field.ErrorText>{errors.admins}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.retentionDays} required>
        <Field.Label>{LL.library.fields.retention()}</Field.Label>
        <Input
          type="number"
          min={1}
          max={LIBRARY_LIMITS.retentionDaysMax}
          width="32"
          value={values.retentionDays}
          onChange={(event) => set('retentionDays', event.target.value)}
          data-testid="library-retention"
        />
        <Field.HelperText>{LL.library.fields.retentionHelp()}</Field.HelperText>
        <Field.ErrorText>{errors.retentionDays}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

/** The server's field messages (HTTP 400 `data.fields`) on the form's fields; the rest as one message. */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): LibraryFieldErrors {
  const known: (keyof LibraryFieldValues)[] = ['name', 'description', 'classification', 'admins', 'retentionDays'];
  const errors: LibraryFieldErrors = {};
  for (const key of known) {
    const message = Object.entries(fields).find(([field]) => field === key || field.startsWith(`${key}.`))?.[1];
    if (message) errors[key] = message;
  }
  return errors;
}
