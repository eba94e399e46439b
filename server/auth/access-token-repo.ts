import type { Db } from '../db/database';

export function accessTokenRepo(db: Db) {
  return {
    async insert(userId: number, name: string, tokenHash: string, now: number) {
      const row = await db.insertInto('access_tokens').values({ user_id: userId, name, token_hash: tokenHash, created_at: now, last_used_at: null }).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    listOfUser(userId: number) {
      return db.selectFrom('access_tokens').select(['id', 'name', 'created_at', 'last_used_at']).where('user_id', '=', userId).orderBy('id').execute();
    },
    delete(userId: number, id: number) {
      return db.deleteFrom('access_tokens').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    },
    findUser(tokenHash: string) {
      return db
        .selectFrom('access_tokens')
        .innerJoin('users', 'users.id', 'access_tokens.user_id')
        .select(['access_tokens.id as token_id', 'access_tokens.last_used_at', 'users.id', 'users.account', 'users.name', 'users.email', 'users.phone', 'users.department_id', 'users.is_classify_admin', 'users.is_active'])
        .where('access_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    touch(id: number, now: number) {
      return db.updateTable('access_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
    },
  };
}
