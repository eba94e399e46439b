import type { Insertable } from 'kysely';
import type { Executor } from '../../db/repositories';
import type { FileVersionsTable } from '../../db/tables/library';
import { inChunks } from './node-repo';

export function versionRepo(db: Executor) {
  return {
    async insert(values: Insertable<FileVersionsTable>) {
      const row = await db.insertInto('file_versions').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    findById(id: number) {
      return db.selectFrom('file_versions').selectAll().where('id', '=', id).executeTakeFirst();
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
    async blobUse(nodeIds: number[]) {
      const rows = await inChunks(nodeIds, (slice) =>
        db
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

    deleteOfNodes(nodeIds: number[]) {
      return inChunks(nodeIds, (slice) => db.deleteFrom('file_versions').where('node_id', 'in', slice).execute());
    },
  };
}

export type VersionRepo = ReturnType<typeof versionRepo>;
