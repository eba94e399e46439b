import {
  DEFAULT_KIND_SETTING,
  type EmailChoice,
  type FollowedChange,
  type KindSetting,
  NOTIFICATION_KINDS,
  NOTIFICATION_LIMITS,
  type NotificationItem,
  type NotificationKind,
  type NotificationListQuery,
  type SubjectType,
} from '../../../contract/notifications';
import type { PageQuery } from '../../../contract/page';
import { type Actor, actorOfUser } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import { errors } from '../../errors';
import type { NewNotification, NotificationRepo } from './notification-repo';

/** What a notification is about: its type and id, and the library or task whose rights decide who may read it. */
export type NotificationSubject = { type: 'library' | 'folder' | 'file' | 'wiki'; id: number; libraryId: number } | { type: 'task'; id: number };

/** One event as an emitter reports it, after its change committed. */
export interface NotificationEvent {
  kind: NotificationKind;
  /** Who caused it; never told of their own doing. Null for the system (a scheduled scan). */
  actor: Pick<Actor, 'id' | 'name'> | null;
  subject: NotificationSubject;
  change?: FollowedChange;
  /** The subject as it is named now, the place it lives (a library, a task), the web app's address of it. */
  title: string;
  context: string;
  link: string;
}

/**
 * Whether a person may still read a subject; the composition hands one per subject type. Told of a delete
 * (`change`), it answers whether they could read the subject when it went to the recycle bin.
 */
export type SubjectReader = (person: Actor, subject: NotificationSubject, change?: FollowedChange) => Promise<boolean>;

/** One notification as it reached one person, with their choices for its kind. */
export interface Delivered {
  recipient: Pick<Actor, 'id' | 'account' | 'name' | 'email'>;
  /** `id` is null when the person keeps this kind out of their inbox. */
  notification: Omit<NotificationItem, 'id'> & { id: number | null };
  setting: KindSetting;
  /** What it is about, with the library or task whose rights decide who reads it. */
  subject: NotificationSubject;
}

/**
 * A further way notifications go out (e-mail, a chat robot): handed every notification once it is stored,
 * with the recipient's choices, so a new channel is added to the list without touching any emitter. A
 * deliverer's failure is logged and never reaches the change that caused the notification.
 */
export interface Deliverer {
  readonly name: string;
  deliver(items: Delivered[]): Promise<void>;
}

interface Logger {
  warn(object: unknown, message: string): void;
}

function clip(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function notificationService(
  repo: NotificationRepo,
  deps: {
    readers: Record<NotificationSubject['type'], SubjectReader>;
    /** Told after counts changed, so open streams push the new count. */
    countsChanged: (userIds: readonly number[]) => void;
    deliverers?: readonly Deliverer[];
    log: Logger;
    now?: () => number;
  },
) {
  const now = deps.now ?? Date.now;
  const deliverers = [...(deps.deliverers ?? [])];

  function present(row: Awaited<ReturnType<NotificationRepo['page']>>['rows'][number]): NotificationItem {
    return {
      id: Number(row.id),
      kind: row.kind,
      actorName: row.actor_name,
      subjectType: row.subject_type,
      subjectId: Number(row.subject_id),
      change: (row.change as FollowedChange | null) ?? null,
      title: row.title,
      context: row.context,
      link: row.link,
      createdAt: Number(row.created_at),
      readAt: row.read_at === null ? null : Number(row.read_at),
    };
  }

  async function settingsOf(userIds: number[]): Promise<Map<string, KindSetting>> {
    const rows = await repo.settings(userIds);
    return new Map(rows.map((row) => [`${row.user_id}:${row.kind}`, { kind: row.kind, inbox: row.inbox === 1, email: row.email }]));
  }

  function settingFor(stored: Map<string, KindSetting>, userId: number, kind: NotificationKind): KindSetting {
    return stored.get(`${userId}:${kind}`) ?? { kind, ...DEFAULT_KIND_SETTING };
  }

  async function settings(actor: Actor): Promise<KindSetting[]> {
    const stored = await settingsOf([actor.id]);
    return NOTIFICATION_KINDS.map((kind) => settingFor(stored, actor.id, kind));
  }

  async function deliver(items: Delivered[]) {
    for (const deliverer of deliverers) {
      try {
        await deliverer.deliver(items);
      } catch (error) {
        deps.log.warn({ deliverer: deliverer.name, reason: error instanceof Error ? error.message : String(error) }, 'notifications not delivered');
      }
    }
  }

  /**
   * Tells `recipientIds` of an event: never its actor, nobody deactivated, nobody who can no longer read its
   * subject; into the inbox of those who keep the kind there, and to every deliverer. Called after the change
   * committed; a failure here is logged, never thrown at the change.
   */
  async function notify(recipientIds: readonly number[], event: NotificationEvent): Promise<number[]> {
    try {
      const wanted = [...new Set(recipientIds)].filter((id) => id !== event.actor?.id);
      if (!wanted.length) return [];
      const people = await repo.people(wanted);
      const allowed = [];
      for (const row of people) {
        const person = actorOfUser(row);
        if (await deps.readers[event.subject.type](person, event.subject, event.change)) allowed.push(person);
      }
      if (!allowed.length) return [];
      const stored = await settingsOf(allowed.map((person) => person.id));
      const at = now();
      const base = {
        kind: event.kind,
        actor_id: event.actor?.id ?? null,
        actor_name: event.actor?.name ?? '',
        subject_type: event.subject.type as SubjectType,
        subject_id: event.subject.id,
        change: event.change ?? null,
        title: clip(event.title, NOTIFICATION_LIMITS.title),
        context: clip(event.context, NOTIFICATION_LIMITS.context),
        link: event.link,
        created_at: at,
        read_at: null,
      } satisfies Omit<NewNotification, 'recipient_id'>;
      const inbox = allowed.filter((person) => settingFor(stored, person.id, event.kind).inbox);
      const ids = await repo.insert(inbox.map((person) => ({ ...base, recipient_id: person.id })));
      const idOf = new Map(inbox.map((person, index) => [person.id, ids[index]!]));
      if (inbox.length) deps.countsChanged(inbox.map((person) => person.id));
      if (deliverers.length) {
        await deliver(
          allowed.map((person) => ({
            recipient: { id: person.id, account: person.account, name: person.name, email: person.email },
            notification: {
              id: idOf.get(person.id) ?? null,
              kind: base.kind,
              actorName: base.actor_name,
              subjectType: base.subject_type,
              subjectId: base.subject_id,
              change: event.change ?? null,
              title: base.title,
              context: base.context,
              link: base.link,
              createdAt: at,
              readAt: null,
            },
            setting: settingFor(stored, person.id, event.kind),
            subject: event.subject,
          })),
        );
      }
      return inbox.map((person) => person.id);
    } catch (error) {
      deps.log.warn({ kind: event.kind, reason: error instanceof Error ? error.message : String(error) }, 'notifications not stored');
      return [];
    }
  }

  return {
    notify,

    /** Adds a channel (e-mail, a chat robot); it receives every notification stored from then on. */
    addDeliverer(deliverer: Deliverer) {
      deliverers.push(deliverer);
    },

    async list(actor: Actor, query: PageQuery & Pick<NotificationListQuery, 'unread' | 'kind'>) {
      const { rows, total } = await repo.page(actor.id, { unread: query.unread === '1', kind: query.kind, pageNum: query.pageNum, pageSize: query.pageSize });
      return pageOf(rows.map(present), total, query);
    },

    async unread(actor: Actor) {
      return { count: await repo.unreadCount(actor.id) };
    },

    async markRead(actor: Actor, id: number) {
      if (!(await repo.markRead(id, actor.id, now())) && !(await repo.exists(id, actor.id))) throw errors.notFound();
      deps.countsChanged([actor.id]);
      return { count: await repo.unreadCount(actor.id) };
    },

    async markAllRead(actor: Actor) {
      if (await repo.markAllRead(actor.id, now())) deps.countsChanged([actor.id]);
      return { count: 0 };
    },

    settings,

    async updateSettings(actor: Actor, choices: { kind: NotificationKind; inbox: boolean; email: EmailChoice }[]): Promise<KindSetting[]> {
      const at = now();
      for (const setting of choices) await repo.putSetting(actor.id, setting, at);
      return settings(actor);
    },

    /** The person's unread count, for the live stream. */
    unreadCount(userId: number) {
      return repo.unreadCount(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof notificationService>;
