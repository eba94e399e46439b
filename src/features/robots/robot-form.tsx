import { Checkbox, Field, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notification-kinds';
import { ROBOT_KINDS, ROBOT_LIMITS, type RobotInfo, type RobotKind } from '../../../contract/notification-robots';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DialogForm } from '../../ui/form-dialog';
import { useCreateRobot, useUpdateRobot } from './robot-api';

/** The notifications namespace's key of a kind (`grant.received` → `grant_received`). */
export function kindWordKey(kind: NotificationKind) {
  return kind.replace('.', '_') as 'grant_received';
}

function optionalId(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isInteger(value) || value <= 0 ? null : value;
}

/** Add or change a robot: name, tool, address, signing secret, the kinds it posts and its optional library or task. */
export function RobotForm({ editing, onClose }: { editing: RobotInfo | null; onClose: () => void }) {
  const { LL } = useI18nContext();
  const words = LL.notifyChannels.robots;
  const create = useCreateRobot();
  const update = useUpdateRobot();
  const [name, setName] = useState(editing?.name ?? '');
  const [kind, setKind] = useState<RobotKind>(editing?.kind ?? 'wecom');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [secret, setSecret] = useState('');
  const [clearSecret, setClearSecret] = useState(false);
  const [kinds, setKinds] = useState<NotificationKind[]>(editing?.kinds ?? ['scan.finished', 'gate.failed']);
  const [libraryId, setLibraryId] = useState(editing?.libraryId ? String(editing.libraryId) : '');
  const [taskId, setTaskId] = useState(editing?.taskId ? String(editing.taskId) : '');
  const [active, setActive] = useState(editing?.active ?? true);
  const [error, setError] = useState<string | null>(null);

  function toggle(candidate: NotificationKind, on: boolean) {
    setKinds(NOTIFICATION_KINDS.filter((each) => (each === candidate ? on : kinds.includes(each))));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !/^https?:\/\/\S+$/i.test(url.trim()) || !kinds.length) return setError(LL.validation.necessary());
    setError(null);
    const onError = (failure: Error) => setError(failure.message);
    const fields = { name: name.trim(), kind, url: url.trim(), kinds, libraryId: optionalId(libraryId), taskId: optionalId(taskId), active };
    if (editing) {
      const secretChange = clearSecret ? { secret: null } : secret ? { secret } : {};
      update.mutate({ id: editing.id, body: { ...fields, ...secretChange } }, { onSuccess: onClose, onError });
    } else {
      create.mutate({ ...fields, ...(secret ? { secret } : {}) }, { onSuccess: onClose, onError });
    }
  }

  return (
    <DialogForm
      title={editing ? words.edit() : words.add()}
      testId="robot-form"
      submitLabel={words.save()}
      pending={create.isPending || update.isPending}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{words.name()}</Field.Label>
          <Input size="sm" value={name} maxLength={ROBOT_LIMITS.name} onChange={(event) => setName(event.target.value)} data-testid="robot-name" />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{words.kind()}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={kind} onChange={(event) => setKind(event.target.value as RobotKind)} data-testid="robot-kind">
              {ROBOT_KINDS.map((each) => (
                <option key={each} value={each}>
                  {words.kinds[each]()}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{words.url()}</Field.Label>
          <Input size="sm" type="url" value={url} maxLength={ROBOT_LIMITS.url} onChange={(event) => setUrl(event.target.value)} data-testid="robot-url" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{words.secret()}</Field.Label>
          <Input
            size="sm"
            type="password"
            autoComplete="new-password"
            value={secret}
            disabled={clearSecret}
            maxLength={ROBOT_LIMITS.secret}
            placeholder={editing?.hasSecret ? words.secretKept() : undefined}
            onChange={(event) => setSecret(event.target.value)}
            data-testid="robot-secret"
          />
          <Field.HelperText>{words.secretHint()}</Field.HelperText>
        </Field.Root>
        {editing?.hasSecret ? (
          <Checkbox.Root size="sm" checked={clearSecret} onCheckedChange={(details) => setClearSecret(details.checked === true)} data-testid="robot-clear-secret">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{words.clearSecret()}</Checkbox.Label>
          </Checkbox.Root>
        ) : null}
        <Stack gap="2" role="group" aria-label={words.notificationKinds()}>
          <Text fontSize="sm" fontWeight="medium">
            {words.notificationKinds()}
          </Text>
          {NOTIFICATION_KINDS.map((each) => (
            <Checkbox.Root key={each} size="sm" checked={kinds.includes(each)} onCheckedChange={(details) => toggle(each, details.checked === true)} data-testid={`robot-notify-${each}`}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{LL.notifications.kind[kindWordKey(each)]()}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <Field.Root>
          <Field.Label>{words.libraryId()}</Field.Label>
          <Input size="sm" inputMode="numeric" value={libraryId} onChange={(event) => setLibraryId(event.target.value)} data-testid="robot-library" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{words.taskId()}</Field.Label>
          <Input size="sm" inputMode="numeric" value={taskId} onChange={(event) => setTaskId(event.target.value)} data-testid="robot-task" />
        </Field.Root>
        <Switch.Root size="sm" checked={active} onCheckedChange={(details) => setActive(details.checked)} data-testid="robot-active">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{words.active()}</Switch.Label>
        </Switch.Root>
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="robot-form-error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
