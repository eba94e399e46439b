import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { FileVersionsTable } from '../../db/tables/library';
import { inChunks } from './node-repo';

type Executor = Db | Transaction<Database>;

export function versionRepo(db: Db) {
  return {
    async insert(executor: Executor, values: Insertable<FileVersionsTable>) {
      const row = await executor.insertInto('file_versions').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    findById(id: number, executor: Executor = db) {
      return executor.selectFrom('file_versions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByNumber(nodeId: number, versionNo: number) {
      return db.selectFrom('file_versions').selectAll().where('node_id', '=', nodeId).where('version_no', '=', versionNo).executeTakeFirst();
    },

    listWithBlobs(nodeId: number) {
      return db
        .selectFrom('file_versions')
        .innerJoin('blobs', 'blobs.sha256', 'file_versions.blob_sha256')
        .leftJoin('users', 'users.id', 'file_versions.created_by')
        .selectAll('file_versions')
        .select(['blobs.md5', 'users.account', 'users.name'])
        .where('file_versions.node_id', '=', nodeId)
        .orderBy('file_versions.version_no', 'desc')
        .execute();
    },

    async count(nodeId: number) {
      const row = await db.selectFrom('file_versions').select((eb) => eb.fn.countAll<number>().as('count')).where('node_id', '=', nodeId).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** How many versions of these nodes point at each blob. */
    async blobUse(executor: Executor, nodeIds: number[]) {
      const rows = await inChunks(nodeIds, (slice) =>
        executor
          .selectFrom('file_versions')
          .select(['blob_sha256', (eb) => eb.fn.countAll<number>().as('count')])
          .where('node_id', 'in', slice)
          .groupBy('blob_sha256')
          .execute(),
      );
      const use = new Map<string, number>();
      for (const row of rows.flat()) use.set(row.blob_sha256, (use.get(row.blob_sha256) ?? 0) + Number(row.count));
      return use;
    },

    deleteOfNodes(trx: Transaction<Database>, nodeIds: number[]) {
      return inChunks(nodeIds, (slice) => trx.deleteFrom('file_versions').where('node_id', 'in', slice).execute());
    },
  };
}

export type VersionRepo = ReturnType<typeof versionRepo>;
