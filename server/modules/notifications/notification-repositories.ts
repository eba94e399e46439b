import type { Db } from '../../db/database';
import { transactional } from '../../db/repositories';
import { taskRepo } from '../codecheck/task-repo';
import { nodeRepo } from '../files/node-repo';
import { accessRepo } from '../library/access-repo';
import { grantRepo, shareTemplateRepo } from '../library/grant-repo';
import { libraryRepo } from '../library/library-repo';
import { operationRepo } from '../library/operation-repo';
import { notificationRepo } from './notification-repo';

/**
 * The notifications' repositories, and what deciding who may still read a subject needs: the libraries'
 * (for their policy), the file tree's (who follows a folder above an item) and the tasks' (their policy).
 * The scan worker builds them too, without the rest of the app.
 */
export function notificationRepositories(db: Db) {
  return transactional(db, (executor) => ({
    notifications: notificationRepo(executor),
    libraries: libraryRepo(executor),
    grants: grantRepo(executor),
    shareTemplates: shareTemplateRepo(executor),
    access: accessRepo(executor),
    operations: operationRepo(executor),
    nodes: nodeRepo(executor),
    tasks: taskRepo(executor),
  }));
}

export type NotificationRepositories = ReturnType<typeof notificationRepositories>;
