import { Badge, Box, Button, Code, Dialog, Heading, HStack, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { DeliveryDetail, DeliveryStatus } from '../../../contract/webhooks';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatDateTime } from '../../lib/display-format';
import { showToast } from '../../ui/toaster';
import { useDeliveries, useDelivery, useRedeliver } from './webhook-api';
import { EVENT_KEY } from './webhook-words';

const STATUS_PALETTE: Record<DeliveryStatus, string> = { pending: 'orange', succeeded: 'green', failed: 'red' };

export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { LL } = useI18nContext();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid="delivery-status">
      {LL.webhooks.status[status]()}
    </Badge>
  );
}

function Headers({ headers }: { headers: Record<string, string> }) {
  return (
    <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs">
      {Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')}
    </Code>
  );
}

function prettyBody(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function DetailBody({ detail }: { detail: DeliveryDetail }) {
  const { LL, locale } = useI18nContext();
  return (
    <Stack gap="3" fontSize="sm">
      <HStack gap="3" flexWrap="wrap">
        <DeliveryStatusBadge status={detail.status} />
        <Text>
          {LL.webhooks.attempts()}: {detail.attempts}
        </Text>
        {detail.nextAttemptAt ? <Text color="fg.muted">{LL.webhooks.nextAttempt({ time: formatDateTime(detail.nextAttemptAt, locale) })}</Text> : null}
        {detail.error ? <Text color="fg.error">{LL.webhooks.error({ error: detail.error })}</Text> : null}
      </HStack>
      <Heading as="h3" size="sm">
        {LL.webhooks.request()}
      </Heading>
      <Text wordBreak="break-all">POST {detail.request.url}</Text>
      <Headers headers={detail.request.headers} />
      <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs" maxHeight="60" overflow="auto" data-testid="delivery-request-body">
        {prettyBody(detail.request.body)}
      </Code>
      <Heading as="h3" size="sm">
        {LL.webhooks.response()} {detail.responseStatus ?? LL.webhooks.noResponse()}
      </Heading>
      {detail.response ? (
        <>
          <Headers headers={detail.response.headers} />
          <Code display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs" maxHeight="40" overflow="auto" data-testid="delivery-response-body">
            {detail.response.body}
          </Code>
        </>
      ) : null}
    </Stack>
  );
}

/** One delivery's request and answer, with the button that sends it again. */
function DeliveryDialog({ deliveryId, onClose }: { deliveryId: string; onClose: () => void }) {
  const { LL } = useI18nContext();
  const detail = useDelivery(deliveryId);
  const redeliver = useRedeliver();
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delivery-dialog">
            <Dialog.Header>
              <Dialog.Title>{LL.webhooks.detailTitle({ id: deliveryId })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{detail.data ? <DetailBody detail={detail.data} /> : <Spinner size="sm" />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {LL.webhooks.close()}
              </Button>
              <Button
                loading={redeliver.isPending}
                data-testid="delivery-resend"
                onClick={() =>
                  redeliver.mutate(deliveryId, { onSuccess: () => showToast('success', LL.webhooks.resent()), onError: (failure) => showToast('error', failure.message) })
                }
              >
                {LL.webhooks.resend()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A webhook's deliveries, newest first, ten at a time. */
export function DeliveriesTable({ webhookId }: { webhookId: number }) {
  const { LL, locale } = useI18nContext();
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const deliveries = useDeliveries(webhookId, pageNum);
  const redeliver = useRedeliver();
  if (deliveries.isPending) return <Spinner size="sm" />;
  if (deliveries.isError) return <Text color="fg.error">{deliveries.error.message}</Text>;
  const page = deliveries.data;
  return (
    <Box data-testid="deliveries">
      {page.content.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid="deliveries-none">
          {LL.webhooks.noDeliveries()}
        </Text>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{LL.webhooks.eventColumn()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.webhooks.deliveryStatus()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.webhooks.responseCode()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.webhooks.time()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.webhooks.duration()}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {page.content.map((delivery) => (
              <Table.Row key={delivery.id} data-testid="delivery-row" data-event={delivery.event}>
                <Table.Cell>{LL.webhooks.event[EVENT_KEY[delivery.event]]()}</Table.Cell>
                <Table.Cell>
                  <DeliveryStatusBadge status={delivery.status} />
                </Table.Cell>
                <Table.Cell>{delivery.responseStatus ?? LL.webhooks.noResponse()}</Table.Cell>
                <Table.Cell whiteSpace="nowrap" color="fg.muted">
                  {formatDateTime(delivery.updatedAt, locale)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{delivery.durationMs === null ? '' : LL.webhooks.durationMs({ ms: delivery.durationMs })}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  <Button size="xs" variant="ghost" onClick={() => setOpen(delivery.id)} data-testid="delivery-detail">
                    {LL.webhooks.detail()}
                  </Button>
                  <Button
                    size="xs"
                    variant="ghost"
                    loading={redeliver.isPending && redeliver.variables === delivery.id}
                    onClick={() => redeliver.mutate(delivery.id, { onSuccess: () => showToast('success', LL.webhooks.resent()), onError: (failure) => showToast('error', failure.message) })}
                    data-testid="delivery-row-resend"
                  >
                    {LL.webhooks.resend()}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {page.totalPages > 1 ? (
        <HStack gap="2" mt="2">
          <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            {LL.webhooks.newer()}
          </Button>
          <Text fontSize="sm">
            {pageNum} / {page.totalPages}
          </Text>
          <Button size="xs" variant="outline" disabled={pageNum >= page.totalPages} onClick={() => setPageNum(pageNum + 1)}>
            {LL.webhooks.older()}
          </Button>
        </HStack>
      ) : null}
      {open ? <DeliveryDialog deliveryId={open} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
