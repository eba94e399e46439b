import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/database';
import { errors } from '../../errors';
import { extractText } from './extract-text';
import { searchIndex } from '../search-index/search-index';
import { indexTokens } from '../search-index/segmenter';
import type { BlobStore, StagedBlob } from '../../storage/blob-store';
import { libraryErrors } from '../library/library-errors';
import type { LibraryRow } from '../library/library-repo';
import { operationRepo } from '../library/operation-repo';
import { type Access, can, type LibraryPolicy } from '../library/policy';
import { blobRepo } from './blob-repo';
import { isUniqueViolation } from './db-errors';
import { assertNodeName, fileContext } from './file-context';
import { type NodeWithPeople, pathOf, presentNode } from './file-presenter';
import { mimeOf } from './mime';
import { nodeRepo, type NodeRow } from './node-repo';
import { versionRepo } from './version-repo';

export interface UploadTarget {
  library: LibraryRow;
  access: Access;
  folder: NodeRow;
}

export interface ReceivedFile {
  filename: string;
  staged: StagedBlob;
}

/**
 * Storing uploaded files. A name new to the folder creates a file (upload role); a name a file already has
 * adds a version of that file (edit role), unless the bytes are the same as its current version; a name a
 * folder has is a 409. Text is extracted before the transaction so the transaction stays short.
 */
export function uploadService(db: Db, policy: LibraryPolicy, store: BlobStore, now = () => Date.now()) {
  const context = fileContext(db, policy);
  const nodes = nodeRepo(db);
  const versions = versionRepo(db);
  const blobs = blobRepo(db);
  const search = searchIndex(db);
  const operations = operationRepo(db);

  async function searchableText(staged: StagedBlob, name: string): Promise<string> {
    const known = await blobs.text(staged.sha256);
    return known ?? extractText(staged.path, name, staged.size);
  }

  async function storeOne(actor: Actor, target: UploadTarget, file: ReceivedFile) {
    const { staged } = file;
    const name = file.filename;
    const existing = await nodes.findLiveChild(target.folder.id, name);
    if (existing && existing.blob_sha256 === staged.sha256) {
      await store.discard(staged);
      return { id: existing.id, result: 'unchanged' as const };
    }
    const text = await searchableText(staged, name);
    const tokens = text ? indexTokens(text) : '';
    const at = now();
    const mime = mimeOf(name);
    try {
      return await db.transaction().execute(async (trx) => {
        // The blob row first, then the bytes: see purge.ts for why this order keeps a racing purge from losing them.
        await blobs.addRefs(trx, staged, 1, at);
        await store.commit(staged);
        if (text) await blobs.putText(trx, staged.sha256, text);
        const folder = await nodes.findById(target.folder.id, trx);
        if (!folder || folder.deleted_at !== null) throw libraryErrors.inRecycle(target.folder.name);
        const current = await nodes.findLiveChild(target.folder.id, name, trx);
        if (current && current.kind === 'folder') throw errors.conflict('folderNameTaken', { name });
        let nodeId: number;
        let versionNo = 1;
        if (current) {
          nodeId = current.id;
          versionNo = current.version_no + 1;
        } else {
          nodeId = await nodes.insert(trx, {
            library_id: target.library.id,
            parent_id: target.folder.id,
            kind: 'file',
            name,
            version_no: 0,
            size: 0,
            mime,
            created_by: actor.id,
            created_at: at,
            updated_by: actor.id,
            updated_at: at,
          });
        }
        const versionId = await versions.insert(trx, { node_id: nodeId, version_no: versionNo, blob_sha256: staged.sha256, size: staged.size, mime, created_by: actor.id, created_at: at });
        await nodes.update(trx, nodeId, { current_version_id: versionId, version_no: versionNo, blob_sha256: staged.sha256, size: staged.size, mime, updated_by: actor.id, updated_at: at });
        if (tokens) await search.put(trx, nodeId, tokens);
        else await search.remove(trx, [nodeId]);
        const where = pathOf([...(await nodes.ancestry(target.folder.id, trx)), { name }]);
        await operations.add(trx, {
          libraryId: target.library.id,
          nodeId,
          actorId: actor.id,
          action: current ? 'NEW_VERSION' : 'UPLOAD',
          information: current ? `${where} (v${versionNo})` : where,
          at,
        });
        return { id: nodeId, result: current ? ('version' as const) : ('created' as const) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw libraryErrors.nameTaken(name);
      throw error;
    }
  }

  return {
    /** Where an upload goes; asked before any byte is read so a refused caller sends nothing. */
    async target(actor: Actor, query: { libraryId: number; parentId?: number }): Promise<UploadTarget> {
      const { library, access } = await context.library(actor, query.libraryId, 'upload');
      const folder = await context.folder(library, query.parentId);
      return { library, access, folder };
    },

    async store(actor: Actor, target: UploadTarget, files: ReceivedFile[]) {
      const named = files.map((file) => ({ ...file, filename: assertNodeName(file.filename.normalize('NFC')) }));
      for (const file of named) {
        const existing = await nodes.findLiveChild(target.folder.id, file.filename);
        if (existing?.kind === 'folder') throw errors.conflict('folderNameTaken', { name: file.filename });
        if (existing && !can(target.access, 'edit')) throw errors.forbidden();
      }
      const outcomes = [];
      for (const file of named) outcomes.push(await storeOne(actor, target, file));
      const rows = (await nodes.findManyWithPeople(outcomes.map((o) => o.id))) as NodeWithPeople[];
      const byId = new Map(rows.map((row) => [row.id, presentNode(row)]));
      return { files: outcomes.map((outcome) => ({ node: byId.get(outcome.id)!, result: outcome.result })) };
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
