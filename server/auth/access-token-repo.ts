import type { Executor } from '../db/repositories';

const INFO = ['access_tokens.id', 'access_tokens.name', 'access_tokens.scopes', 'access_tokens.created_at', 'access_tokens.expires_at', 'access_tokens.last_used_at', 'access_tokens.last_used_from'] as const;

export interface NewAccessToken {
  userId: number;
  name: string;
  tokenHash: string;
  scopes: string;
  expiresAt: number | null;
  now: number;
}

export function accessTokenRepo(db: Executor) {
  return {
    async insert(token: NewAccessToken) {
      const row = await db
        .insertInto('access_tokens')
        .values({ user_id: token.userId, name: token.name, token_hash: token.tokenHash, scopes: token.scopes, expires_at: token.expiresAt, created_at: token.now, last_used_at: null, last_used_from: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    listOfUser(userId: number) {
      return db.selectFrom('access_tokens').select(INFO).where('user_id', '=', userId).orderBy('id').execute();
    },
    /** Everyone's tokens with whose they are, newest first. */
    listAll() {
      return db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .select([...INFO, 'users.id as user_id', 'users.account', 'users.name as user_name'])
        .orderBy('access_tokens.id', 'desc')
        .execute();
    },
    /** Deletes one of the person's tokens; its name, or undefined when they hold no such token. */
    async delete(userId: number, id: number): Promise<string | undefined> {
      const row = await db.deleteFrom('access_tokens').where('user_id', '=', userId).where('id', '=', id).returning('name').executeTakeFirst();
      return row?.name;
    },
    deleteAny(id: number) {
      return db.deleteFrom('access_tokens').where('id', '=', id).executeTakeFirst();
    },
    /** One token with whose it is, never its secret. */
    findOwned(id: number) {
      return db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .select([...INFO, 'users.account'])
        .where('access_tokens.id', '=', id)
        .executeTakeFirst();
    },
    findUser(tokenHash: string) {
      return db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .select([
          'access_tokens.id as token_id',
          'access_tokens.name as token_name',
          'access_tokens.scopes',
          'access_tokens.expires_at',
          'access_tokens.last_used_at',
          'access_tokens.last_used_from',
          'users.id',
          'users.account',
          'users.name',
          'users.email',
          'users.phone',
          'users.department_id',
          'users.is_classify_admin',
          'users.is_active',
        ])
        .where('access_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    touch(id: number, now: number, from: string) {
      return db.updateTable('access_tokens').set({ last_used_at: now, last_used_from: from }).where('id', '=', id).execute();
    },
  };
}

export type AccessTokenRepo = ReturnType<typeof accessTokenRepo>;
