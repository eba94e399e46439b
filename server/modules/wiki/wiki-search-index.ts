import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/repositories';
import { ftsQuery, likePattern, tsQuery } from '../search-index/search-index';

/** A page that matched, with what merging and permission checks need. */
export interface PageMatch {
  id: number;
  libraryId: number;
  updatedAt: number;
}

type MatchRow = { id: number; library_id: number; updated_at: number | string };
const toMatch = (row: MatchRow): PageMatch => ({ id: Number(row.id), libraryId: Number(row.library_id), updatedAt: Number(row.updated_at) });

/** What narrows page hits beyond the libraries: a span of modification time (`to` excluded), a creator. */
export interface PageNarrowing {
  from?: number;
  to?: number;
  createdBy?: number;
}

/** The narrowing as conditions on the `wiki_pages` row aliased `p`, each starting with `and`. */
function narrowing({ from, to, createdBy }: PageNarrowing = {}) {
  return sql.join(
    [
      from !== undefined ? sql`and p.updated_at >= ${from}` : sql``,
      to !== undefined ? sql`and p.updated_at < ${to}` : sql``,
      createdBy !== undefined ? sql`and p.created_by = ${createdBy}` : sql``,
    ],
    sql` `,
  );
}

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

    /** Live pages of these libraries whose title contains `fragment` (lower-case), most recently changed first. */
    async titleMatches(libraryIds: number[], fragment: string, cap: number, narrow?: PageNarrowing): Promise<PageMatch[]> {
      if (!libraryIds.length) return [];
      const result = await sql<MatchRow>`
        select p.id, p.library_id, p.updated_at from wiki_pages p
        where p.library_id in (${sql.join(libraryIds)}) and p.deleted_at is null and lower(p.title) like ${likePattern(fragment)} escape '\\'
          ${narrowing(narrow)}
        order by p.updated_at desc, p.id desc
        limit ${cap}`.execute(db);
      return result.rows.map(toMatch);
    },

    /** Live pages of these libraries containing every term (as a word or the start of one), most relevant first. */
    async bodyMatches(libraryIds: number[], terms: string[], cap: number, narrow?: PageNarrowing): Promise<PageMatch[]> {
      if (!libraryIds.length || !terms.length) return [];
      // As the file search does (search-index.ts, contentMatches): with more than `cap` matches the newest are ranked.
      const result = postgres
        ? await sql<MatchRow>`
            select m.id, m.library_id, m.updated_at from (
              select v.page_id as id, p.library_id, p.updated_at, v.tsv from wiki_search_vectors v join wiki_pages p on p.id = v.page_id
              where v.tsv @@ to_tsquery('simple', ${tsQuery(terms)}) and p.library_id in (${sql.join(libraryIds)}) and p.deleted_at is null ${narrowing(narrow)}
              order by v.page_id desc
              limit ${cap}
            ) m
            order by ts_rank(m.tsv, to_tsquery('simple', ${tsQuery(terms)})) desc, m.id desc`.execute(db)
        : await sql<MatchRow>`
            select m.id, m.library_id, m.updated_at from (
              select f.rowid as id, p.library_id, p.updated_at, f.rank as rank from wiki_search_fts f join wiki_pages p on p.id = f.rowid
              where wiki_search_fts match ${ftsQuery(terms)} and p.library_id in (${sql.join(libraryIds)}) and p.deleted_at is null ${narrowing(narrow)}
              order by f.rowid desc
              limit ${cap}
            ) m
            order by m.rank, m.id desc`.execute(db);
      return result.rows.map(toMatch);
    },
  };
}

export type WikiSearchIndex = ReturnType<typeof wikiSearchIndex>;
