import { Badge, Button, HStack, Input, Menu, NativeSelect, Portal, Spinner, Table, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { LIMITS } from '../../../../contract/constants';
import { type ManagedPerson, PEOPLE_SORT_FIELDS, PEOPLE_STATES } from '../../../../contract/people';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Labelled } from '../../../ui/labelled';
import { Pager } from '../../../ui/pager';
import { showToast } from '../../../ui/toaster';
import { useGroups, usePeople, useSetActive } from '../api/people';
import { DepartmentSelect, PersonDialog, ResetPasswordDialog } from './person-dialogs';
import { peopleQueryOf, type UserSearch } from './user-search';

type Open = { kind: 'edit'; person: ManagedPerson | 'new' } | { kind: 'reset'; person: ManagedPerson } | { kind: 'deactivate'; person: ManagedPerson } | null;

/** The people list: filters in the address, one row per person with what can be done to them. */
export function PeopleTab({ search }: { search: UserSearch }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const people = usePeople(peopleQueryOf(search));
  const groups = useGroups();
  const setActive = useSetActive();
  const [form, setForm] = useState(search);
  const [open, setOpen] = useState<Open>(null);

  useEffect(() => setForm(search), [search]);

  const set = (patch: Partial<UserSearch>) => setForm((current) => ({ ...current, ...patch }));
  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate({ to: '/manage/user', search: { ...form, keyword: form.keyword?.trim() || undefined, pageNum: undefined } });
  }

  function activate(person: ManagedPerson, active: boolean) {
    setActive.mutate(
      { id: person.id, active },
      {
        onSuccess: () => {
          showToast('success', active ? LL.manageUser.activated({ account: person.account }) : LL.manageUser.deactivated({ account: person.account }));
          setOpen(null);
        },
        onError: (failure) => showToast('error', failure.message),
      },
    );
  }

  return (
    <>
      <form onSubmit={submit} data-testid="people-filters">
        <HStack gap="3" mb="4" flexWrap="wrap" alignItems="end">
          <Labelled label={LL.manageUser.keyword()}>
            <Input size="sm" width="48" value={form.keyword ?? ''} maxLength={LIMITS.accountMax} placeholder={LL.manageUser.keywordPlaceholder()} onChange={(event) => set({ keyword: event.target.value })} data-testid="people-keyword" />
          </Labelled>
          <Labelled label={LL.manageUser.department()}>
            <DepartmentSelect value={form.departmentId ?? null} onChange={(departmentId) => set({ departmentId: departmentId ?? undefined })} none={LL.manageUser.anyDepartment()} testId="people-department" label={LL.manageUser.department()} />
          </Labelled>
          <Labelled label={LL.manageUser.group()}>
            <NativeSelect.Root size="sm" width="44">
              <NativeSelect.Field aria-label={LL.manageUser.group()} value={form.groupId ?? ''} onChange={(event) => set({ groupId: event.target.value ? Number(event.target.value) : undefined })} data-testid="people-group">
                <option value="">{LL.manageUser.anyGroup()}</option>
                {groups.data?.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={LL.manageUser.state()}>
            <NativeSelect.Root size="sm" width="32">
              <NativeSelect.Field aria-label={LL.manageUser.state()} value={form.state ?? ''} onChange={(event) => set({ state: PEOPLE_STATES.find((state) => state === event.target.value) })} data-testid="people-state">
                <option value="">{LL.manageUser.anyState()}</option>
                {PEOPLE_STATES.map((state) => (
                  <option key={state} value={state}>
                    {LL.manageUser.states[state]()}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Labelled label={LL.manageUser.sort()}>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field
                aria-label={LL.manageUser.sort()}
                value={`${form.sortField ?? 'account'}:${form.sortType ?? 'asc'}`}
                onChange={(event) => {
                  const [field, type] = event.target.value.split(':');
                  set({ sortField: PEOPLE_SORT_FIELDS.find((f) => f === field), sortType: type === 'desc' ? 'desc' : 'asc' });
                }}
                data-testid="people-sort"
              >
                {PEOPLE_SORT_FIELDS.flatMap((field) =>
                  (['asc', 'desc'] as const).map((type) => (
                    <option key={`${field}:${type}`} value={`${field}:${type}`}>
                      {LL.manageUser.sorts[field]()} {type === 'asc' ? '↑' : '↓'}
                    </option>
                  )),
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Labelled>
          <Button type="submit" size="sm" data-testid="people-search">
            {LL.manageUser.search()}
          </Button>
          <Button size="sm" variant="outline" ms="auto" onClick={() => setOpen({ kind: 'edit', person: 'new' })} data-testid="people-create">
            {LL.manageUser.create()}
          </Button>
        </HStack>
      </form>

      {people.isPending ? (
        <Spinner />
      ) : people.isError ? (
        <Text color="fg.error">{people.error.message}</Text>
      ) : people.data.content.length === 0 ? (
        <Text color="fg.muted" data-testid="people-none">
          {LL.manageUser.none()}
        </Text>
      ) : (
        <>
          <Table.Root size="sm" data-testid="people-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.manageUser.account()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageUser.name()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageUser.department()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageUser.groups()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageUser.state()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageUser.createdAt()}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {people.data.content.map((person) => (
                <Table.Row key={person.id} data-testid="person-row" data-account={person.account}>
                  <Table.Cell>
                    {person.account}
                    {person.classifyAdmin ? (
                      <Badge size="xs" ms="2" colorPalette="purple">
                        {LL.manageUser.adminBadge()}
                      </Badge>
                    ) : null}
                    {person.companySignIn ? (
                      <Badge size="xs" ms="2">
                        {LL.manageUser.companyBadge()}
                      </Badge>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{person.name}</Table.Cell>
                  <Table.Cell>{person.department?.name ?? '—'}</Table.Cell>
                  <Table.Cell>{person.groups.map((group) => group.name).join('、') || '—'}</Table.Cell>
                  <Table.Cell>
                    <Badge size="sm" colorPalette={person.active ? 'green' : 'gray'} data-testid="person-state">
                      {LL.manageUser.states[person.active ? 'active' : 'inactive']()}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell color="fg.muted" whiteSpace="nowrap">
                    {formatDateTime(person.createdAt, locale)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <Menu.Root>
                      <Menu.Trigger asChild>
                        <Button size="xs" variant="ghost" aria-label={LL.manageUser.actionsFor({ account: person.account })} data-testid="person-actions">
                          ⋯
                        </Button>
                      </Menu.Trigger>
                      <Portal>
                        <Menu.Positioner>
                          <Menu.Content>
                            <Menu.Item value="edit" onClick={() => setOpen({ kind: 'edit', person })} data-testid="person-edit">
                              {LL.manageUser.edit()}
                            </Menu.Item>
                            <Menu.Item value="reset" disabled={person.companySignIn} onClick={() => setOpen({ kind: 'reset', person })} data-testid="person-reset">
                              {person.companySignIn ? LL.manageUser.noResetForCompany() : LL.manageUser.reset()}
                            </Menu.Item>
                            {person.active ? (
                              <Menu.Item value="deactivate" color="fg.error" onClick={() => setOpen({ kind: 'deactivate', person })} data-testid="person-deactivate">
                                {LL.manageUser.deactivate()}
                              </Menu.Item>
                            ) : (
                              <Menu.Item value="activate" onClick={() => activate(person, true)} data-testid="person-activate">
                                {LL.manageUser.activate()}
                              </Menu.Item>
                            )}
                          </Menu.Content>
                        </Menu.Positioner>
                      </Portal>
                    </Menu.Root>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={people.data} pageLink={(pageNum) => ({ to: '/manage/user', search: { ...search, pageNum: pageNumInAddress(pageNum) } })} />
        </>
      )}

      {open?.kind === 'edit' ? <PersonDialog person={open.person} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'reset' ? <ResetPasswordDialog person={open.person} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        open={open?.kind === 'deactivate'}
        title={LL.manageUser.deactivateTitle()}
        message={open?.kind === 'deactivate' ? LL.manageUser.deactivateMessage({ name: open.person.name, account: open.person.account }) : ''}
        confirmLabel={LL.manageUser.deactivate()}
        danger
        pending={setActive.isPending}
        onConfirm={() => (open?.kind === 'deactivate' ? activate(open.person, false) : undefined)}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
