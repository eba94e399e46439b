import { LIBRARY_LIMITS } from '../../../contract/constants';
import { checkNodeName } from '../../../contract/files';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { libraryErrors } from '../library/library-errors';
import type { LibraryRow } from '../library/library-repo';
import type { Access, LibraryAction, LibraryPolicy, Refusal } from '../library/policy';
import { isReservedFolder } from '../search-index/reserved-folders';
import type { FileRepositories } from './file-repositories';
import { type NodeRow } from './node-repo';

/**
 * How every file call finds what it acts on: the library (404 when missing or in the back-office recycle
 * bin), the caller's access to it (403 through the policy, or 404 when `refusal` hides), then nodes of that library only (404 for a
 * node of another library, 409 for one in the recycle bin).
 */
export function fileContext(repos: FileRepositories, policy: LibraryPolicy) {
  const { libraries, nodes } = repos;

  async function library(actor: Actor, libraryId: number, action: LibraryAction, refusal?: Refusal): Promise<{ library: LibraryRow; access: Access }> {
    // Who the caller is does not depend on the library: both are read at once, and the check below reuses it.
    const [found] = await Promise.all([libraries.findById(libraryId), policy.loadPrincipal(actor)]);
    if (!found || found.deleted_at !== null) throw errors.notFound();
    const access = await policy.authorize(actor, action, found, refusal);
    return { library: found, access };
  }

  /** A node of this library, live unless `deleted` says it must be in the recycle bin. */
  async function node(lib: LibraryRow, nodeId: number, state: 'live' | 'deleted' | 'any' = 'live'): Promise<NodeRow> {
    const found = await nodes.findById(nodeId);
    if (!found || found.library_id !== lib.id) throw errors.notFound();
    if (state === 'live' && found.deleted_at !== null) throw libraryErrors.inRecycle(found.name);
    if (state === 'deleted' && found.deleted_at === null) throw errors.conflict('nodeNotInRecycle', { name: found.name });
    return found;
  }

  /** A live folder of this library; the root when `folderId` is left out. */
  async function folder(lib: LibraryRow, folderId: number | undefined): Promise<NodeRow> {
    const found = await node(lib, folderId ?? lib.root_id!);
    if (found.kind !== 'folder') throw errors.badRequest('notAFolder', { name: found.name });
    return found;
  }

  /** A live file or folder that is not the root nor the wiki's image folder, for rename, move, copy and delete. */
  async function item(lib: LibraryRow, nodeId: number): Promise<NodeRow> {
    const found = await node(lib, nodeId);
    if (found.parent_id === null) throw errors.badRequest('rootNotChangeable');
    if (isReservedFolder(found, lib.root_id)) throw errors.conflict('wikiImagesNotChangeable');
    return found;
  }

  return { library, node, folder, item };
}

/** The name rule of files and folders, with the message for each way a name can be wrong. */
export function assertNodeName(name: string): string {
  const issue = checkNodeName(name);
  if (issue === 'necessary') throw errors.badRequest('necessary');
  if (issue === 'nodeNameTooLong') throw errors.badRequest('nodeNameTooLong', { count: LIBRARY_LIMITS.nodeNameBytes });
  if (issue) throw errors.badRequest(issue);
  return name;
}
