import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { can, type LibraryPolicy } from '../library/policy';
import { indexTokens } from '../search-index/segmenter';
import { fileContext } from './file-context';
import { type NodeWithPeople, presentNode } from './file-presenter';
import type { FileRepositories } from './file-repositories';

/** Earlier versions of a file: listing, and restoring one as a new current version (history stays intact). */
export function versionService(repos: FileRepositories, deps: { policy: LibraryPolicy; now?: () => number }) {
  const { policy } = deps;
  const now = deps.now ?? Date.now;
  const context = fileContext(repos, policy);
  const { nodes, versions, blobs } = repos;

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
      await repos.transaction(async (tx) => {
        const fresh = (await tx.nodes.findById(node.id))!;
        const versionNo = fresh.version_no + 1;
        const blob = (await tx.blobs.find(version.blob_sha256))!;
        await tx.blobs.addRefs(blob, 1, at);
        const newId = await tx.versions.insert({ node_id: node.id, version_no: versionNo, blob_sha256: version.blob_sha256, size: version.size, mime: version.mime, created_by: actor.id, created_at: at });
        await tx.nodes.update(node.id, { current_version_id: newId, version_no: versionNo, blob_sha256: version.blob_sha256, size: version.size, mime: version.mime, updated_by: actor.id, updated_at: at });
        if (tokens) await tx.searchIndex.put(node.id, tokens);
        else await tx.searchIndex.remove([node.id]);
        await tx.operations.add({ libraryId: library.id, nodeId: node.id, actorId: actor.id, action: 'RESTORE_VERSION', information: { key: 'recordVersionRestored', params: { name: node.name, from: version.version_no, to: versionNo } }, at });
      });
      const rows = (await nodes.findManyWithPeople([node.id])) as NodeWithPeople[];
      return presentNode(rows[0]!);
    },
  };
}

export type VersionService = ReturnType<typeof versionService>;
