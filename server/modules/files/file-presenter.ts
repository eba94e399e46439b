import { extensionOf, type FileNode, fileTypeOf } from '../../../contract/files';
import type { NodeRow } from './node-repo';

export type NodeWithPeople = NodeRow & {
  creator_account: string | null;
  creator_name: string | null;
  updater_account: string | null;
  updater_name: string | null;
};

function person(account: string | null, name: string | null) {
  return account ? { account, name: name ?? account } : null;
}

/** The fields of a file or folder that leave the server. */
export function presentNode(row: NodeWithPeople): FileNode {
  const folder = row.kind === 'folder';
  return {
    id: row.id,
    libraryId: row.library_id,
    parentId: row.parent_id,
    kind: row.kind,
    name: row.name,
    fileType: folder ? 'folder' : fileTypeOf(row.name),
    extension: folder ? '' : extensionOf(row.name),
    mime: row.mime,
    size: Number(row.size),
    version: row.version_no,
    createdBy: person(row.creator_account, row.creator_name),
    createdAt: Number(row.created_at),
    updatedBy: person(row.updater_account, row.updater_name),
    updatedAt: Number(row.updated_at),
  };
}

/** '/a/b' from a chain of folders starting at the library root (whose name is empty). */
export function pathOf(chain: { name: string }[]): string {
  const names = chain.slice(1).map((item) => item.name);
  return `/${names.join('/')}`;
}
