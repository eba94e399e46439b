import { Box, Button, Field, HStack, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { type ManagedGroup, PEOPLE_LIMITS } from '../../../../contract/people';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormDialog, useDialogSubmit } from '../../../ui/form-dialog';
import { PersonPicker } from '../../../ui/person-picker';
import { showToast } from '../../../ui/toaster';
import { useDeleteGroup, useGroupMembers, useGroups, useSaveGroup, useSetMembers } from '../api/people';
import { DepartmentSelect } from './person-dialogs';

function GroupDialog({ group, onClose }: { group: ManagedGroup | 'new'; onClose: () => void }) {
  const { LL } = useI18nContext();
  const existing = group === 'new' ? null : group;
  const save = useSaveGroup();
  const [name, setName] = useState(existing?.name ?? '');
  const [departmentId, setDepartmentId] = useState<number | null>(existing?.department?.id ?? null);
  const { error, submit: send } = useDialogSubmit(save, onClose, LL.manageUser.saved());
  const submit = () => send({ id: existing?.id, name: name.trim(), departmentId });

  return (
    <FormDialog title={existing ? LL.manageUser.groupEdit() : LL.manageUser.groupCreate()} testId="group-dialog" error={error} pending={save.isPending} submitLabel={LL.manageUser.save()} onSubmit={submit} onClose={onClose}>
      <Field.Root required>
        <Field.Label>{LL.manageUser.groupName()}</Field.Label>
        <Input size="sm" value={name} maxLength={PEOPLE_LIMITS.groupNameMax} onChange={(event) => setName(event.target.value)} data-testid="group-name" />
      </Field.Root>
      <Field.Root>
        <Field.Label>{LL.manageUser.department()}</Field.Label>
        <DepartmentSelect value={departmentId} onChange={setDepartmentId} none={LL.manageUser.noDepartment()} testId="group-department" label={LL.manageUser.department()} />
      </Field.Root>
    </FormDialog>
  );
}

/** A group's members: add colleagues from the directory, remove them, save the list. */
function MembersDialog({ group, onClose }: { group: ManagedGroup; onClose: () => void }) {
  const { LL } = useI18nContext();
  const members = useGroupMembers(group.id);
  const save = useSetMembers();
  const [chosen, setChosen] = useState<{ account: string; name: string }[] | null>(null);
  const { error, submit: send } = useDialogSubmit(save, onClose, LL.manageUser.saved());

  useEffect(() => {
    if (members.data && chosen === null) setChosen(members.data.map((member) => ({ account: member.account, name: member.name })));
  }, [members.data, chosen]);

  const submit = () => send({ id: group.id, accounts: (chosen ?? []).map((person) => person.account) });

  return (
    <FormDialog title={LL.manageUser.membersTitle({ name: group.name })} testId="members-dialog" error={error} pending={save.isPending} submitLabel={LL.manageUser.save()} onSubmit={submit} onClose={onClose}>
      {chosen === null ? <Spinner /> : <PersonPicker value={chosen} onChange={setChosen} label={LL.manageUser.members()} testId="members-picker" />}
    </FormDialog>
  );
}

/** Groups with their department and member count; create, rename, delete, set members. */
export function GroupsTab() {
  const { LL } = useI18nContext();
  const groups = useGroups();
  const remove = useDeleteGroup();
  const [editing, setEditing] = useState<ManagedGroup | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<ManagedGroup | null>(null);
  const [deleting, setDeleting] = useState<ManagedGroup | null>(null);

  if (groups.isPending) return <Spinner />;
  if (groups.isError) return <Text color="fg.error">{groups.error.message}</Text>;

  return (
    <Box>
      <HStack mb="3">
        <Button size="sm" variant="outline" ms="auto" onClick={() => setEditing('new')} data-testid="group-create">
          {LL.manageUser.groupCreate()}
        </Button>
      </HStack>
      {groups.data.length === 0 ? (
        <Text color="fg.muted">{LL.manageUser.noGroups()}</Text>
      ) : (
        <Table.Root size="sm" data-testid="group-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{LL.manageUser.groupName()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.manageUser.department()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.manageUser.members()}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {groups.data.map((group) => (
              <Table.Row key={group.id} data-testid="group-row" data-name={group.name}>
                <Table.Cell>{group.name}</Table.Cell>
                <Table.Cell>{group.department?.name ?? '—'}</Table.Cell>
                <Table.Cell>{group.members}</Table.Cell>
                <Table.Cell>
                  <Stack direction="row" gap="1" justify="end">
                    <Button size="xs" variant="ghost" onClick={() => setMembersOf(group)} data-testid="group-members">
                      {LL.manageUser.members()}
                    </Button>
                    <Button size="xs" variant="ghost" onClick={() => setEditing(group)} data-testid="group-edit">
                      {LL.manageUser.edit()}
                    </Button>
                    <Button size="xs" variant="ghost" color="fg.error" onClick={() => setDeleting(group)} data-testid="group-delete">
                      {LL.manageUser.delete()}
                    </Button>
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing ? <GroupDialog group={editing} onClose={() => setEditing(null)} /> : null}
      {membersOf ? <MembersDialog group={membersOf} onClose={() => setMembersOf(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={LL.manageUser.groupDeleteTitle()}
        message={deleting ? LL.manageUser.groupDeleteMessage({ name: deleting.name }) : ''}
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
            onError: (failure) => showToast('error', failure.message),
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
