import type { Db } from '../db/database';

export function sessionRepo(db: Db) {
  return {
    insert(row: { token_hash: string; user_id: number; csrf_token: string; now: number }) {
      return db
        .insertInto('sessions')
        .values({ token_hash: row.token_hash, user_id: row.user_id, csrf_token: row.csrf_token, created_at: row.now, last_seen_at: row.now })
        .execute();
    },
    find(tokenHash: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.token_hash',
          'sessions.csrf_token',
          'sessions.created_at',
          'sessions.last_seen_at',
          'users.id as user_id',
          'users.account',
          'users.name',
          'users.email',
          'users.phone',
          'users.department_id',
          'users.is_classify_admin',
          'users.is_active',
          'users.locale',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    touch(tokenHash: string, now: number) {
      return db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    },
    delete(tokenHash: string) {
      return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    deleteExpired(idleBefore: number, createdBefore: number) {
      return db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
        .execute();
    },
  };
}
