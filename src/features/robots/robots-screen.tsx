import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { RobotDelivery, RobotInfo } from '../../../contract/notification-robots';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatDateTime } from '../../lib/display-format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useTitleSubject } from '../../ui/document-title';
import { ScreenFrame } from '../../ui/screen-frame';
import { showToast } from '../../ui/toaster';
import { useRemoveRobot, useRobotDeliveries, useRobots, useTestRobot } from './robot-api';
import { kindWordKey, RobotForm } from './robot-form';

const STATUS_PALETTE = { pending: 'orange', succeeded: 'green', failed: 'red' } as const;

function StatusBadge({ status }: { status: RobotDelivery['status'] }) {
  const { LL } = useI18nContext();
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} data-testid="robot-delivery-status" data-status={status}>
      {LL.notifyChannels.robots.status[status]()}
    </Badge>
  );
}

/** A robot's latest messages, each with the tool's answer. */
function Deliveries({ robotId }: { robotId: number }) {
  const { LL, locale } = useI18nContext();
  const words = LL.notifyChannels.robots;
  const deliveries = useRobotDeliveries(robotId);
  if (deliveries.isPending) return <Spinner size="sm" />;
  if (deliveries.isError) return <Text color="fg.error">{deliveries.error.message}</Text>;
  if (!deliveries.data.length) return <Text color="fg.muted">{words.noDeliveries()}</Text>;
  return (
    <Table.Root size="sm" variant="outline" data-testid="robot-deliveries">
      <Table.Caption captionSide="top" textAlign="start">
        {words.deliveries()}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{words.columns.time()}</Table.ColumnHeader>
          <Table.ColumnHeader>{words.columns.message()}</Table.ColumnHeader>
          <Table.ColumnHeader>{words.columns.status()}</Table.ColumnHeader>
          <Table.ColumnHeader>{words.columns.attempts()}</Table.ColumnHeader>
          <Table.ColumnHeader>{words.columns.answer()}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {deliveries.data.map((delivery) => (
          <Table.Row key={delivery.id} data-testid="robot-delivery">
            <Table.Cell whiteSpace="nowrap">{formatDateTime(delivery.createdAt, locale)}</Table.Cell>
            <Table.Cell>
              <Text fontSize="xs" color="fg.muted">
                {delivery.kind === 'test' ? words.testKind() : LL.notifications.kind[kindWordKey(delivery.kind)]()}
              </Text>
              {delivery.title}
            </Table.Cell>
            <Table.Cell>
              <StatusBadge status={delivery.status} />
            </Table.Cell>
            <Table.Cell>{delivery.attempts}</Table.Cell>
            <Table.Cell fontSize="xs" wordBreak="break-all">
              {delivery.error ?? delivery.responseBody ?? ''}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function RobotCard({ robot, onEdit, onRemove }: { robot: RobotInfo; onEdit: () => void; onRemove: () => void }) {
  const { LL, locale } = useI18nContext();
  const words = LL.notifyChannels.robots;
  const test = useTestRobot();
  const [open, setOpen] = useState(false);
  const scope = [robot.libraryId ? words.libraryScope({ id: robot.libraryId }) : null, robot.taskId ? words.taskScope({ id: robot.taskId }) : null].filter(Boolean).join(' · ') || words.anyScope();
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="robot-row" data-name={robot.name}>
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Stack gap="1" minWidth="0">
          <HStack gap="2">
            <Text fontWeight="medium">{robot.name}</Text>
            <Badge variant="outline">{words.kinds[robot.kind]()}</Badge>
            {robot.active ? null : <Badge>{words.inactive()}</Badge>}
          </HStack>
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {robot.url}
          </Text>
          <HStack gap="1" flexWrap="wrap">
            {robot.kinds.map((kind) => (
              <Badge key={kind} size="sm">
                {LL.notifications.kind[kindWordKey(kind)]()}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {words.filters()}: {scope} · {words.lastDelivery()}:{' '}
            {robot.lastDelivery ? (
              <>
                <StatusBadge status={robot.lastDelivery.status} /> {formatDateTime(robot.lastDelivery.at, locale)}
              </>
            ) : (
              words.never()
            )}
          </Text>
        </Stack>
        <HStack gap="1">
          <Button
            size="xs"
            variant="outline"
            loading={test.isPending}
            data-testid="robot-test"
            onClick={() =>
              test.mutate(robot.id, {
                onSuccess: (delivery) => {
                  setOpen(true);
                  if (delivery.status === 'succeeded') showToast('success', words.testSent());
                  else showToast('error', words.testFailed({ reason: delivery.error ?? '' }));
                },
                onError: (failure) => showToast('error', failure.message),
              })
            }
          >
            {words.test()}
          </Button>
          <Button size="xs" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="robot-show-deliveries">
            {words.deliveries()}
          </Button>
          <Button size="xs" variant="ghost" onClick={onEdit} data-testid="robot-edit">
            {words.edit()}
          </Button>
          <Button size="xs" variant="ghost" colorPalette="red" onClick={onRemove} data-testid="robot-remove">
            {words.remove()}
          </Button>
        </HStack>
      </HStack>
      {open ? (
        <Box mt="3">
          <Deliveries robotId={robot.id} />
        </Box>
      ) : null}
    </Box>
  );
}

/** The back office's chat robots: WeCom, DingTalk and Feishu groups told of the notifications chosen. */
export function RobotsScreen() {
  const { LL } = useI18nContext();
  const words = LL.notifyChannels.robots;
  const robots = useRobots();
  const remove = useRemoveRobot();
  const [editing, setEditing] = useState<RobotInfo | 'new' | null>(null);
  const [removing, setRemoving] = useState<RobotInfo | null>(null);
  useTitleSubject([words.title()]);
  return (
    <ScreenFrame showTitle={false}>
      <Box data-testid="screen-manageRobots">
        <Heading as="h1" size="xl" mb="2">
          {words.title()}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3" maxWidth="4xl">
          {words.intro()}
        </Text>
        <Button size="sm" mb="3" onClick={() => setEditing('new')} data-testid="robot-add">
          {words.add()}
        </Button>
        {robots.isPending ? (
          <Spinner size="sm" display="block" />
        ) : robots.isError ? (
          <Text color="fg.error">{robots.error.message}</Text>
        ) : robots.data.length === 0 ? (
          <Text color="fg.muted" data-testid="robots-none">
            {words.empty()}
          </Text>
        ) : (
          <Stack gap="3">
            {robots.data.map((robot) => (
              <RobotCard key={robot.id} robot={robot} onEdit={() => setEditing(robot)} onRemove={() => setRemoving(robot)} />
            ))}
          </Stack>
        )}
        {editing ? <RobotForm editing={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
        <ConfirmDialog
          open={removing !== null}
          title={words.remove()}
          message={words.confirmRemove({ name: removing?.name ?? '' })}
          confirmLabel={words.remove()}
          danger
          pending={remove.isPending}
          onConfirm={() =>
            removing &&
            remove.mutate(removing.id, {
              onSuccess: () => showToast('success', words.removed()),
              onError: (failure) => showToast('error', failure.message),
              onSettled: () => setRemoving(null),
            })
          }
          onClose={() => setRemoving(null)}
        />
      </Box>
    </ScreenFrame>
  );
}
