import type { OperationAction } from '../../../contract/metadata';
import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import { splitUrlCredentials } from '../../analysis/repo-url-policy';
import type { Actor } from '../../auth/actor';
import type { StoredMessage } from '../../i18n/stored-message';
import type { SecretBox } from '../../security/secret-box';
import type { CodecheckRepositories } from './codecheck-repositories';
import { assertRepositoryAllowed, type RepoLog } from './repo-access';
import type { TaskRow } from './task-repo';

export interface RepoCredential {
  username?: string;
  password?: string;
}

/** A stored repository URL as people may see it: rows saved before credentials were split off still carry them. */
export function presentRepoUrl(url: string): string {
  return splitUrlCredentials(url).url;
}

/** A weekly scan as stored: each day once, in order, and no time without days. */
export function weeklySchedule(timing: { days: number[]; time: string | null }) {
  const days = [...new Set(timing.days)].sort();
  return { days, time: days.length ? timing.time : null };
}

/** The operation record of a schedule change: the days and time, or that weekly scans are off. */
export function scheduleRecord({ days, time }: { days: number[]; time: string | null }) {
  return days.length && time ? { key: 'recordSchedule' as const, params: { days, time } } : { key: 'recordScheduleOff' as const };
}

/**
 * A repository as given by a person, checked against the URL policy, its URL without credentials
 * and the credentials (given ones, else those the URL carried) sealed for storage.
 */
export function repositoryInput(deps: { repoPolicy: RepoUrlPolicy; log: RepoLog; secrets: SecretBox }) {
  return async (repoUrl: string, credential: RepoCredential | undefined) => {
    await assertRepositoryAllowed(repoUrl, deps.repoPolicy, deps.log);
    const split = splitUrlCredentials(repoUrl);
    const secret = credential ?? split.credentials;
    return { url: split.url, sealedCredential: secret ? deps.secrets.seal(JSON.stringify(secret)) : undefined };
  };
}

/** Writes one line of a task's operation record. */
export function taskRecord(repos: Pick<CodecheckRepositories, 'records'>) {
  return async (task: TaskRow, actor: Actor, type: OperationAction, information: StoredMessage | null) => {
    await repos.records.add({ taskId: task.id, operator: actor.account, type, information });
  };
}
