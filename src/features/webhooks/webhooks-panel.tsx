import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WebhookInfo } from '../../../contract/webhooks';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ApiError } from '../../api/api-error';
import { formatDateTime } from '../../lib/display-format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SecretShownOnce } from '../../ui/secret-shown-once';
import { showToast } from '../../ui/toaster';
import { type WebhookScope, usePingWebhook, useRemoveWebhook, useWebhooks } from './webhook-api';
import { DeliveriesTable, DeliveryStatusBadge } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { EVENT_KEY } from './webhook-words';

/** The secret of the webhook just added: shown here once, with a way to copy it. */
function NewSecret({ made, onDone }: { made: { url: string; secret: string }; onDone: () => void }) {
  const { LL } = useI18nContext();
  const words = LL.webhooks;
  return (
    <SecretShownOnce
      secret={made.secret}
      title={words.secretTitle()}
      subject={<Text wordBreak="break-all">{made.url}</Text>}
      words={{ warning: words.secretWarning(), copy: words.copy(), copied: words.copied(), copyFailed: words.copyFailed(), saved: words.saved() }}
      onDone={onDone}
      testId="webhook"
    />
  );
}

function WebhookCard({ webhook, onEdit, onRemove }: { webhook: WebhookInfo; onEdit: () => void; onRemove: () => void }) {
  const { LL, locale } = useI18nContext();
  const ping = usePingWebhook();
  const [showDeliveries, setShowDeliveries] = useState(false);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="webhook-row" data-url={webhook.url}>
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Stack gap="1" minWidth="0">
          <HStack gap="2">
            <Text fontWeight="medium" wordBreak="break-all">
              {webhook.url}
            </Text>
            {webhook.active ? null : <Badge>{LL.webhooks.inactive()}</Badge>}
          </HStack>
          <HStack gap="1" flexWrap="wrap">
            {webhook.events.map((event) => (
              <Badge key={event} variant="outline">
                {LL.webhooks.event[EVENT_KEY[event]]()}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {LL.webhooks.createdBy()}: {webhook.createdBy} · {LL.webhooks.lastDelivery()}:{' '}
            {webhook.lastDelivery ? (
              <>
                <DeliveryStatusBadge status={webhook.lastDelivery.status} /> {webhook.lastDelivery.responseStatus ?? ''} {formatDateTime(webhook.lastDelivery.at, locale)}
              </>
            ) : (
              LL.webhooks.never()
            )}
          </Text>
        </Stack>
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            loading={ping.isPending}
            data-testid="webhook-ping"
            onClick={() =>
              ping.mutate(webhook.id, {
                onSuccess: () => {
                  setShowDeliveries(true);
                  showToast('success', LL.webhooks.pinged());
                },
                onError: (failure) => showToast('error', failure.message),
              })
            }
          >
            {LL.webhooks.ping()}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setShowDeliveries(!showDeliveries)} data-testid="webhook-deliveries" aria-expanded={showDeliveries}>
            {LL.webhooks.deliveries()}
          </Button>
          <Button size="xs" variant="ghost" onClick={onEdit} data-testid="webhook-edit">
            {LL.webhooks.edit()}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} data-testid="webhook-remove">
            {LL.webhooks.remove()}
          </Button>
        </HStack>
      </HStack>
      {showDeliveries ? (
        <Box mt="3">
          <DeliveriesTable webhookId={webhook.id} />
        </Box>
      ) : null}
    </Box>
  );
}

/** A task's or the global webhooks: add, change, test, delete, and each one's deliveries. */
export function WebhooksPanel({ scope }: { scope: WebhookScope }) {
  const { LL } = useI18nContext();
  const webhooks = useWebhooks(scope);
  const remove = useRemoveWebhook();
  const [editing, setEditing] = useState<WebhookInfo | 'new' | null>(null);
  const [made, setMade] = useState<{ url: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<WebhookInfo | null>(null);

  if (webhooks.isError) {
    const refused = webhooks.error instanceof ApiError && webhooks.error.httpStatus === 403;
    return (
      <Text color={refused ? 'fg.muted' : 'fg.error'} data-testid="webhooks-refused">
        {refused ? LL.webhooks.adminOnly() : webhooks.error.message}
      </Text>
    );
  }
  return (
    <Box data-testid="webhooks">
      <Text fontSize="sm" color="fg.muted" mb="3" maxWidth="4xl">
        {scope === 'global' ? `${LL.webhooks.globalIntro()} ` : ''}
        {LL.webhooks.intro()}
      </Text>
      {made ? <NewSecret made={made} onDone={() => setMade(null)} /> : null}
      <Button size="sm" mb="3" onClick={() => setEditing('new')} data-testid="webhook-add">
        {LL.webhooks.add()}
      </Button>
      {webhooks.isPending ? (
        <Spinner size="sm" display="block" />
      ) : webhooks.data.length === 0 ? (
        <Text color="fg.muted" data-testid="webhooks-none">
          {LL.webhooks.none()}
        </Text>
      ) : (
        <Stack gap="3">
          {webhooks.data.map((webhook) => (
            <WebhookCard key={webhook.id} webhook={webhook} onEdit={() => setEditing(webhook)} onRemove={() => setRemoving(webhook)} />
          ))}
        </Stack>
      )}
      {editing ? (
        <WebhookForm
          scope={scope}
          editing={editing === 'new' ? null : editing}
          onMade={(webhook) => {
            setMade(webhook);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={LL.webhooks.removeTitle()}
        message={LL.webhooks.removeMessage({ url: removing?.url ?? '' })}
        confirmLabel={LL.webhooks.remove()}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => showToast('success', LL.webhooks.removed()),
            onError: (failure) => showToast('error', failure.message),
            onSettled: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
