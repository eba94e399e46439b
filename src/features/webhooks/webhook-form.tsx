import { Checkbox, Code, Field, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, type WebhookEvent, type WebhookInfo } from '../../../contract/webhooks';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DialogForm } from '../../ui/form-dialog';
import { useCreateWebhook, useUpdateWebhook, type WebhookScope } from './webhook-api';
import { EVENT_KEY } from './webhook-words';

interface Props {
  scope: WebhookScope;
  /** The webhook changed; none: a new one is added. */
  editing: WebhookInfo | null;
  onMade: (made: { url: string; secret: string }) => void;
  onClose: () => void;
}

/** Add or change a webhook: its address, its events, whether it is on, and optionally its secret. */
export function WebhookForm({ scope, editing, onMade, onClose }: Props) {
  const { LL } = useI18nContext();
  const create = useCreateWebhook(scope);
  const update = useUpdateWebhook();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [events, setEvents] = useState<WebhookEvent[]>(editing?.events ?? ['scan.finished', 'gate.failed']);
  const [active, setActive] = useState(editing?.active ?? true);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);

  function toggle(event: WebhookEvent, on: boolean) {
    setEvents(WEBHOOK_EVENTS.filter((candidate) => (candidate === event ? on : events.includes(candidate))));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return setError(LL.webhooks.urlRequired());
    if (!events.length) return setError(LL.webhooks.eventsRequired());
    setError(null);
    const onError = (failure: Error) => setError(failure.message);
    const body = { url: url.trim(), events, active, ...(secret ? { secret } : {}) };
    if (editing) update.mutate({ id: editing.id, body }, { onSuccess: onClose, onError });
    else create.mutate(body, { onSuccess: (made) => onMade({ url: made.url, secret: made.secret }), onError });
  }

  return (
    <DialogForm
      title={editing ? LL.webhooks.editTitle() : LL.webhooks.addTitle()}
      testId="webhook-form"
      submitLabel={editing ? LL.webhooks.save() : LL.webhooks.add()}
      pending={create.isPending || update.isPending}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{LL.webhooks.url()}</Field.Label>
          <Input size="sm" type="url" value={url} maxLength={WEBHOOK_LIMITS.url} placeholder={LL.webhooks.urlHint()} onChange={(event) => setUrl(event.target.value)} data-testid="webhook-url" />
        </Field.Root>
        <Stack gap="2" role="group" aria-label={LL.webhooks.events()}>
          <Text fontSize="sm" fontWeight="medium">
            {LL.webhooks.events()}
          </Text>
          {WEBHOOK_EVENTS.map((name) => (
            <Checkbox.Root key={name} size="sm" alignItems="flex-start" checked={events.includes(name)} onCheckedChange={(details) => toggle(name, details.checked === true)} data-testid={`webhook-event-${name}`}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Code size="sm">{name}</Code> {LL.webhooks.event[EVENT_KEY[name]]()}{' '}
                <Text as="span" color="fg.muted">
                  {LL.webhooks.eventHint[EVENT_KEY[name]]()}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <Switch.Root size="sm" checked={active} onCheckedChange={(details) => setActive(details.checked)} data-testid="webhook-active">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{LL.webhooks.active()}</Switch.Label>
        </Switch.Root>
        <Field.Root>
          <Field.Label>{editing ? LL.webhooks.newSecret() : LL.webhooks.secret()}</Field.Label>
          <Input size="sm" type="password" autoComplete="new-password" value={secret} maxLength={WEBHOOK_LIMITS.secretMax} onChange={(event) => setSecret(event.target.value)} data-testid="webhook-secret" />
          <Field.HelperText>{LL.webhooks.secretHint()}</Field.HelperText>
        </Field.Root>
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="webhook-form-error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </DialogForm>
  );
}
