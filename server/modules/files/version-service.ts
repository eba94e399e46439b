import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import { errors } from '../../errors';
import { searchIndex } from '../search-index/search-index';
import { indexTokens } from '../search-index/segmenter';
import { operationRepo } from '../library/operation-repo';
import { can, type LibraryPolicy } from '../library/policy';
import { blobRepo } from './blob-repo';
import { fileContext } from './file-context';
import { type NodeWithPeople, presentNode } from './file-presenter';
import { nodeRepo } from './node-repo';
import { versionRepo } from './version-repo';

/** Earlier versions of a file: listing, and restoring one as a new current version (history stays intact). */
export function versionService(db: Db, policy: LibraryPolicy, now = () => Date.now()) {
  const context = fileContext(db, policy);
  const nodes = nodeRepo(db);
  const versions = versionRepo(db);
  const blobs = blobRepo(db);
  const search = searchIndex(db);
  const operations = operationRepo(db);

  return {
    async list(actor: Actor, libraryId: number, nodeId: number) {
      const { library, access } = await context.library(actor, libraryId, 'read');
      const node = await context.node(library, nodeId);
      if (node.kind !== 'file') throw errors.badRequest('notAFile', { name: node.name });
      const rows = await versions.listWithBlobs(node.id);
      const hashes = can(access, 'download');
      return rows.map((row) => ({
        id: row.id,
        version: row.version_no,
        size: Number(row.size),
        mime: row.mime,
        sha256: hashes ? row.blob_sha256 : null,
        md5: hashes ? row.md5 : null,
        current: row.id === node.current_version_id,
        createdBy: row.account ? { account: row.account, name: row.name ?? row.account } : null,
        createdAt: Number(row.created_at),
      }));
    },

    async restore(actor: Actor, libraryId: number, nodeId: number, versionId: number) {
      const { library } = await context.library(actor, libraryId, 'edit');
      const node = await context.node(library, nodeId);
      const version = await versions.findById(versionId);
      if (!version || version.node_id !== node.id) throw errors.notFound();
      if (version.id === node.current_version_id) throw errors.conflict('versionIsCurrent');
      const text = await blobs.text(version.blob_sha256);
      const tokens = text ? indexTokens(text) : '';
      const at = now();
      await db.transaction().execute(async (trx) => {
        const fresh = (await nodes.findById(node.id, trx))!;
        const versionNo = fresh.version_no + 1;
        const blob = (await blobs.find(version.blob_sha256, trx))!;
        await blobs.addRefs(trx, blob, 1, at);
        const newId = await versions.insert(trx, { node_id: node.id, version_no: versionNo, blob_sha256: version.blob_sha256, size: version.size, mime: version.mime, created_by: actor.id, created_at: at });
        await nodes.update(trx, node.id, { current_version_id: newId, version_no: versionNo, blob_sha256: version.blob_sha256, size: version.size, mime: version.mime, updated_by: actor.id, updated_at: at });
        if (tokens) await search.put(trx, node.id, tokens);
        else await search.remove(trx, [node.id]);
        await operations.add(trx, { libraryId: library.id, nodeId: node.id, actorId: actor.id, action: 'RESTORE_VERSION', information: `${node.name}: v${version.version_no} → v${versionNo}`, at });
      });
      const rows = (await nodes.findManyWithPeople([node.id])) as NodeWithPeople[];
      return presentNode(rows[0]!);
    },
  };
}

export type VersionService = ReturnType<typeof versionService>;
