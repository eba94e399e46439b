import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/repositories';
import { ftsQuery, likePattern, tsQuery } from '../search-index/search-index';

/**
 * The search index of wiki pages, beside the files' one and built the same way: FTS5 on SQLite, a
 * GIN-indexed 'simple' tsvector on PostgreSQL, both fed text already segmented into words.
 */
export function wikiSearchIndex(db: Executor) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    async put(pageId: number, tokens: string) {
      if (postgres) {
        await sql`insert into wiki_search_vectors (page_id, tsv) values (${pageId}, to_tsvector('simple', ${tokens}))
          on conflict (page_id) do update set tsv = excluded.tsv`.execute(db);
      } else {
        await sql`delete from wiki_search_fts where rowid = ${pageId}`.execute(db);
        await sql`insert into wiki_search_fts (rowid, tokens) values (${pageId}, ${tokens})`.execute(db);
      }
    },

    async remove(pageIds: number[]) {
      for (let i = 0; i < pageIds.length; i += 500) {
        const slice = pageIds.slice(i, i + 500);
        if (postgres) await sql`delete from wiki_search_vectors where page_id in (${sql.join(slice)})`.execute(db);
        else await sql`delete from wiki_search_fts where rowid in (${sql.join(slice)})`.execute(db);
      }
    },

    /** Live pages of a library whose title contains `fragment` (lower-case), most recently changed first. */
    async titleMatches(libraryId: number, fragment: string, cap: number): Promise<number[]> {
      const result = await sql<{ id: number }>`
        select id from wiki_pages
        where library_id = ${libraryId} and deleted_at is null and lower(title) like ${likePattern(fragment)} escape '\\'
        order by updated_at desc, id desc
        limit ${cap}`.execute(db);
      return result.rows.map((row) => Number(row.id));
    },

    /** Live pages of a library containing every term (as a word or the start of one), most relevant first. */
    async bodyMatches(libraryId: number, terms: string[], cap: number): Promise<number[]> {
      if (!terms.length) return [];
      const result = postgres
        ? await sql<{ id: number }>`
            select v.page_id as id from wiki_search_vectors v join wiki_pages p on p.id = v.page_id
            where v.tsv @@ to_tsquery('simple', ${tsQuery(terms)}) and p.library_id = ${libraryId} and p.deleted_at is null
            order by ts_rank(v.tsv, to_tsquery('simple', ${tsQuery(terms)})) desc, p.id desc
            limit ${cap}`.execute(db)
        : await sql<{ id: number }>`
            select f.rowid as id from wiki_search_fts f join wiki_pages p on p.id = f.rowid
            where wiki_search_fts match ${ftsQuery(terms)} and p.library_id = ${libraryId} and p.deleted_at is null
            order by f.rank, p.id desc
            limit ${cap}`.execute(db);
      return result.rows.map((row) => Number(row.id));
    },
  };
}

export type WikiSearchIndex = ReturnType<typeof wikiSearchIndex>;
