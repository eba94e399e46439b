import { NativeSelect } from '@chakra-ui/react';
import { LIBRARY_ROLES } from '../../../contract/constants';
import type { LibraryRole } from '../../../contract/library';
import { useI18nContext } from '../../../i18n/i18n-react';

/** admin > edit > upload > read, named in the reader's language. */
export function RoleSelect({ value, onChange, label, testId }: { value: LibraryRole; onChange: (role: LibraryRole) => void; label: string; testId: string }) {
  const { LL } = useI18nContext();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value as LibraryRole)} data-testid={testId}>
        {LIBRARY_ROLES.map((role) => (
          <option key={role} value={role}>
            {LL.library.roles[role]()}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
