import { type Insertable, type Selectable, sql } from 'kysely';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';
import { reservedFolderIds } from '../search-index/reserved-folders';

export type ShareLinkRow = Selectable<Database['share_links']>;
type NewUse = Insertable<Database['share_link_uses']>;

const SETTINGS_KEY = 'shareLinks';

/** Share links, their uses, and what a link's page reads of the people, departments, groups and nodes it names. */
export function shareLinkRepo(db: Executor) {
  return {
    async insert(row: Insertable<Database['share_links']>): Promise<number> {
      const created = await db.insertInto('share_links').values(row).returning('id').executeTakeFirstOrThrow();
      return created.id;
    },

    findById(id: number): Promise<ShareLinkRow | undefined> {
      return db.selectFrom('share_links').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByTokenHash(hash: string): Promise<ShareLinkRow | undefined> {
      return db.selectFrom('share_links').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    },

    ofMaker(makerId: number): Promise<ShareLinkRow[]> {
      return db.selectFrom('share_links').selectAll().where('maker_id', '=', makerId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    ofLibrary(libraryId: number): Promise<ShareLinkRow[]> {
      return db.selectFrom('share_links').selectAll().where('library_id', '=', libraryId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },

    /** Whether this call ended the link (false when it had been revoked already). */
    async revoke(id: number, by: number, at: number): Promise<boolean> {
      const result = await db.updateTable('share_links').set({ revoked_at: at, revoked_by: by }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Counts one download when the limit allows it; false when the limit was reached (by this one or a racing one). */
    async countDownload(id: number): Promise<boolean> {
      const result = await db
        .updateTable('share_links')
        .set((eb) => ({ download_count: eb('download_count', '+', 1) }))
        .where('id', '=', id)
        .where((eb) => eb.or([eb('download_limit', 'is', null), eb('download_count', '<', eb.ref('download_limit'))]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async addUse(use: NewUse) {
      await db.insertInto('share_link_uses').values(use).execute();
    },

    uses(linkId: number) {
      return db
        .selectFrom('share_link_uses as u')
        .leftJoin('users', 'users.id', 'u.user_id')
        .select(['u.id', 'u.event', 'u.name', 'u.ip', 'u.user_agent', 'u.at', 'users.account', 'users.name as user_name'])
        .where('u.link_id', '=', linkId)
        .orderBy('u.at', 'desc')
        .orderBy('u.id', 'desc')
        .limit(500)
        .execute();
    },

    async useCounts(linkIds: number[]): Promise<Map<number, number>> {
      if (!linkIds.length) return new Map();
      const rows = await db
        .selectFrom('share_link_uses')
        .select(({ fn }) => ['link_id', fn.countAll<number | string>().as('n')])
        .where('link_id', 'in', linkIds)
        .where('event', '!=', 'password_failed')
        .groupBy('link_id')
        .execute();
      return new Map(rows.map((row) => [row.link_id, Number(row.n)]));
    },

    /** Wrong passwords from one address on one link since `since`. */
    async failedPasswords(linkId: number, ip: string, since: number): Promise<number> {
      const row = await db
        .selectFrom('share_link_uses')
        .select(({ fn }) => fn.countAll<number | string>().as('n'))
        .where('link_id', '=', linkId)
        .where('ip', '=', ip)
        .where('event', '=', 'password_failed')
        .where('at', '>=', since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    usersById(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('users').select(['id', 'account', 'name', 'email', 'phone', 'department_id', 'is_classify_admin', 'is_active']).where('id', 'in', [...new Set(ids)]).execute();
    },

    departmentsById(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    groupsById(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db.selectFrom('groups').select(['id', 'name']).where('id', 'in', ids).execute();
    },

    /** The live files and folders of a folder, folders first, the wiki's image folder left out. */
    liveChildren(folderId: number) {
      return db
        .selectFrom('nodes')
        .select(['id', 'kind', 'name', 'size', 'mime', 'updated_at'])
        .where('parent_id', '=', folderId)
        .where('deleted_at', 'is', null)
        .where(sql<boolean>`nodes.id not in (${reservedFolderIds})`)
        .orderBy('kind', 'desc')
        .orderBy('name')
        .execute();
    },

    async readRules(): Promise<string | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', SETTINGS_KEY).executeTakeFirst();
      return row?.value;
    },

    async writeRules(value: string) {
      await db
        .insertInto('settings')
        .values({ key: SETTINGS_KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type ShareLinkRepo = ReturnType<typeof shareLinkRepo>;
