import { extensionOf } from '../../../contract/files';
import { EXECUTABLE_EXTENSIONS } from '../../../contract/manage-backoffice';
import type { Actor } from '../../auth/actor';
import { isUniqueViolation } from '../../db/errors';
import { errors } from '../../errors';
import type { BlobStore, StagedBlob } from '../../storage/blob-store';
import { libraryErrors } from '../library/library-errors';
import type { LibraryRow } from '../library/library-repo';
import { type Access, authorizeAccess, type LibraryPolicy } from '../library/policy';
import { indexTokens } from '../search-index/segmenter';
import { extractText } from './extract-text';
import { fileChanges } from './file-changes';
import { assertNodeName, fileContext } from './file-context';
import { type NodeWithPeople, pathOf, presentNode } from './file-presenter';
import type { FileRepositories } from './file-repositories';
import { mimeOf } from './mime';
import { type NodeRow } from './node-repo';

export interface UploadTarget {
  library: LibraryRow;
  access: Access;
  folder: NodeRow;
}

/** Where a resumable upload lands: a folder path under a folder, or an existing file it adds a version to. */
interface UploadDestination {
  libraryId: number;
  parentId: number;
  /** Folders to find or make under the parent, each segment already through the name rule. */
  folders: string[];
  name: string;
  /** The file this upload is a new version of, or null for a file by name. */
  fileId: number | null;
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
const EXECUTABLE: ReadonlySet<string> = new Set(EXECUTABLE_EXTENSIONS);

export function uploadService(
  repos: FileRepositories,
  deps: { policy: LibraryPolicy; store: BlobStore; personalQuotaBytes: number; now?: () => number; rules?: () => Promise<{ allowExecutableUploads: boolean }> },
) {
  const { policy, store, personalQuotaBytes, rules } = deps;
  const now = deps.now ?? Date.now;
  const context = fileContext(repos, policy);
  const changes = fileChanges(repos, now);
  const { nodes, blobs } = repos;

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
      return await repos.transaction(async (tx) => {
        // The blob row first, then the bytes: see purge.ts for why this order keeps a racing purge from losing them.
        await tx.blobs.addRefs(staged, 1, at);
        await store.commit(staged);
        if (text) await tx.blobs.putText(staged.sha256, text);
        const folder = await tx.nodes.findById(target.folder.id);
        if (!folder || folder.deleted_at !== null) throw libraryErrors.inRecycle(target.folder.name);
        const current = await tx.nodes.findLiveChild(target.folder.id, name);
        if (current && current.kind === 'folder') throw errors.conflict('folderNameTaken', { name });
        await assertRoomIn(tx.nodes, target, staged.size - (current?.size ?? 0));
        let nodeId: number;
        let versionNo = 1;
        if (current) {
          nodeId = current.id;
          versionNo = current.version_no + 1;
        } else {
          nodeId = await tx.nodes.insert({
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
        const versionId = await tx.versions.insert({ node_id: nodeId, version_no: versionNo, blob_sha256: staged.sha256, size: staged.size, mime, created_by: actor.id, created_at: at });
        await tx.nodes.update(nodeId, { current_version_id: versionId, version_no: versionNo, blob_sha256: staged.sha256, size: staged.size, mime, updated_by: actor.id, updated_at: at });
        if (tokens) await tx.searchIndex.put(nodeId, tokens);
        else await tx.searchIndex.remove([nodeId]);
        const where = pathOf([...(await tx.nodes.ancestry(target.folder.id)), { name }]);
        await tx.operations.add({
          libraryId: target.library.id,
          nodeId,
          actorId: actor.id,
          action: current ? 'NEW_VERSION' : 'UPLOAD',
          information: current ? { key: 'recordNewVersion', params: { path: where, version: versionNo } } : { key: 'recordItem', params: { name: where } },
          at,
        });
        return { id: nodeId, result: current ? ('version' as const) : ('created' as const) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw libraryErrors.nameTaken(name);
      throw error;
    }
  }

  /** Finds each folder of `names` under `parentId`, making the missing ones. */
  async function ensureFolders(actor: Actor, library: LibraryRow, parentId: number, names: string[]): Promise<number> {
    for (const name of names) {
      const existing = await nodes.findLiveChild(parentId, name);
      if (existing?.kind === 'folder') {
        parentId = existing.id;
        continue;
      }
      if (existing) throw errors.conflict('nodeNameTaken', { name });
      try {
        parentId = await changes.createFolderIn(actor, library, parentId, name);
      } catch (error) {
        // Files of one folder upload in parallel: another may have just made this folder.
        const made = await nodes.findLiveChild(parentId, name);
        if (made?.kind !== 'folder') throw error;
        parentId = made.id;
      }
    }
    return parentId;
  }

  /** Programs (exe, bat, sh…) are refused while the security settings say so. */
  async function assertTypeAllowed(name: string) {
    if (rules && EXECUTABLE.has(extensionOf(name)) && !(await rules()).allowExecutableUploads) throw errors.badRequest('uploadExecutableRefused', { name });
  }

  /** Where an upload goes; asked before any byte is read so a refused caller sends nothing. */
  async function target(actor: Actor, query: { libraryId: number; parentId?: number }): Promise<UploadTarget> {
    const { library, access } = await context.library(actor, query.libraryId, 'upload');
    const folder = await context.folder(library, query.parentId);
    return { library, access, folder };
  }

  async function storeFiles(actor: Actor, target: UploadTarget, files: ReceivedFile[]) {
    const named = files.map((file) => ({ ...file, filename: assertNodeName(file.filename.normalize('NFC')) }));
    try {
      for (const file of named) await assertTypeAllowed(file.filename);
    } catch (error) {
      for (const file of files) await store.discard(file.staged);
      throw error;
    }
    for (const file of named) {
      const existing = await nodes.findLiveChild(target.folder.id, file.filename);
      if (existing?.kind === 'folder') throw errors.conflict('folderNameTaken', { name: file.filename });
      if (existing) authorizeAccess(target.access, 'edit');
    }
    const outcomes = [];
    for (const file of named) outcomes.push(await storeOne(actor, target, file));
    const rows = (await nodes.findManyWithPeople(outcomes.map((o) => o.id))) as NodeWithPeople[];
    const byId = new Map(rows.map((row) => [row.id, presentNode(row)]));
    return { files: outcomes.map((outcome) => ({ node: byId.get(outcome.id)!, result: outcome.result })) };
  }

  /** A personal space takes `bytes` more only within its quota; other libraries are bounded by the disk alone. */
  async function assertRoomIn(nodeRepo: Pick<typeof nodes, 'usedBytes'>, target: UploadTarget, bytes: number) {
    if (target.library.kind !== 'personal' || bytes <= 0) return;
    const used = await nodeRepo.usedBytes(target.library.id);
    if (used.bytes + bytes > personalQuotaBytes) throw libraryErrors.personalQuotaExceeded(personalQuotaBytes);
  }

  /** A file of this library an upload may add a version to: live, and the uploader an editor. */
  async function assertReplaceable(target: UploadTarget, fileId: number) {
    const file = await nodes.findById(fileId);
    if (!file || file.library_id !== target.library.id || file.kind !== 'file' || file.deleted_at !== null) throw errors.notFound();
    authorizeAccess(target.access, 'edit');
  }

  /**
   * The name a file kept beside a same-named one takes, as Seafile names it: `report.pdf` becomes
   * `report (1).pdf`, then `report (2).pdf`, the first no live item of the destination folder has. A folder
   * path of a folder upload is followed as far as its folders exist; below that every name is free.
   */
  async function freeName(target: UploadTarget, folders: string[], name: string): Promise<string> {
    let parentId = target.folder.id;
    for (const folder of folders) {
      const child = await nodes.findLiveChild(parentId, folder);
      if (child?.kind !== 'folder') return name;
      parentId = child.id;
    }
    if (!(await nodes.findLiveChild(parentId, name))) return name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let copy = 1; ; copy += 1) {
      const candidate = assertNodeName(`${stem} (${copy})${extension}`);
      if (!(await nodes.findLiveChild(parentId, candidate))) return candidate;
    }
  }

  return {
    target,
    freeName,
    assertTypeAllowed,
    store: storeFiles,
    assertReplaceable,
    /** Asked before an upload's first byte: a file that would overfill a personal space is refused at once. */
    assertRoom: (target: UploadTarget, bytes: number) => assertRoomIn(nodes, target, bytes),

    /**
     * Finishes a resumable upload as a file: its folders, then a new file or a new version by the same rule
     * as any upload, in one transaction, with the uploader's permission asked once. Returns the file's id.
     */
    async storeUpload(actor: Actor, destination: UploadDestination, staged: StagedBlob): Promise<number> {
      const { library, access } = await context.library(actor, destination.libraryId, 'upload');
      let folderId: number;
      let name = destination.name;
      if (destination.fileId !== null) {
        const file = await nodes.findById(destination.fileId);
        if (!file || file.library_id !== library.id || file.kind !== 'file' || file.deleted_at !== null || file.parent_id === null) throw errors.notFound();
        folderId = file.parent_id;
        name = file.name;
      } else {
        await context.folder(library, destination.parentId);
        folderId = await ensureFolders(actor, library, destination.parentId, destination.folders);
      }
      const folder = await context.folder(library, folderId);
      const result = await storeFiles(actor, { library, access, folder }, [{ filename: name, staged }]);
      return result.files[0]!.node.id;
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
