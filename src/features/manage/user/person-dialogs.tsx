import { Checkbox, Code, Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LIMITS } from '../../../../contract/constants';
import { type ManagedPerson, PEOPLE_LIMITS } from '../../../../contract/people';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { FormDialog } from '../../../ui/form-dialog';
import { showToast } from '../../../ui/toaster';
import { useCreatePerson, useDepartments, useResetPassword, useUpdatePerson } from '../api/people';
import { departmentOptions } from './department-tree';

/** Every department as an option, indented under its parent; `none` first when given. */
export function DepartmentSelect({ value, onChange, none, testId, label }: { value: number | null; onChange: (id: number | null) => void; none: string; testId: string; label: string }) {
  const departments = useDepartments();
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field aria-label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)} data-testid={testId}>
        <option value="">{none}</option>
        {departmentOptions(departments.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {`${'\u3000'.repeat(option.depth)}${option.name}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Creates a local account, or changes a person's name, contacts, department and admin right. */
export function PersonDialog({ person, onClose }: { person: ManagedPerson | 'new'; onClose: () => void }) {
  const { LL } = useI18nContext();
  const existing = person === 'new' ? null : person;
  const create = useCreatePerson();
  const update = useUpdatePerson();
  const [form, setForm] = useState({
    account: existing?.account ?? '',
    name: existing?.name ?? '',
    email: existing?.email ?? '',
    phone: existing?.phone ?? '',
    departmentId: existing?.department?.id ?? null,
    classifyAdmin: existing?.classifyAdmin ?? false,
    password: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof form>) => setForm((current) => ({ ...current, ...patch }));

  function submit() {
    const done = {
      onSuccess: () => {
        showToast('success', existing ? LL.manageUser.saved() : LL.manageUser.created({ account: form.account }));
        onClose();
      },
      onError: (failure: Error) => setError(failure.message),
    };
    const common = { name: form.name, email: form.email.trim(), phone: form.phone.trim(), departmentId: form.departmentId, classifyAdmin: form.classifyAdmin };
    if (existing) update.mutate({ id: existing.id, ...common }, done);
    else create.mutate({ ...common, account: form.account.trim(), password: form.password }, done);
  }

  return (
    <FormDialog
      title={existing ? LL.manageUser.editTitle({ account: existing.account }) : LL.manageUser.createTitle()}
      testId="person-dialog"
      error={error}
      pending={create.isPending || update.isPending}
      submitLabel={LL.manageUser.save()}
      onSubmit={submit}
      onClose={onClose}
    >
      {existing ? null : (
        <Field.Root required>
          <Field.Label>{LL.manageUser.account()}</Field.Label>
          <Input size="sm" value={form.account} maxLength={LIMITS.accountMax} onChange={(event) => set({ account: event.target.value })} data-testid="person-account" />
        </Field.Root>
      )}
      <Field.Root required>
        <Field.Label>{LL.manageUser.name()}</Field.Label>
        <Input size="sm" value={form.name} maxLength={LIMITS.nameMax} onChange={(event) => set({ name: event.target.value })} data-testid="person-name" />
      </Field.Root>
      <Field.Root>
        <Field.Label>{LL.manageUser.email()}</Field.Label>
        <Input size="sm" type="email" value={form.email} maxLength={PEOPLE_LIMITS.emailMax} onChange={(event) => set({ email: event.target.value })} data-testid="person-email" />
      </Field.Root>
      <Field.Root>
        <Field.Label>{LL.manageUser.phone()}</Field.Label>
        <Input size="sm" value={form.phone} maxLength={PEOPLE_LIMITS.phoneMax} onChange={(event) => set({ phone: event.target.value })} data-testid="person-phone" />
      </Field.Root>
      <Field.Root>
        <Field.Label>{LL.manageUser.department()}</Field.Label>
        <DepartmentSelect value={form.departmentId} onChange={(departmentId) => set({ departmentId })} none={LL.manageUser.noDepartment()} testId="person-department" label={LL.manageUser.department()} />
      </Field.Root>
      <Checkbox.Root size="sm" checked={form.classifyAdmin} onCheckedChange={(details) => set({ classifyAdmin: details.checked === true })} data-testid="person-admin">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{LL.manageUser.classifyAdmin()}</Checkbox.Label>
      </Checkbox.Root>
      {existing ? null : (
        <Field.Root required>
          <Field.Label>{LL.manageUser.initialPassword()}</Field.Label>
          <Input size="sm" type="password" autoComplete="new-password" value={form.password} maxLength={LIMITS.passwordMax} onChange={(event) => set({ password: event.target.value })} data-testid="person-password" />
        </Field.Root>
      )}
    </FormDialog>
  );
}

/** Sets a new password (typed, or made up by the server and shown once). */
export function ResetPasswordDialog({ person, onClose }: { person: ManagedPerson; onClose: () => void }) {
  const { LL } = useI18nContext();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  function submit() {
    if (made !== null) return onClose();
    reset.mutate(
      { id: person.id, password: password || undefined },
      {
        onSuccess: (answer) => {
          if (answer.password) setMade(answer.password);
          else {
            showToast('success', LL.manageUser.passwordSet({ account: person.account }));
            onClose();
          }
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <FormDialog
      title={LL.manageUser.resetTitle({ account: person.account })}
      testId="reset-dialog"
      error={error}
      pending={reset.isPending}
      submitLabel={made === null ? LL.manageUser.resetSubmit() : LL.manageUser.done()}
      onSubmit={submit}
      onClose={onClose}
    >
      {made === null ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            {LL.manageUser.resetHint()}
          </Text>
          <Input size="sm" type="password" autoComplete="new-password" value={password} maxLength={LIMITS.passwordMax} onChange={(event) => setPassword(event.target.value)} data-testid="reset-password" />
        </>
      ) : (
        <>
          <Text fontSize="sm">{LL.manageUser.madeUp()}</Text>
          <Code fontSize="lg" p="2" data-testid="reset-made">
            {made}
          </Code>
        </>
      )}
    </FormDialog>
  );
}
