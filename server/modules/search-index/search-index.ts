import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/repositories';
import { reservedFolderIds } from './reserved-folders';

/** The shortest fragment a trigram index can look up. */
const TRIGRAM = 3;

export function likePattern(fragment: string) {
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** FTS5 query: every term as a quoted prefix, all required. */
export function ftsQuery(terms: string[]) {
  return terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(' AND ');
}

/** tsquery text: every term as a quoted prefix lexeme, all required. */
export function tsQuery(terms: string[]) {
  return terms.map((term) => `'${term.replace(/\\/g, '').replace(/'/g, "''")}':*`).join(' & ');
}

/** A file or folder whose name matched, with its time for merging with other sources. */
export interface NodeMatch {
  id: number;
  updatedAt: number;
}

/** What narrows the hits beyond the libraries: a kind, a span of modification time (`to` excluded), a creator. */
export interface NodeNarrowing {
  kind?: 'file' | 'folder';
  from?: number;
  to?: number;
  createdBy?: number;
}

/** The narrowing as conditions on the `nodes` row aliased `n`, each starting with `and`. */
function narrowing({ kind, from, to, createdBy }: NodeNarrowing = {}) {
  return sql.join(
    [
      // The wiki's image folder and its images are the wiki's own, never a search hit.
      sql`and n.id not in (${reservedFolderIds}) and n.parent_id not in (${reservedFolderIds})`,
      kind ? sql`and n.kind = ${kind}` : sql``,
      from !== undefined ? sql`and n.updated_at >= ${from}` : sql``,
      to !== undefined ? sql`and n.updated_at < ${to}` : sql``,
      createdBy !== undefined ? sql`and n.created_by = ${createdBy}` : sql``,
    ],
    sql` `,
  );
}

/**
 * Content search index, one entry per file: FTS5 on SQLite, a GIN-indexed tsvector with the 'simple'
 * configuration on PostgreSQL. Both receive text already segmented into words (see segmenter.ts).
 */
export function searchIndex(db: Executor) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    async put(nodeId: number, tokens: string) {
      if (postgres) {
        await sql`insert into search_vectors (node_id, tsv) values (${nodeId}, to_tsvector('simple', ${tokens}))
          on conflict (node_id) do update set tsv = excluded.tsv`.execute(db);
      } else {
        await sql`delete from search_fts where rowid = ${nodeId}`.execute(db);
        await sql`insert into search_fts (rowid, tokens) values (${nodeId}, ${tokens})`.execute(db);
      }
    },

    /** Indexes many files at once (seeding). */
    async putMany(entries: { nodeId: number; tokens: string }[]) {
      if (!entries.length) return;
      if (postgres) {
        await sql`insert into search_vectors (node_id, tsv) values ${sql.join(entries.map((e) => sql`(${e.nodeId}, to_tsvector('simple', ${e.tokens}))`))}
          on conflict (node_id) do update set tsv = excluded.tsv`.execute(db);
      } else {
        await sql`insert into search_fts (rowid, tokens) values ${sql.join(entries.map((e) => sql`(${e.nodeId}, ${e.tokens})`))}`.execute(db);
      }
    },

    async copy(fromId: number, toId: number) {
      if (postgres) {
        await sql`insert into search_vectors (node_id, tsv) select ${toId}, tsv from search_vectors where node_id = ${fromId}
          on conflict (node_id) do update set tsv = excluded.tsv`.execute(db);
      } else {
        await sql`insert into search_fts (rowid, tokens) select ${toId}, tokens from search_fts where rowid = ${fromId}`.execute(db);
      }
    },

    async remove(nodeIds: number[]) {
      for (let i = 0; i < nodeIds.length; i += 500) {
        const slice = nodeIds.slice(i, i + 500);
        if (postgres) await sql`delete from search_vectors where node_id in (${sql.join(slice)})`.execute(db);
        else await sql`delete from search_fts where rowid in (${sql.join(slice)})`.execute(db);
      }
    },

    /** Live items of these libraries whose name contains `fragment` (lower-case), most recently changed first. */
    async nameMatches(libraryIds: number[], fragment: string, cap: number, narrow?: NodeNarrowing): Promise<NodeMatch[]> {
      if (!libraryIds.length) return [];
      const contains = sql`lower(n.name) like ${likePattern(fragment)} escape '\\'`;
      // PostgreSQL finds the candidates through its trigram index by itself; SQLite is pointed at its trigram
      // table, which knows fragments of three characters or more. The LIKE stays the exact test either way.
      const candidates =
        postgres || [...fragment].length < TRIGRAM ? sql`` : sql`and n.id in (select rowid from node_names where node_names match ${`"${fragment.replace(/"/g, '""')}"`})`;
      const result = await sql<{ id: number; updated_at: number | string }>`
        select n.id, n.updated_at from nodes n
        where n.library_id in (${sql.join(libraryIds)}) and n.deleted_at is null and n.parent_id is not null
          and ${contains} ${candidates} ${narrowing(narrow)}
        order by n.updated_at desc, n.id desc
        limit ${cap}`.execute(db);
      return result.rows.map((row) => ({ id: Number(row.id), updatedAt: Number(row.updated_at) }));
    },

    /**
     * Live files of these libraries containing every term (as a word or the start of one), most relevant first.
     * With more than `cap` matches, the newest `cap` are the ones ranked: a word found in half of all documents
     * is then read off the index from its newest entry until `cap` readable matches are in hand (both databases
     * walk it in id order), instead of ranking tens of thousands of documents to keep a thousand. A rare word
     * has fewer matches than `cap`, so all of them are ranked.
     */
    async contentMatches(libraryIds: number[], terms: string[], cap: number, narrow?: NodeNarrowing): Promise<number[]> {
      if (!libraryIds.length || !terms.length || narrow?.kind === 'folder') return [];
      const result = postgres
        ? await sql<{ id: number }>`
            select m.id from (
              select v.node_id as id, v.tsv from search_vectors v join nodes n on n.id = v.node_id
              where v.tsv @@ to_tsquery('simple', ${tsQuery(terms)})
                and n.library_id in (${sql.join(libraryIds)}) and n.deleted_at is null ${narrowing(narrow)}
              order by v.node_id desc
              limit ${cap}
            ) m
            order by ts_rank(m.tsv, to_tsquery('simple', ${tsQuery(terms)})) desc, m.id desc`.execute(db)
        : await sql<{ id: number }>`
            select m.id from (
              select f.rowid as id, f.rank as rank from search_fts f join nodes n on n.id = f.rowid
              where search_fts match ${ftsQuery(terms)}
                and n.library_id in (${sql.join(libraryIds)}) and n.deleted_at is null ${narrowing(narrow)}
              order by f.rowid desc
              limit ${cap}
            ) m
            order by m.rank, m.id desc`.execute(db);
      return result.rows.map((row) => Number(row.id));
    },
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;
