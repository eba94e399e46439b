import { useAdministeredLibraries } from '../../api/libraries/backstage-libraries';
import { ChoiceFilter } from '../../ui/filter-fields';

/** The back office's library filter: every live department and project library, or any. */
export function LibraryFilter({ label, anyLabel, value, onChange, testId }: { label: string; anyLabel: string; value: number | undefined; onChange: (libraryId: number | undefined) => void; testId: string }) {
  const libraries = useAdministeredLibraries();
  return (
    <ChoiceFilter
      label={label}
      anyLabel={anyLabel}
      value={value}
      options={(libraries.data?.content ?? []).map((library) => ({ value: library.id, label: library.name }))}
      onChange={onChange}
      width="56"
      testId={testId}
    />
  );
}
