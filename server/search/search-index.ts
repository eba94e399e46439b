import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

type Executor = Db | Transaction<Database>;

export interface SearchFilter {
  libraryIds: number[];
  /** Lower-cased name fragment, matched anywhere in the name. */
  nameFragment: string | null;
  /** Segmented words that must all occur in the text (each as a word or the start of one). */
  terms: string[];
  limit: number;
  offset: number;
}

export interface SearchMatch {
  id: number;
  nameHit: boolean;
  contentHit: boolean;
}

function likePattern(fragment: string) {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** FTS5 query: every term as a quoted prefix, all required. */
function ftsQuery(terms: string[]) {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' AND ');
}

/** tsquery text: every term as a quoted prefix lexeme, all required. */
function tsQuery(terms: string[]) {
  return terms.map((term) => `'${term.replace(/\\/g, '').replace(/'/g, "''")}':*`).join(' & ');
}

/**
 * Content search index, one entry per file: FTS5 on SQLite, a GIN-indexed tsvector with the 'simple'
 * configuration on PostgreSQL. Both receive text already segmented into words (see segmenter.ts).
 */
export function searchIndex(db: Db) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    async put(executor: Executor, nodeId: number, tokens: string) {
      if (postgres) {
        await sql`insert into search_vectors (node_id, tsv) values (${nodeId}, to_tsvector('simple', ${tokens}))
          on conflict (node_id) do update set tsv = excluded.tsv`.execute(executor);
      } else {
        await sql`delete from search_fts where rowid = ${nodeId}`.execute(executor);
        await sql`insert into search_fts (rowid, tokens) values (${nodeId}, ${tokens})`.execute(executor);
      }
    },

    /** Indexes many files at once (seeding). */
    async putMany(executor: Executor, entries: { nodeId: number; tokens: string }[]) {
      if (!entries.length) return;
      if (postgres) {
        await sql`insert into search_vectors (node_id, tsv) values ${sql.join(entries.map((e) => sql`(${e.nodeId}, to_tsvector('simple', ${e.tokens}))`))}
          on conflict (node_id) do update set tsv = excluded.tsv`.execute(executor);
      } else {
        await sql`insert into search_fts (rowid, tokens) values ${sql.join(entries.map((e) => sql`(${e.nodeId}, ${e.tokens})`))}`.execute(executor);
      }
    },

    async copy(executor: Executor, fromId: number, toId: number) {
      if (postgres) {
        await sql`insert into search_vectors (node_id, tsv) select ${toId}, tsv from search_vectors where node_id = ${fromId}
          on conflict (node_id) do update set tsv = excluded.tsv`.execute(executor);
      } else {
        await sql`insert into search_fts (rowid, tokens) select ${toId}, tokens from search_fts where rowid = ${fromId}`.execute(executor);
      }
    },

    async remove(executor: Executor, nodeIds: number[]) {
      for (let i = 0; i < nodeIds.length; i += 500) {
        const slice = nodeIds.slice(i, i + 500);
        if (postgres) await sql`delete from search_vectors where node_id in (${sql.join(slice)})`.execute(executor);
        else await sql`delete from search_fts where rowid in (${sql.join(slice)})`.execute(executor);
      }
    },

    /**
     * Live files and folders of the given libraries matching by name, by content, or both; name matches
     * first, then by relevance, then the most recently changed. Returns one page and the total.
     */
    async query(filter: SearchFilter): Promise<{ matches: SearchMatch[]; total: number }> {
      if (!filter.libraryIds.length || (!filter.nameFragment && !filter.terms.length)) return { matches: [], total: 0 };
      const libraries = sql.join(filter.libraryIds);
      const parts = [];
      if (filter.nameFragment) {
        parts.push(sql`select id as node_id, 1 as name_hit, 0 as content_hit, 0.0 as score from nodes
          where library_id in (${libraries}) and deleted_at is null and parent_id is not null
          and lower(name) like ${likePattern(filter.nameFragment)} escape '\\'`);
      }
      if (filter.terms.length) {
        parts.push(
          postgres
            ? sql`select node_id, 0 as name_hit, 1 as content_hit, ts_rank(tsv, to_tsquery('simple', ${tsQuery(filter.terms)})) as score
                from search_vectors where tsv @@ to_tsquery('simple', ${tsQuery(filter.terms)})`
            : sql`select rowid as node_id, 0 as name_hit, 1 as content_hit, -rank as score from search_fts where search_fts match ${ftsQuery(filter.terms)}`,
        );
      }
      const result = await sql<{ node_id: number; name_hit: number; content_hit: number; total: number }>`
        with hits as (${sql.join(parts, sql` union all `)}),
        best as (
          select node_id, max(name_hit) as name_hit, max(content_hit) as content_hit, max(score) as score from hits group by node_id
        )
        select best.node_id, best.name_hit, best.content_hit, count(*) over () as total
        from best join nodes on nodes.id = best.node_id
        where nodes.library_id in (${libraries}) and nodes.deleted_at is null
        order by best.name_hit desc, best.score desc, nodes.updated_at desc, nodes.id desc
        limit ${filter.limit} offset ${filter.offset}`.execute(db);
      const matches = result.rows.map((row) => ({ id: Number(row.node_id), nameHit: Number(row.name_hit) === 1, contentHit: Number(row.content_hit) === 1 }));
      let total = result.rows.length ? Number(result.rows[0]!.total) : 0;
      if (!result.rows.length && filter.offset > 0) {
        const counted = await sql<{ total: number }>`
          with hits as (${sql.join(parts, sql` union all `)})
          select count(distinct hits.node_id) as total from hits join nodes on nodes.id = hits.node_id
          where nodes.library_id in (${libraries}) and nodes.deleted_at is null`.execute(db);
        total = Number(counted.rows[0]?.total ?? 0);
      }
      return { matches, total };
    },
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;
