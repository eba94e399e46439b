import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useAdministeredLibraries } from '../../../api/libraries/backstage-libraries';

/** Picks one of the libraries the person administers; the choice goes into the address. */
export function LibraryChooser({ value, onChoose }: { value: number | undefined; onChoose: (libraryId: number | undefined) => void }) {
  const { LL } = useI18nContext();
  const libraries = useAdministeredLibraries();
  return (
    <HStack gap="3" mb="5">
      <Text fontSize="sm" color="fg.muted">
        {LL.library.backstage.choose()}
      </Text>
      <NativeSelect.Root size="sm" width="auto" minWidth="64">
        <NativeSelect.Field
          aria-label={LL.library.backstage.choose()}
          value={value ?? ''}
          onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : undefined)}
          data-testid="library-chooser"
        >
          <option value="">{LL.library.grants.choose()}</option>
          {value !== undefined && !libraries.data?.content.some((library) => library.id === value) ? <option value={value}>#{value}</option> : null}
          {(libraries.data?.content ?? []).map((library) => (
            <option key={library.id} value={library.id}>
              {library.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
