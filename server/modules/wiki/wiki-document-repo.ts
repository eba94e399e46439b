import type { Selectable } from 'kysely';
import type { Executor } from '../../db/repositories';
import type { WikiDocumentsTable, WikiGrantsTable, WikiVersionsTable } from '../../db/tables/wiki';

export type WikiDocumentRow = Selectable<WikiDocumentsTable>;
export type WikiVersionRow = Selectable<WikiVersionsTable>;
export type WikiGrantRow = Selectable<WikiGrantsTable> & { grantee_name: string | null; grantee_account: string | null };

function asBytes(value: Uint8Array | Buffer): Uint8Array {
  return value instanceof Uint8Array ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : new Uint8Array(value);
}

function authorIds(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** A page's stored Yjs state and rendered text, its versions and its grants. */
export function wikiDocumentRepo(db: Executor) {
  return {
    async get(pageId: number): Promise<WikiDocumentRow | undefined> {
      const row = await db.selectFrom('wiki_documents').selectAll().where('page_id', '=', pageId).executeTakeFirst();
      return row && { ...row, state: asBytes(row.state) };
    },

    async texts(pageIds: number[]): Promise<Map<number, string>> {
      if (!pageIds.length) return new Map();
      const rows = await db.selectFrom('wiki_documents').select(['page_id', 'text']).where('page_id', 'in', pageIds).execute();
      return new Map(rows.map((row) => [row.page_id, row.text]));
    },

    /**
     * Stores a page's state; `authors` changed it, so it waits for a version (the pause sweep) unless
     * `versioned` says a version was taken of this very state.
     */
    async put(pageId: number, values: { state: Uint8Array; text: string; at: number; authors: number[]; versioned?: boolean }) {
      const existing = await db.selectFrom('wiki_documents').select(['pending_authors', 'unversioned_since']).where('page_id', '=', pageId).executeTakeFirst();
      const pending = values.versioned ? [] : [...new Set([...authorIds(existing?.pending_authors ?? '[]'), ...values.authors])];
      const row = {
        state: values.state,
        text: values.text,
        state_bytes: values.state.length,
        pending_authors: JSON.stringify(pending),
        unversioned_since: values.versioned ? null : (existing?.unversioned_since ?? values.at),
        updated_at: values.at,
      };
      if (existing) await db.updateTable('wiki_documents').set(row).where('page_id', '=', pageId).execute();
      else await db.insertInto('wiki_documents').values({ page_id: pageId, ...row }).execute();
    },

    /** Pages whose changes have waited for a version since before `before`. */
    async unversionedBefore(before: number): Promise<number[]> {
      const rows = await db.selectFrom('wiki_documents').select('page_id').where('unversioned_since', '<=', before).execute();
      return rows.map((row) => row.page_id);
    },

    /**
     * Takes the pending authors of a page and marks it versioned, in the caller's transaction: of two
     * instances sweeping at once, only the one whose update changes the row gets authors back.
     */
    async claimPending(pageId: number): Promise<number[] | null> {
      const row = await db.selectFrom('wiki_documents').select(['pending_authors', 'unversioned_since']).where('page_id', '=', pageId).executeTakeFirst();
      if (!row || row.unversioned_since === null) return null;
      const result = await db
        .updateTable('wiki_documents')
        .set({ pending_authors: '[]', unversioned_since: null })
        .where('page_id', '=', pageId)
        .where('unversioned_since', '=', row.unversioned_since)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? authorIds(row.pending_authors) : null;
    },

    async addVersion(values: { pageId: number; name: string; kind: WikiVersionRow['kind']; state: Uint8Array; text: string; authors: number[]; restoredFrom: number | null; createdBy: number | null; at: number }) {
      const last = await db.selectFrom('wiki_versions').select((eb) => eb.fn.max('number').as('n')).where('page_id', '=', values.pageId).executeTakeFirst();
      const number = Number(last?.n ?? 0) + 1;
      const row = await db
        .insertInto('wiki_versions')
        .values({
          page_id: values.pageId,
          number,
          name: values.name,
          kind: values.kind,
          state: values.state,
          text: values.text,
          authors: JSON.stringify(values.authors),
          restored_from: values.restoredFrom,
          created_by: values.createdBy,
          created_at: values.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async version(id: number): Promise<WikiVersionRow | undefined> {
      const row = await db.selectFrom('wiki_versions').selectAll().where('id', '=', id).executeTakeFirst();
      return row && { ...row, state: asBytes(row.state) };
    },

    /** Versions without their state, newest first. */
    async versions(pageId: number, offset: number, limit: number) {
      const rows = await db
        .selectFrom('wiki_versions')
        .select(['id', 'page_id', 'number', 'name', 'kind', 'authors', 'restored_from', 'created_by', 'created_at', (eb) => eb.fn('length', ['text']).as('text_chars')])
        .where('page_id', '=', pageId)
        .orderBy('number', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      const total = await db.selectFrom('wiki_versions').select((eb) => eb.fn.countAll<number>().as('n')).where('page_id', '=', pageId).executeTakeFirstOrThrow();
      return { rows: rows.map((row) => ({ ...row, text_chars: Number(row.text_chars) })), total: Number(total.n) };
    },

    async versionNumber(id: number): Promise<number | null> {
      const row = await db.selectFrom('wiki_versions').select('number').where('id', '=', id).executeTakeFirst();
      return row?.number ?? null;
    },

    /** The grants held by these pages, with the grantees' names. */
    grantsOf(pageIds: number[]): Promise<WikiGrantRow[]> {
      if (!pageIds.length) return Promise.resolve([]);
      return db
        .selectFrom('wiki_grants')
        .leftJoin('users', (join) => join.onRef('users.id', '=', 'wiki_grants.grantee_id').on('wiki_grants.grantee_type', '=', 'user'))
        .leftJoin('departments', (join) => join.onRef('departments.id', '=', 'wiki_grants.grantee_id').on('wiki_grants.grantee_type', '=', 'department'))
        .leftJoin('groups', (join) => join.onRef('groups.id', '=', 'wiki_grants.grantee_id').on('wiki_grants.grantee_type', '=', 'group'))
        .selectAll('wiki_grants')
        .select((eb) => [eb.fn.coalesce('users.name', 'departments.name', 'groups.name').as('grantee_name'), 'users.account as grantee_account'])
        .where('wiki_grants.page_id', 'in', pageIds)
        .orderBy('wiki_grants.page_id')
        .orderBy('wiki_grants.grantee_type')
        .orderBy('wiki_grants.grantee_id')
        .execute();
    },

    /** Pages of a library that hold grants of their own. */
    async restrictedPages(libraryId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('wiki_grants')
        .innerJoin('wiki_pages', 'wiki_pages.id', 'wiki_grants.page_id')
        .select('wiki_grants.page_id')
        .distinct()
        .where('wiki_pages.library_id', '=', libraryId)
        .execute();
      return new Set(rows.map((row) => row.page_id));
    },

    /** Which of these libraries have pages with grants of their own. */
    async librariesWithGrants(libraryIds: number[]): Promise<Set<number>> {
      if (!libraryIds.length) return new Set();
      const rows = await db
        .selectFrom('wiki_grants')
        .innerJoin('wiki_pages', 'wiki_pages.id', 'wiki_grants.page_id')
        .select('wiki_pages.library_id')
        .distinct()
        .where('wiki_pages.library_id', 'in', libraryIds)
        .execute();
      return new Set(rows.map((row) => row.library_id));
    },

    /** Grants of a library's pages that name a principal. */
    grantsNaming(libraryId: number, principal: { userId: number; departmentIds: number[]; groupIds: number[] }) {
      return db
        .selectFrom('wiki_grants')
        .innerJoin('wiki_pages', 'wiki_pages.id', 'wiki_grants.page_id')
        .select(['wiki_grants.page_id', 'wiki_grants.access', 'wiki_grants.grantee_type', 'wiki_grants.grantee_id'])
        .where('wiki_pages.library_id', '=', libraryId)
        .where((eb) =>
          eb.or([
            eb.and([eb('wiki_grants.grantee_type', '=', 'user'), eb('wiki_grants.grantee_id', '=', principal.userId)]),
            ...(principal.departmentIds.length ? [eb.and([eb('wiki_grants.grantee_type', '=', 'department'), eb('wiki_grants.grantee_id', 'in', principal.departmentIds)])] : []),
            ...(principal.groupIds.length ? [eb.and([eb('wiki_grants.grantee_type', '=', 'group'), eb('wiki_grants.grantee_id', 'in', principal.groupIds)])] : []),
          ]),
        )
        .execute();
    },

    async replaceGrants(pageId: number, grants: { type: WikiGrantsTable['grantee_type']; id: number; access: WikiGrantsTable['access'] }[], by: number, at: number) {
      await db.deleteFrom('wiki_grants').where('page_id', '=', pageId).execute();
      if (grants.length) {
        await db
          .insertInto('wiki_grants')
          .values(grants.map((grant) => ({ page_id: pageId, grantee_type: grant.type, grantee_id: grant.id, access: grant.access, created_by: by, created_at: at })))
          .execute();
      }
    },
  };
}

export type WikiDocumentRepo = ReturnType<typeof wikiDocumentRepo>;
export { authorIds };
