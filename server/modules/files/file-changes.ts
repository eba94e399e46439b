import type { Actor } from '../../auth/actor';
import { isUniqueViolation } from '../../db/errors';
import { errors } from '../../errors';
import { libraryErrors } from '../library/library-errors';
import type { LibraryRow } from '../library/library-repo';
import { pathOf } from './file-presenter';
import type { FileRepositories } from './file-repositories';

/**
 * The steps every change of the file tree is made of, shared by the file calls and the upload store.
 * Callers have authorised already: nothing here asks the policy.
 */
export function fileChanges(repos: FileRepositories, now: () => number) {
  /** Runs a change; a unique-index refusal (two requests naming the same item at once) becomes the 409 of the name rule. */
  async function changing<T>(name: string, work: (tx: FileRepositories) => Promise<T>): Promise<T> {
    try {
      return await repos.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw libraryErrors.nameTaken(name);
      throw error;
    }
  }

  /** Inside the transaction: the target folder was not deleted since it was checked. */
  async function assertStillLive(folderId: number, tx: FileRepositories) {
    const folder = await tx.nodes.findById(folderId);
    if (!folder) throw errors.notFound();
    if (folder.deleted_at !== null) throw libraryErrors.inRecycle(folder.name);
  }

  async function assertFreeName(parentId: number, name: string, tx: FileRepositories, except?: number) {
    const clash = await tx.nodes.findLiveChild(parentId, name);
    if (clash && clash.id !== except) throw libraryErrors.nameTaken(name);
  }

  /** Makes a folder under a live parent, recorded in the library's operations; `name` has passed the name rule. */
  async function createFolderIn(actor: Actor, library: LibraryRow, parentId: number, name: string): Promise<number> {
    const at = now();
    return changing(name, async (tx) => {
      await assertStillLive(parentId, tx);
      await assertFreeName(parentId, name, tx);
      const id = await tx.nodes.insert({
        library_id: library.id,
        parent_id: parentId,
        kind: 'folder',
        name,
        version_no: 0,
        size: 0,
        mime: '',
        created_by: actor.id,
        created_at: at,
        updated_by: actor.id,
        updated_at: at,
      });
      await tx.operations.add({ libraryId: library.id, nodeId: id, actorId: actor.id, action: 'CREATE_FOLDER', information: { key: 'recordItem', params: { name: pathOf([...(await tx.nodes.ancestry(parentId)), { name }]) } }, at });
      return id;
    });
  }

  return { changing, assertStillLive, assertFreeName, createFolderIn };
}
