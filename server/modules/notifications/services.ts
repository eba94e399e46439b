import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { taskPolicy } from '../codecheck/task-policy';
import { libraryPolicy } from '../library/policy';
import type { WikiPolicy } from '../wiki/wiki-policy';
import { codecheckNotifications, followedChanges, foldersAbove, grantsReceived } from './emitters';
import { liveCounts } from './live-counts';
import { notificationRepositories } from './notification-repositories';
import { type NotificationSubject, notificationService, type SubjectReader } from './notification-service';
import type { DocumentReports } from './notifying-services';

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * The notifications of one process: the service, the live counts its streams listen to, and the adapters
 * that turn the areas' events into notifications. The app and the scan worker build it alike; `wikiAccess`
 * decides a wiki page's readers once the wiki is built (without it, the library's readers read its pages).
 */
export function notificationServices(db: Db, config: Pick<Config, 'redisUrl' | 'queuePrefix'>, log: Logger, deps: { wikiAccess?: () => Pick<WikiPolicy, 'can'> } = {}) {
  const repos = notificationRepositories(db);
  const policy = libraryPolicy(repos);
  const tasks = taskPolicy(repos.tasks);
  const live = liveCounts({ redisUrl: config.redisUrl, channel: `${config.queuePrefix}:notifications:unread` }, log);

  const readsLibrary: SubjectReader = async (person, subject) => {
    if (subject.type === 'task') return false;
    const library = await repos.libraries.findById(subject.libraryId);
    return Boolean(library) && library!.deleted_at === null && (await policy.can(person, 'read', library!));
  };
  const readers: Record<NotificationSubject['type'], SubjectReader> = {
    library: readsLibrary,
    folder: readsLibrary,
    file: readsLibrary,
    wiki: async (person, subject) => {
      if (subject.type !== 'wiki') return false;
      const wiki = deps.wikiAccess?.();
      return wiki ? wiki.can(person, 'read', { libraryId: subject.libraryId, pageId: subject.id }) : readsLibrary(person, subject);
    },
    task: async (person, subject) => {
      const task = subject.type === 'task' ? await repos.tasks.findById(subject.id) : undefined;
      return Boolean(task) && (await tasks.can(person, 'view', task!));
    },
  };

  const service = notificationService(repos.notifications, { readers, countsChanged: (ids) => live.changed(ids), log });
  const changed = followedChanges(service, repos);
  const grants = grantsReceived(service, { notifications: repos.notifications, libraries: repos.libraries, policy });
  // What went wrong telling people is logged; the change they are told of stands.
  const logged = (what: string) => (error: unknown) => log.warn({ reason: error instanceof Error ? error.message : String(error) }, `notifications of ${what} not made`);
  const reports: DocumentReports = {
    changed: (event) => changed(event).catch(logged('a change')),
    foldersAbove: (nodeIds) => foldersAbove(repos.nodes)(nodeIds).catch((error: unknown) => (logged('a move')(error), [])),
    grants: {
      before: (libraryId, inputs) => grants.before(libraryId, inputs).catch((error: unknown) => (logged('a grant')(error), [])),
      after: (actor, libraryId, newcomers) => grants.after(actor, libraryId, newcomers).catch(logged('a grant')),
    },
  };
  return {
    service,
    live,
    /** For the document area: changes of files and folders, and grants, once committed. */
    reports,
    codecheckEvents: codecheckNotifications(service, repos.notifications),
  };
}

export type NotificationArea = ReturnType<typeof notificationServices>;
