import { z } from 'zod';
import { AREA } from './api-areas';
import { endpoint } from './endpoint';
import { NOTIFICATION_KINDS } from './notification-kinds';

/**
 * Chat robots: group robots of the chat tools companies use, to which the back office sends notifications
 * of the kinds it chooses (optionally only those of one library or one code-check task). Each tool has its
 * own message and signing:
 *
 * - `wecom` (WeCom): `{"msgtype":"markdown","markdown":{"content"}}` to the robot's `…/webhook/send?key=…`
 *   address; no signing, the key is the secret;
 * - `dingtalk` (DingTalk): `{"msgtype":"markdown","markdown":{"title","text"}}`, with `timestamp` (milliseconds)
 *   and `sign` = base64(HMAC-SHA256 keyed with the secret over `timestamp + "\n" + secret`) added to the
 *   address's query when a secret is set;
 * - `feishu` (Feishu): `{"msg_type":"interactive","card":…}` with `timestamp` (seconds) and `sign` =
 *   base64(HMAC-SHA256 keyed with `timestamp + "\n" + secret` over nothing) in the body when a secret is set.
 *
 * Their answers carry an error code even with HTTP 200 (`errcode`, `code`): anything but 0 is a failure,
 * tried again later as webhook deliveries are.
 */
export const ROBOT_KINDS = ['wecom', 'dingtalk', 'feishu'] as const;
export type RobotKind = (typeof ROBOT_KINDS)[number];
/** What a robot's message carries: a notification's kind, or the test message. */
export const ROBOT_DELIVERY_KINDS = [...NOTIFICATION_KINDS, 'test'] as const;
export type RobotDeliveryKind = (typeof ROBOT_DELIVERY_KINDS)[number];

export const ROBOT_LIMITS = { name: 100, url: 2000, secret: 200, count: 50 } as const;

const ROBOTS = `${AREA.manage}/robots`;
const tags = ['manage'];

const status = z.enum(['pending', 'succeeded', 'failed']);

export const robotInfo = z
  .object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(ROBOT_KINDS),
    url: z.string(),
    hasSecret: z.boolean().meta({ description: 'Whether messages are signed; the secret itself is never shown' }),
    kinds: z.array(z.enum(NOTIFICATION_KINDS)),
    libraryId: z.number().int().nullable().meta({ description: "Only notifications about this library's items" }),
    taskId: z.number().int().nullable().meta({ description: "Only notifications about this code-check task" }),
    active: z.boolean(),
    createdBy: z.string(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
    lastDelivery: z.object({ status, at: z.number().int(), error: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'ChatRobot' });
export type RobotInfo = z.infer<typeof robotInfo>;

export const robotDelivery = z
  .object({
    id: z.string(),
    robotId: z.number().int(),
    kind: z.enum(ROBOT_DELIVERY_KINDS),
    title: z.string(),
    status,
    attempts: z.number().int(),
    nextAttemptAt: z.number().int().nullable(),
    responseStatus: z.number().int().nullable(),
    responseBody: z.string().nullable().meta({ description: "The start of the tool's answer, with its error code" }),
    error: z.string().nullable(),
    createdAt: z.number().int(),
    updatedAt: z.number().int(),
  })
  .meta({ id: 'ChatRobotDelivery' });
export type RobotDelivery = z.infer<typeof robotDelivery>;

/** A database id: a 32-bit integer in both dialects. */
const rowId = z.number().int().positive().max(2_147_483_647);
const robotUrl = z.string().trim().min(1).max(ROBOT_LIMITS.url).url();
const fields = {
  name: z.string().trim().min(1).max(ROBOT_LIMITS.name),
  kind: z.enum(ROBOT_KINDS),
  url: robotUrl,
  kinds: z.array(z.enum(NOTIFICATION_KINDS)).min(1).max(NOTIFICATION_KINDS.length),
  libraryId: rowId.nullable().default(null),
  taskId: rowId.nullable().default(null),
  active: z.boolean().default(true),
};
export const createRobotBody = z.strictObject({
  ...fields,
  secret: z.string().max(ROBOT_LIMITS.secret).optional().meta({ description: "DingTalk's or Feishu's signing secret; none leaves messages unsigned" }),
});
export type CreateRobotBody = z.infer<typeof createRobotBody>;
export const updateRobotBody = z.strictObject({
  name: fields.name.optional(),
  kind: fields.kind.optional(),
  url: robotUrl.optional(),
  kinds: fields.kinds.optional(),
  libraryId: rowId.nullable().optional(),
  taskId: rowId.nullable().optional(),
  active: z.boolean().optional(),
  secret: z.string().max(ROBOT_LIMITS.secret).nullable().optional().meta({ description: 'A new secret; null stops signing; left out keeps it' }),
});
export type UpdateRobotBody = z.infer<typeof updateRobotBody>;

const idParam = z.strictObject({ id: z.coerce.number<number>().int().min(1).max(2_147_483_647) });

/** The back office's chat robots: its administrators only. */
export const robotEndpoints = {
  list: endpoint({ method: 'GET', path: ROBOTS, tags, summary: 'The chat robots, without their secrets', data: z.array(robotInfo) }),
  create: endpoint({ method: 'POST', path: ROBOTS, tags, summary: 'Add a chat robot', body: createRobotBody, data: robotInfo }),
  update: endpoint({ method: 'PUT', path: `${ROBOTS}/{id}`, tags, summary: "Change a chat robot", params: idParam, body: updateRobotBody, data: robotInfo }),
  remove: endpoint({ method: 'DELETE', path: `${ROBOTS}/{id}`, tags, summary: 'Delete a chat robot and its messages', params: idParam, data: z.null() }),
  test: endpoint({ method: 'POST', path: `${ROBOTS}/{id}/test`, tags, summary: 'Send a test message now; the answer is the message after its first attempt', params: idParam, data: robotDelivery }),
  deliveries: endpoint({ method: 'GET', path: `${ROBOTS}/{id}/deliveries`, tags, summary: "A chat robot's latest messages, newest first", params: idParam, data: z.array(robotDelivery) }),
};
