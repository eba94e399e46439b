import type { AccessTokenRepo } from '../../auth/access-token-repo';
import { tokenInfo } from '../../auth/access-token-service';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';

/** The back office's view of everyone's access tokens: list them, revoke any. */
export function tokenOverviewService(repos: { accessTokens: AccessTokenRepo }) {
  return {
    async list(actor: Actor) {
      backOfficePolicy.authorize(actor, 'administer');
      return (await repos.accessTokens.listAll()).map((row) => ({ ...tokenInfo(row), userId: row.user_id, account: row.account, userName: row.user_name }));
    },
    async revoke(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const result = await repos.accessTokens.deleteAny(id);
      if (!Number(result.numDeletedRows)) throw errors.notFound();
    },
  };
}
