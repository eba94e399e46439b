import { Box, Button, Field, HStack, Input, Link as ChakraLink, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type ManagedDepartment, PEOPLE_LIMITS } from '../../../../contract/people';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog, useDialogSubmit } from '../../../ui/form-dialog';
import { showToast } from '../../../ui/toaster';
import { useDeleteDepartment, useDepartments, useSaveDepartment } from '../api/people';
import { departmentOptions, subtreeOf } from './department-tree';

/** Creates a department, or renames or moves one (never under itself or below itself). */
function DepartmentDialog({ department, all, onClose }: { department: ManagedDepartment | 'new'; all: ManagedDepartment[]; onClose: () => void }) {
  const { LL } = useI18nContext();
  const existing = department === 'new' ? null : department;
  const save = useSaveDepartment();
  const [name, setName] = useState(existing?.name ?? '');
  const [parentId, setParentId] = useState<number | null>(existing?.parentId ?? null);
  const { error, submit: send } = useDialogSubmit(save, onClose, LL.manageUser.saved());
  const excluded = existing ? subtreeOf(all, existing.id) : new Set<number>();

  const submit = () => send({ id: existing?.id, name: name.trim(), parentId });

  return (
    <FormDialog title={existing ? LL.manageUser.departmentEdit() : LL.manageUser.departmentCreate()} testId="department-dialog" error={error} pending={save.isPending} submitLabel={LL.manageUser.save()} onSubmit={submit} onClose={onClose}>
      <Field.Root required>
        <Field.Label>{LL.manageUser.departmentName()}</Field.Label>
        <Input size="sm" value={name} maxLength={PEOPLE_LIMITS.departmentNameMax} onChange={(event) => setName(event.target.value)} data-testid="department-name" />
      </Field.Root>
      <Field.Root>
        <Field.Label>{LL.manageUser.parent()}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field aria-label={LL.manageUser.parent()} value={parentId ?? ''} onChange={(event) => setParentId(event.target.value ? Number(event.target.value) : null)} data-testid="department-parent">
            <option value="">{LL.manageUser.topLevel()}</option>
            {departmentOptions(all)
              .filter((option) => !excluded.has(option.id))
              .map((option) => (
                <option key={option.id} value={option.id}>
                  {`${'\u3000'.repeat(option.depth)}${option.name}`}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}

/** The department tree: people in each, create, rename, move, delete when empty. */
export function DepartmentsTab() {
  const { LL } = useI18nContext();
  const departments = useDepartments();
  const remove = useDeleteDepartment();
  const [editing, setEditing] = useState<ManagedDepartment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ManagedDepartment | null>(null);

  if (departments.isPending) return <Spinner />;
  if (departments.isError) return <Text color="fg.error">{departments.error.message}</Text>;
  const all = departments.data;

  return (
    <Box>
      <HStack mb="3">
        <Button size="sm" variant="outline" ms="auto" onClick={() => setEditing('new')} data-testid="department-create">
          {LL.manageUser.departmentCreate()}
        </Button>
      </HStack>
      {all.length === 0 ? (
        <Text color="fg.muted">{LL.manageUser.noDepartments()}</Text>
      ) : (
        <Stack gap="1" data-testid="department-tree">
          {departmentOptions(all).map((department) => (
            <HStack key={department.id} gap="3" ps={`${department.depth * 24}px`} py="1" borderBottomWidth="1px" data-testid="department-row" data-name={department.name}>
              <Text fontWeight="medium">{department.name}</Text>
              <ChakraLink asChild fontSize="sm" color="blue.fg">
                <Link to="/manage/user" search={{ departmentId: department.id }}>
                  {LL.manageUser.peopleCount({ count: department.people })}
                </Link>
              </ChakraLink>
              <HStack gap="1" ms="auto">
                <Button size="xs" variant="ghost" onClick={() => setEditing(department)} data-testid="department-edit">
                  {LL.manageUser.edit()}
                </Button>
                <Button size="xs" variant="ghost" color="fg.error" onClick={() => setDeleting(department)} data-testid="department-delete">
                  {LL.manageUser.delete()}
                </Button>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
      {editing ? <DepartmentDialog department={editing} all={all} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={LL.manageUser.departmentDeleteTitle()}
        message={deleting ? LL.manageUser.departmentDeleteMessage({ name: deleting.name }) : ''}
        confirmLabel={LL.manageUser.delete()}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast('success', LL.manageUser.deleted({ name: deleting.name }));
              setDeleting(null);
            },
            onError: (failure) => {
              showToast('error', failure.message);
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
