import { z } from 'zod';
import { AREA } from './api-areas';
import { byteEndpoint, endpoint } from './endpoint';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { page, pageQuery } from './page';

export { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds';
export { robotEndpoints } from './notification-robots';

/** What a notification is about; who may read it decides whether it is still delivered. */
export const SUBJECT_TYPES = ['library', 'folder', 'file', 'wiki', 'task'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** What happened to a followed item. */
export const FOLLOWED_CHANGES = ['version', 'rename', 'move', 'delete'] as const;
export type FollowedChange = (typeof FOLLOWED_CHANGES)[number];

/** E-mail for a kind: none, one message per notification, or one digest a day. */
export const EMAIL_CHOICES = ['off', 'instant', 'daily'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/** A kind's choices when the person has not changed them: in the inbox, no e-mail. */
export const DEFAULT_KIND_SETTING = { inbox: true, email: 'off' } as const satisfies { inbox: boolean; email: EmailChoice };

export const NOTIFICATION_LIMITS = { title: 300, context: 300, popover: 8 } as const;

/** The path of the live count (`text/event-stream`): an `unread` event with `{ "count": n }` at once and on each change. */
const BASE = `${AREA.doc}/notifications`;

export const notificationKind = z.enum(NOTIFICATION_KINDS);

export const notificationItem = z
  .object({
    id: z.number().int(),
    kind: notificationKind,
    actorName: z.string().meta({ description: 'Who caused it, as they were named then; empty for the system (a scheduled scan)' }),
    subjectType: z.enum(SUBJECT_TYPES),
    subjectId: z.number().int(),
    change: z.enum(FOLLOWED_CHANGES).nullable().meta({ description: 'For `followed.changed`: what happened to the item' }),
    title: z.string().meta({ description: 'The subject as it was named when this happened' }),
    context: z.string().meta({ description: 'Where it lives or what it says: a library, a task, a build status' }),
    link: z.string().meta({ description: "The web app's address of the subject" }),
    createdAt: z.number().int(),
    readAt: z.number().int().nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof notificationItem>;

export const kindSetting = z.object({ kind: notificationKind, inbox: z.boolean(), email: z.enum(EMAIL_CHOICES) }).meta({ id: 'NotificationSetting' });
export type KindSetting = z.infer<typeof kindSetting>;

const listQuery = pageQuery().extend({
  unread: z.enum(['0', '1']).optional().meta({ description: '1: unread ones only' }),
  kind: notificationKind.optional(),
});
export type NotificationListQuery = z.input<typeof listQuery>;

const idParam = z.strictObject({ id: z.coerce.number<number>().int().min(1) });
const unreadCount = z.object({ count: z.number().int() });

const tags = ['notifications'];

export const notificationEndpoints = {
  list: endpoint({ method: 'GET', path: BASE, tags, summary: "The caller's notifications, newest first", query: listQuery, data: page(notificationItem) }),
  unread: endpoint({ method: 'GET', path: `${BASE}/unread`, tags, summary: "How many of the caller's notifications are unread", data: unreadCount }),
  markRead: endpoint({ method: 'PUT', path: `${BASE}/{id}/read`, tags, summary: 'Mark one notification read', params: idParam, data: unreadCount }),
  markAllRead: endpoint({ method: 'PUT', path: `${BASE}/read`, tags, summary: "Mark all the caller's notifications read", data: unreadCount }),
  channels: endpoint({
    method: 'GET',
    path: `${BASE}/channels`,
    tags,
    summary: 'Which ways out beyond the inbox this server has: e-mail once SMTP is configured',
    data: z.object({ email: z.boolean() }).meta({ id: 'NotificationChannels' }),
  }),
  settings: endpoint({ method: 'GET', path: `${BASE}/settings`, tags, summary: "The caller's choices per kind", data: z.array(kindSetting) }),
  updateSettings: endpoint({
    method: 'PUT',
    path: `${BASE}/settings`,
    tags,
    summary: "Change the caller's choices for the kinds named",
    body: z.strictObject({ settings: z.array(z.strictObject({ kind: notificationKind, inbox: z.boolean(), email: z.enum(EMAIL_CHOICES) })).min(1).max(NOTIFICATION_KINDS.length) }),
    data: z.array(kindSetting),
  }),
};

export const notificationStreamEndpoints = {
  stream: byteEndpoint({
    method: 'GET',
    path: `${BASE}/stream`,
    tags,
    summary: 'The live unread count: server-sent events',
    description: 'An `unread` event with `{"count": n}` when it opens and whenever the count changes; a comment line every 25 seconds keeps it open. It ends with the session.',
    produces: ['text/event-stream'],
  }),
};
