import type { AdminOperation } from '../../../contract/admin-operations';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import { type Transactional, transactional } from '../../db/repositories';
import { errors } from '../../errors';
import { type AdminRecord, adminRecord } from '../manage/admin-record-repo';
import { type PeopleRepo, peopleRepo } from './people-repo';

/** People, departments and groups, and the back office's record their changes are written to. */
export type PeopleRepositories = Transactional<{ people: PeopleRepo; adminRecord: AdminRecord }>;

export function peopleRepositories(db: Db): PeopleRepositories {
  return transactional(db, (executor) => ({ people: peopleRepo(executor), adminRecord: adminRecord(executor) }));
}

/** Runs one change and writes its line in the back office's history, in one transaction. */
export function recordedChange(repos: PeopleRepositories, now: () => number) {
  return <T>(actor: Actor, action: AdminOperation, subject: string, work: (people: PeopleRepo) => Promise<T>): Promise<T> =>
    repos.transaction(async (tx) => {
      const result = await work(tx.people);
      await tx.adminRecord.record({ actorId: actor.id, action, subject }, now());
      return result;
    });
}

/** A department named in a request exists (none named is fine). */
export async function assertDepartment(people: PeopleRepo, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  if (!(await people.findDepartment(id))) throw errors.badRequest('unknownDepartment');
}
