import { accessTokenRepo } from '../../auth/access-token-repo';
import { tokenInfo } from '../../auth/access-token-service';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import { type Transactional, transactional } from '../../db/repositories';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import { type AdminRecord, adminRecord } from './admin-record-repo';

/** Everyone's tokens, and the back office's record that a revocation writes in the same transaction. */
export type TokenOverviewRepositories = Transactional<{ accessTokens: ReturnType<typeof accessTokenRepo>; adminRecord: AdminRecord }>;

export function tokenOverviewRepositories(db: Db): TokenOverviewRepositories {
  return transactional(db, (executor) => ({ accessTokens: accessTokenRepo(executor), adminRecord: adminRecord(executor) }));
}

/** The back office's view of everyone's access tokens: list them, revoke any (recorded in the back office's history). */
export function tokenOverviewService(repos: TokenOverviewRepositories, deps: { now?: () => number } = {}) {
  const now = deps.now ?? Date.now;
  return {
    async list(actor: Actor) {
      backOfficePolicy.authorize(actor, 'administer');
      return (await repos.accessTokens.listAll()).map((row) => ({ ...tokenInfo(row), userId: row.user_id, account: row.account, userName: row.user_name }));
    },
    async revoke(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      await repos.transaction(async (tx) => {
        const token = await tx.accessTokens.findOwned(id);
        if (!token) throw errors.notFound();
        const result = await tx.accessTokens.deleteAny(id);
        if (!Number(result.numDeletedRows)) throw errors.notFound();
        await tx.adminRecord.record(
          { actorId: actor.id, action: 'TOKEN_REVOKE', subject: token.account, informationKey: 'tokenRevokedRecord', informationParams: { name: token.name, scopes: tokenInfo(token).scopes.join(', ') } },
          now(),
        );
      });
    },
  };
}
