import { HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Grantee } from '../../contract/library';
import { useI18nContext } from '../../i18n/i18n-react';
import { useDepartmentGroups, useDepartments } from '../api/directory';
import { PersonPicker } from './person-picker';

export interface GranteeChoice {
  grantee: Grantee;
  name: string;
}

type GranteeType = Grantee['type'];
const TYPES: GranteeType[] = ['user', 'department', 'group'];

/** Who a grant names: a colleague from the directory, a department, or a group of a department. */
export function GranteeInput({ value, onChange }: { value: GranteeChoice | null; onChange: (choice: GranteeChoice | null) => void }) {
  const { LL } = useI18nContext();
  const [type, setType] = useState<GranteeType>(value?.grantee.type ?? 'user');
  const [groupDepartment, setGroupDepartment] = useState<number | null>(null);
  const departments = useDepartments(type !== 'user');
  const groups = useDepartmentGroups(type === 'group' ? groupDepartment : null);

  function select(label: string, testId: string, current: string, options: { value: string; label: string }[], change: (value: string) => void) {
    return (
      <NativeSelect.Root size="sm" width="auto" minWidth="40">
        <NativeSelect.Field aria-label={label} value={current} onChange={(event) => change(event.target.value)} data-testid={testId}>
          <option value="">{LL.library.grants.choose()}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }

  const departmentOptions = (departments.data ?? []).map((department) => ({ value: String(department.id), label: department.name }));

  return (
    <Stack gap="2" data-testid="grantee-input">
      <HStack gap="2" align="flex-start" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={LL.library.grants.granteeType()}
            value={type}
            onChange={(event) => {
              setType(event.target.value as GranteeType);
              setGroupDepartment(null);
              onChange(null);
            }}
            data-testid="grantee-type"
          >
            {TYPES.map((option) => (
              <option key={option} value={option}>
                {LL.library.grants.types[option]()}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {type === 'department'
          ? select(LL.library.grants.types.department(), 'grantee-department', value?.grantee.type === 'department' ? String(value.grantee.id) : '', departmentOptions, (id) => {
              const department = departments.data?.find((entry) => String(entry.id) === id);
              onChange(department ? { grantee: { type: 'department', id: department.id }, name: department.name } : null);
            })
          : null}
        {type === 'group' ? (
          <>
            {select(LL.library.grants.types.department(), 'grantee-group-department', groupDepartment === null ? '' : String(groupDepartment), departmentOptions, (id) => {
              setGroupDepartment(id ? Number(id) : null);
              onChange(null);
            })}
            {select(
              LL.library.grants.types.group(),
              'grantee-group',
              value?.grantee.type === 'group' ? String(value.grantee.id) : '',
              (groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name })),
              (id) => {
                const group = groups.data?.find((entry) => String(entry.id) === id);
                onChange(group ? { grantee: { type: 'group', id: group.id }, name: group.name } : null);
              },
            )}
          </>
        ) : null}
      </HStack>
      {type === 'user' ? (
        <PersonPicker
          single
          value={value?.grantee.type === 'user' ? [{ account: value.grantee.account, name: value.name }] : []}
          onChange={(people) => {
            const person = people[0];
            onChange(person ? { grantee: { type: 'user', account: person.account }, name: person.name } : null);
          }}
          label={LL.library.grants.types.user()}
          testId="grantee-user"
        />
      ) : null}
    </Stack>
  );
}
