import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { transactional } from '../../db/repositories';
import type { PeriodicJob } from '../../jobs/periodic-job';
import { loadSecretKey, secretBox } from '../../security/secret-box';
import { taskPolicy } from '../codecheck/task-policy';
import { libraryPolicy } from '../library/policy';
import type { WikiPolicy } from '../wiki/wiki-policy';
import type { WikiReports } from '../wiki/wiki-reports';
import { digestRepo, emailOutboxRepo, robotRepo } from './channel-repo';
import { codecheckNotifications, followedChanges, foldersAbove, grantsReceived, libraryChanges, wikiChanges } from './emitters';
import { liveCounts } from './live-counts';
import { mailChannel, type SendMail, smtpTransport } from './mail-channel';
import { notificationRepositories } from './notification-repositories';
import { type NotificationSubject, notificationService, type SubjectReader } from './notification-service';
import type { DocumentReports } from './notifying-services';
import { robotChannel } from './robot-channel';

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * The notifications of one process: the service, the live counts its streams listen to, and the adapters
 * that turn the areas' events into notifications. The app and the scan worker build it alike; `wikiAccess`
 * decides a wiki page's readers once the wiki is built (without it, the library's readers read its pages).
 */
export function notificationServices(
  db: Db,
  config: Config,
  log: Logger,
  deps: { wikiAccess?: () => Pick<WikiPolicy, 'can' | 'couldRead'>; urlPolicy: RepoUrlPolicy; sendMail?: SendMail },
) {
  const repos = notificationRepositories(db);
  const policy = libraryPolicy(repos);
  const tasks = taskPolicy(repos.tasks);
  const live = liveCounts({ redisUrl: config.redisUrl, channel: `${config.queuePrefix}:notifications:unread` }, log);

  // A library in the recycle bin is read by no one, except to be told it went there.
  const readsLibrary: SubjectReader = async (person, subject, change) => {
    if (subject.type === 'task') return false;
    const library = await repos.libraries.findById(subject.libraryId);
    const gone = subject.type === 'library' && change === 'delete';
    return Boolean(library) && (library!.deleted_at === null || gone) && (await policy.can(person, 'read', library!));
  };
  const readers: Record<NotificationSubject['type'], SubjectReader> = {
    library: readsLibrary,
    folder: readsLibrary,
    file: readsLibrary,
    // A page's grants narrow its library's readers; a page just deleted is told to those who could read it.
    wiki: async (person, subject, change) => {
      if (subject.type !== 'wiki') return false;
      const wiki = deps.wikiAccess?.();
      const page = { libraryId: subject.libraryId, pageId: subject.id };
      if (!wiki) return readsLibrary(person, subject);
      return change === 'delete' ? wiki.couldRead(person, page) : wiki.can(person, 'read', page);
    },
    task: async (person, subject) => {
      const task = subject.type === 'task' ? await repos.tasks.findById(subject.id) : undefined;
      return Boolean(task) && (await tasks.can(person, 'view', task!));
    },
  };

  const service = notificationService(repos.notifications, { readers, countsChanged: (ids) => live.changed(ids), log });
  // Further ways out: e-mail once SMTP is configured, and the back office's chat robots.
  const channelRepos = transactional(db, (executor) => ({ outbox: emailOutboxRepo(executor), digests: digestRepo(executor), robots: robotRepo(executor) }));
  const mail = config.smtp
    ? mailChannel(channelRepos, {
        smtp: config.smtp,
        publicUrl: config.publicUrl,
        digestHour: config.notify.digestHour,
        retryMs: config.notify.retryMs,
        send: deps.sendMail ?? smtpTransport(config.smtp),
        log,
      })
    : null;
  const robots = robotChannel(channelRepos.robots, {
    policy: deps.urlPolicy,
    secrets: secretBox(loadSecretKey(config.secretKey, config.dataDir)),
    publicUrl: config.publicUrl,
    retryMs: config.notify.retryMs,
    log,
  });
  if (mail) service.addDeliverer(mail.deliverer);
  service.addDeliverer(robots.deliverer);
  const channelJobs: PeriodicJob[] = [
    { name: 'chat-robot-messages', everyMs: config.notify.sweepMs, runAtStart: true, run: () => robots.sweep() },
    ...(mail
      ? [
          { name: 'notification-emails', everyMs: config.notify.sweepMs, runAtStart: true, run: () => mail.sweep() },
          { name: 'notification-digests', everyMs: config.notify.sweepMs, runAtStart: true, run: () => mail.digest() },
        ]
      : []),
  ];

  const changed = followedChanges(service, repos);
  const grants = grantsReceived(service, { notifications: repos.notifications, libraries: repos.libraries, policy });
  const libraryChanged = libraryChanges(service, repos);
  const wikiChanged = wikiChanges(service, repos);
  // What went wrong telling people is logged; the change they are told of stands.
  const logged = (what: string) => (error: unknown) => log.warn({ reason: error instanceof Error ? error.message : String(error) }, `notifications of ${what} not made`);
  const reports: DocumentReports = {
    changed: (event) => changed(event).catch(logged('a change')),
    libraryChanged: (event) => libraryChanged(event).catch(logged('a library change')),
    foldersAbove: (nodeIds) => foldersAbove(repos.nodes)(nodeIds).catch((error: unknown) => (logged('a move')(error), [])),
    grants: {
      before: (libraryId, inputs) => grants.before(libraryId, inputs).catch((error: unknown) => (logged('a grant')(error), [])),
      after: (actor, libraryId, newcomers) => grants.after(actor, libraryId, newcomers).catch(logged('a grant')),
    },
  };
  const wikiReports: WikiReports = { pageChanged: (event) => wikiChanged(event).catch(logged('a wiki change')) };
  return {
    service,
    live,
    /** For the wiki: a page's versions, renames, moves and deletes, once committed. */
    wikiReports,
    /** For the document area: changes of files and folders, and grants, once committed. */
    reports,
    codecheckEvents: codecheckNotifications(service, repos.notifications),
    /** Whether notifications can go out by e-mail. */
    emailOn: mail !== null,
    robots: robots.service,
    /** Sends the e-mails and chat messages that are due, and the daily digests: for the job worker. */
    jobs: channelJobs,
  };
}

export type NotificationArea = ReturnType<typeof notificationServices>;
