import type { Db } from '../db/database';
import { errors } from '../errors';
import { accessTokenRepo } from './access-token-repo';
import type { Actor } from './actor';
import { hashToken, newToken } from './tokens';

const TOKEN_PREFIX = 'lbr_';

/** Personal access tokens let pipelines and scripts call the API with `Authorization: Bearer …`. */
export function accessTokenService(db: Db, now = () => Date.now()) {
  const tokens = accessTokenRepo(db);
  return {
    async create(actor: Actor, name: string) {
      const token = `${TOKEN_PREFIX}${newToken()}`;
      const id = await tokens.insert(actor.id, name, hashToken(token), now());
      return { id, name, token };
    },
    async list(actor: Actor) {
      return (await tokens.listOfUser(actor.id)).map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at }));
    },
    async revoke(actor: Actor, id: number) {
      const result = await tokens.delete(actor.id, id);
      if (!Number(result.numDeletedRows)) throw errors.notFound();
    },
    async resolve(token: string): Promise<Actor | null> {
      if (!token.startsWith(TOKEN_PREFIX)) return null;
      const row = await tokens.findUser(hashToken(token));
      if (!row || !row.is_active) return null;
      const at = now();
      if (!row.last_used_at || at - row.last_used_at > 60_000) await tokens.touch(row.token_id, at);
      return { id: row.id, account: row.account, name: row.name, email: row.email, phone: row.phone, departmentId: row.department_id, isClassifyAdmin: row.is_classify_admin === 1 };
    },
  };
}

export type AccessTokenService = ReturnType<typeof accessTokenService>;
