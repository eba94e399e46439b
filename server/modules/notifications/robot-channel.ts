import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '../../../contract/constants';
import type { NotificationKind } from '../../../contract/notification-kinds';
import type { CreateRobotBody, RobotDelivery, RobotDeliveryKind, RobotInfo, UpdateRobotBody } from '../../../contract/notification-robots';
import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { afterAttempt, outboxSweeper } from '../../jobs/outbox-sweep';
import type { SecretBox } from '../../security/secret-box';
import { backOfficePolicy } from '../users/backoffice-policy';
import { webhookErrors } from '../webhooks/webhook-errors';
import { type AttemptOutcome, checkWebhookUrl, postGuarded, WEBHOOK_TIMEOUT_MS } from '../webhooks/webhook-sender';
import type { RobotDeliveryRow, RobotRepo, RobotRow } from './channel-repo';
import { tell, wordsOf } from './channel-words';
import type { Delivered, Deliverer, NotificationSubject } from './notification-service';
import { type RobotMessage, robotAccepted, robotRequest } from './robot-formats';

interface Log {
  warn(detail: object, message: string): void;
}

const CLAIM_LEASE_MS = WEBHOOK_TIMEOUT_MS + 20_000;
/** How many of a robot's latest messages the back office shows. */
const SHOWN_DELIVERIES = 20;

/** Whether a robot posts about a subject: its library or task filter, when it has one, must match. */
export function robotCovers(robot: Pick<RobotRow, 'library_id' | 'task_id'>, subject: NotificationSubject): boolean {
  if (robot.library_id === null && robot.task_id === null) return true;
  if (robot.library_id !== null && subject.type !== 'task' && subject.libraryId === robot.library_id) return true;
  return robot.task_id !== null && subject.type === 'task' && subject.id === robot.task_id;
}

function presentRobot(row: RobotRow, last: { status: RobotDeliveryRow['status']; updated_at: number | string; error: string | null } | undefined): RobotInfo {
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    url: row.url,
    hasSecret: row.secret !== null,
    kinds: JSON.parse(row.kinds) as NotificationKind[],
    libraryId: row.library_id === null ? null : Number(row.library_id),
    taskId: row.task_id === null ? null : Number(row.task_id),
    active: row.active === 1,
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    lastDelivery: last ? { status: last.status, at: Number(last.updated_at), error: last.error } : null,
  };
}

function presentDelivery(row: RobotDeliveryRow): RobotDelivery {
  return {
    id: row.id,
    robotId: Number(row.robot_id),
    kind: row.kind,
    title: row.title,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at === null ? null : Number(row.next_attempt_at),
    responseStatus: row.response_status,
    responseBody: row.response_body,
    error: row.error,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

/**
 * Chat robots: the deliverer that queues one message per robot for each notification of a kind it posts
 * (about its library or task when it has that filter), the sender (the tool's own format and signing,
 * through the same guarded POST as webhooks, retried with backoff while the tool answers an error code),
 * and the back office's management of them.
 */
export function robotChannel(
  robots: RobotRepo,
  deps: {
    policy: RepoUrlPolicy;
    secrets: SecretBox;
    publicUrl: string | null;
    retryMs: readonly number[];
    log: Log;
    now?: () => number;
    post?: (url: string, headers: Record<string, string>, body: string, policy: RepoUrlPolicy) => Promise<AttemptOutcome>;
  },
) {
  const now = deps.now ?? Date.now;
  const post = deps.post ?? postGuarded;

  async function attempt(id: string) {
    const delivery = await robots.delivery(id);
    const robot = delivery && (await robots.find(delivery.robot_id));
    if (!delivery || !robot) return;
    const message = JSON.parse(delivery.content) as RobotMessage;
    const request = robotRequest(robot.kind, robot.url, robot.secret === null ? null : deps.secrets.open(robot.secret), message, now());
    const outcome = await post(request.url, { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'Librarium-Robot' }, request.body, deps.policy);
    const verdict = outcome.error ? ({ ok: false, reason: outcome.error } as const) : robotAccepted(outcome.responseStatus, outcome.responseBody);
    const at = now();
    await robots.record(id, {
      ...afterAttempt(verdict.ok, delivery.attempts, deps.retryMs, at),
      request_body: request.body,
      response_status: outcome.responseStatus,
      response_body: outcome.responseBody,
      duration_ms: outcome.durationMs,
      error: verdict.ok ? null : verdict.reason,
      updated_at: at,
    });
    if (!verdict.ok) deps.log.warn({ robotDeliveryId: id, robotId: robot.id, attempts: delivery.attempts, reason: verdict.reason }, 'chat robot message not taken');
  }

  const sweeper = outboxSweeper(robots, attempt, { name: 'chat robot', leaseMs: CLAIM_LEASE_MS, log: deps.log, now });

  async function enqueue(targets: RobotRow[], kind: RobotDeliveryKind, message: RobotMessage): Promise<string[]> {
    const at = now();
    const rows = targets.map((robot) => ({
      id: randomUUID(),
      robot_id: Number(robot.id),
      kind,
      title: message.title,
      content: JSON.stringify(message),
      status: 'pending' as const,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    }));
    await robots.addDeliveries(rows);
    return rows.map((row) => row.id);
  }

  const deliverer: Deliverer = {
    name: 'chat robots',
    async deliver(items: Delivered[]) {
      const [first] = items;
      if (!first) return;
      const targets = (await robots.activeFor(first.notification.kind)).filter((robot) => robotCovers(robot, first.subject));
      if (!targets.length) return;
      const told = tell(DEFAULT_LANGUAGE, first.notification, deps.publicUrl);
      const { channels } = wordsOf(DEFAULT_LANGUAGE);
      await enqueue(targets, first.notification.kind, { title: told.says, text: told.context, url: deps.publicUrl ? told.url : null, linkLabel: channels.robot.open() });
      sweeper.kick();
    },
  };

  async function managed(actor: Actor, id: number) {
    backOfficePolicy.authorize(actor, 'administer');
    const robot = await robots.find(id);
    if (!robot) throw errors.notFound();
    return robot;
  }

  async function assertTarget(url: string) {
    try {
      await checkWebhookUrl(url, deps.policy);
    } catch {
      throw webhookErrors.urlRefused();
    }
  }

  async function assertFilters(libraryId: number | null | undefined, taskId: number | null | undefined) {
    if (libraryId && !(await robots.libraryExists(libraryId))) throw errors.badRequest('notFound', {}, { libraryId: 'notFound' });
    if (taskId && !(await robots.taskExists(taskId))) throw errors.badRequest('notFound', {}, { taskId: 'notFound' });
  }

  async function info(id: number) {
    const [last] = await robots.lastDeliveries([id]);
    return presentRobot((await robots.find(id))!, last);
  }

  const service = {
    async list(actor: Actor): Promise<RobotInfo[]> {
      backOfficePolicy.authorize(actor, 'administer');
      const rows = await robots.list();
      const last = await robots.lastDeliveries(rows.map((row) => Number(row.id)));
      return rows.map((row) => presentRobot(row, last.find((entry) => Number(entry.robot_id) === Number(row.id))));
    },

    async create(actor: Actor, body: CreateRobotBody): Promise<RobotInfo> {
      backOfficePolicy.authorize(actor, 'administer');
      await assertTarget(body.url);
      await assertFilters(body.libraryId, body.taskId);
      const at = now();
      const id = await robots.create({
        name: body.name,
        kind: body.kind,
        url: body.url,
        secret: body.secret ? deps.secrets.seal(body.secret) : null,
        kinds: JSON.stringify(body.kinds),
        library_id: body.libraryId,
        task_id: body.taskId,
        active: body.active ? 1 : 0,
        created_by: actor.account,
        created_at: at,
        updated_at: at,
      });
      return info(id);
    },

    async update(actor: Actor, id: number, body: UpdateRobotBody): Promise<RobotInfo> {
      await managed(actor, id);
      if (body.url !== undefined) await assertTarget(body.url);
      await assertFilters(body.libraryId, body.taskId);
      await robots.update(id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.kind !== undefined ? { kind: body.kind } : {}),
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.kinds !== undefined ? { kinds: JSON.stringify(body.kinds) } : {}),
        ...(body.libraryId !== undefined ? { library_id: body.libraryId } : {}),
        ...(body.taskId !== undefined ? { task_id: body.taskId } : {}),
        ...(body.active !== undefined ? { active: body.active ? 1 : 0 } : {}),
        ...(body.secret !== undefined ? { secret: body.secret ? deps.secrets.seal(body.secret) : null } : {}),
        updated_at: now(),
      });
      return info(id);
    },

    async remove(actor: Actor, id: number) {
      await managed(actor, id);
      await robots.remove(id);
      return null;
    },

    /** A test message, sent now: the answer is the message after its first attempt (retried later if it failed). */
    async test(actor: Actor, id: number): Promise<RobotDelivery> {
      const robot = await managed(actor, id);
      const { channels } = wordsOf(DEFAULT_LANGUAGE);
      const [deliveryId] = await enqueue([robot], 'test', { title: channels.robot.testTitle(), text: channels.robot.testText(), url: deps.publicUrl, linkLabel: channels.robot.open() });
      await sweeper.attemptNow(deliveryId!);
      return presentDelivery((await robots.delivery(deliveryId!))!);
    },

    async deliveries(actor: Actor, id: number): Promise<RobotDelivery[]> {
      await managed(actor, id);
      return (await robots.deliveries(id, SHOWN_DELIVERIES)).map(presentDelivery);
    },
  };

  return { deliverer, sweep: sweeper.sweep, service };
}

export type RobotChannel = ReturnType<typeof robotChannel>;
export type RobotService = RobotChannel['service'];
