import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import { errors } from '../../errors';
import { libraryErrors } from '../library/library-errors';
import type { LibraryRow } from '../library/library-repo';
import { can, type LibraryPolicy, permissionView } from '../library/policy';
import { WIKI_IMAGES_FOLDER } from '../search-index/reserved-folders';
import { fileChanges } from './file-changes';
import { assertNodeName, fileContext } from './file-context';
import { type NodeWithPeople, pathOf, presentNode } from './file-presenter';
import type { FileRepositories } from './file-repositories';
import { type NodeRow, type SortField } from './node-repo';

/** Browsing and changing the file tree of a library. */
export function fileService(repos: FileRepositories, deps: { policy: LibraryPolicy; now?: () => number }) {
  const { policy } = deps;
  const now = deps.now ?? Date.now;
  const context = fileContext(repos, policy);
  const changes = fileChanges(repos, now);
  const { changing, assertStillLive, assertFreeName } = changes;
  const { nodes, versions, blobs } = repos;

  async function presentMany(ids: number[]) {
    const rows = (await nodes.findManyWithPeople(ids)) as NodeWithPeople[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is NodeWithPeople => Boolean(row)).map(presentNode);
  }

  function breadcrumb(library: LibraryRow, chain: { id: number; name: string }[]) {
    return chain.map((item, index) => ({ id: item.id, name: index === 0 ? library.name : item.name }));
  }

  /** Loads the live items named by `ids` in this library, dropping any that lies inside another one of them. */
  async function selection(library: LibraryRow, ids: number[]) {
    const items: NodeRow[] = [];
    for (const id of [...new Set(ids)]) items.push(await context.item(library, id));
    const chosen = new Set(items.map((item) => item.id));
    const tops: NodeRow[] = [];
    for (const item of items) {
      const chain = await nodes.ancestry(item.parent_id!);
      if (!chain.some((step) => chosen.has(step.id))) tops.push(item);
    }
    return tops;
  }

  /** A folder of the wiki's image folder's name at the root would be taken for it, and hidden. */
  function assertNotReservedName(library: LibraryRow, parentId: number | null, name: string) {
    if (parentId === library.root_id && name === WIKI_IMAGES_FOLDER) throw errors.conflict('wikiImagesNameReserved');
  }

  return {
    async list(actor: Actor, query: { libraryId: number; parentId?: number; sortField: SortField; sortType: 'asc' | 'desc' } & PageQuery) {
      const { library, access } = await context.library(actor, query.libraryId, 'read');
      // The breadcrumb and the page are read beside the folder's own check; nothing of them is used unless it passed.
      const folderId = query.parentId ?? library.root_id!;
      const [, chain, { rows, total }] = await Promise.all([context.folder(library, folderId), nodes.ancestry(folderId), nodes.page(folderId, query.sortField, query.sortType, query)]);
      const crumbs = breadcrumb(library, chain);
      return {
        folder: crumbs[crumbs.length - 1]!,
        breadcrumb: crumbs,
        permission: permissionView(library.id, access),
        page: pageOf((rows as NodeWithPeople[]).map(presentNode), total, query),
      };
    },

    async tree(actor: Actor, query: { libraryId: number; parentId?: number }) {
      const { library } = await context.library(actor, query.libraryId, 'read');
      const folder = await context.folder(library, query.parentId);
      const rows = await nodes.childFolders(folder.id);
      return rows.map((row) => ({ id: row.id, name: row.name, hasChildren: Boolean(Number(row.has_children)) }));
    },

    async createFolder(actor: Actor, body: { libraryId: number; parentId?: number; name: string }) {
      const { library } = await context.library(actor, body.libraryId, 'upload');
      const parent = await context.folder(library, body.parentId);
      assertNotReservedName(library, parent.id, body.name);
      const id = await changes.createFolderIn(actor, library, parent.id, assertNodeName(body.name));
      return (await presentMany([id]))[0]!;
    },

    async rename(actor: Actor, body: { libraryId: number; nodeId: number; name: string }) {
      const { library } = await context.library(actor, body.libraryId, 'edit');
      const item = await context.item(library, body.nodeId);
      const name = assertNodeName(body.name);
      assertNotReservedName(library, item.parent_id, name);
      if (name !== item.name) {
        const at = now();
        await changing(name, async (tx) => {
          await assertFreeName(item.parent_id!, name, tx, item.id);
          await tx.nodes.update(item.id, { name, updated_by: actor.id, updated_at: at });
          await tx.operations.add({ libraryId: library.id, nodeId: item.id, actorId: actor.id, action: 'RENAME', information: { key: 'recordRenamed', params: { from: item.name, to: name } }, at });
        });
      }
      return (await presentMany([item.id]))[0]!;
    },

    /** Moves items into a folder of the same library; a folder never goes into itself or below itself. */
    async move(actor: Actor, body: { libraryId: number; nodeIds: number[]; targetId?: number; name?: string }) {
      const { library } = await context.library(actor, body.libraryId, 'edit');
      if (body.name !== undefined && body.nodeIds.length !== 1) throw errors.badRequest('renameNeedsOne');
      const elsewhere = body.targetId !== undefined ? await nodes.findById(body.targetId) : undefined;
      if (elsewhere && elsewhere.library_id !== library.id) throw errors.badRequest('moveAcrossLibraries');
      const target = await context.folder(library, body.targetId);
      const items = await selection(library, body.nodeIds);
      const targetChain = await nodes.ancestry(target.id);
      for (const item of items) {
        if (targetChain.some((step) => step.id === item.id)) throw errors.badRequest('moveIntoItself');
      }
      const rename = body.name !== undefined ? assertNodeName(body.name) : undefined;
      const at = now();
      await changing(rename ?? items[0]!.name, async (tx) => {
        await assertStillLive(target.id, tx);
        const seen = new Set<string>();
        for (const item of items) {
          const name = rename ?? item.name;
          if (item.parent_id === target.id && name === item.name) continue;
          if (seen.has(name)) throw libraryErrors.nameTaken(name);
          seen.add(name);
          await assertFreeName(target.id, name, tx, item.id);
          const from = pathOf(await tx.nodes.ancestry(item.parent_id!));
          await tx.nodes.update(item.id, { parent_id: target.id, name, updated_by: actor.id, updated_at: at });
          await tx.operations.add({ libraryId: library.id, nodeId: item.id, actorId: actor.id, action: 'MOVE', information: name !== item.name ? { key: 'recordMovedRenamed', params: { name: item.name, from, to: pathOf(targetChain), newName: name } } : { key: 'recordMoved', params: { name: item.name, from, to: pathOf(targetChain) } }, at });
        }
      });
      return { nodes: await presentMany(items.map((item) => item.id)) };
    },

    /**
     * Copies items, folders with everything in them, into a folder of this or another library. Needs read
     * and download where they come from and upload where they go. Each copied file starts with one version:
     * the current content of its original.
     */
    async copy(actor: Actor, body: { libraryId: number; nodeIds: number[]; targetLibraryId?: number; targetId?: number; name?: string }) {
      const source = await context.library(actor, body.libraryId, 'download');
      const destination = body.targetLibraryId && body.targetLibraryId !== body.libraryId ? await context.library(actor, body.targetLibraryId, 'upload') : await context.library(actor, body.libraryId, 'upload');
      if (body.name !== undefined && body.nodeIds.length !== 1) throw errors.badRequest('renameNeedsOne');
      const target = await context.folder(destination.library, body.targetId);
      const items = await selection(source.library, body.nodeIds);
      const targetChain = await nodes.ancestry(target.id);
      for (const item of items) {
        if (targetChain.some((step) => step.id === item.id)) throw errors.badRequest('copyIntoItself');
      }
      const rename = body.name !== undefined ? assertNodeName(body.name) : undefined;
      const subtree = await nodes.liveSubtree(items.map((item) => item.id));
      if (subtree.length > LIBRARY_LIMITS.copyNodesMax) throw errors.badRequest('copyTooLarge', { count: LIBRARY_LIMITS.copyNodesMax });
      const tops = new Set(items.map((item) => item.id));
      const at = now();
      const created = await changing(rename ?? items[0]!.name, async (tx) => {
        await assertStillLive(target.id, tx);
        const newIds = new Map<number, number>();
        const seen = new Set<string>();
        for (const row of subtree) {
          const top = tops.has(row.id);
          const name = top && rename !== undefined ? rename : row.name;
          const parentId = top ? target.id : newIds.get(row.parent_id!)!;
          if (top) {
            if (seen.has(name)) throw libraryErrors.nameTaken(name);
            seen.add(name);
            await assertFreeName(target.id, name, tx);
          }
          const id = await tx.nodes.insert({
            library_id: destination.library.id,
            parent_id: parentId,
            kind: row.kind,
            name,
            version_no: row.kind === 'file' ? 1 : 0,
            blob_sha256: row.blob_sha256,
            size: row.size,
            mime: row.mime,
            created_by: actor.id,
            created_at: at,
            updated_by: actor.id,
            updated_at: at,
          });
          newIds.set(row.id, id);
          if (row.kind === 'file' && row.blob_sha256) {
            const blob = (await tx.blobs.find(row.blob_sha256))!;
            await tx.blobs.addRefs(blob, 1, at);
            const versionId = await tx.versions.insert({ node_id: id, version_no: 1, blob_sha256: blob.sha256, size: row.size, mime: row.mime, created_by: actor.id, created_at: at });
            await tx.nodes.update(id, { current_version_id: versionId });
            await tx.searchIndex.copy(row.id, id);
          }
        }
        const targetPath = pathOf(targetChain);
        await tx.operations.add(items.map((item) => ({
            libraryId: destination.library.id,
            nodeId: newIds.get(item.id)!,
            actorId: actor.id,
            action: 'COPY' as const,
            information: { key: 'recordCopied' as const, params: { name: item.name, to: `${destination.library.id !== source.library.id ? `${destination.library.name}:` : ''}${targetPath}` } },
            at,
          })),);
        return items.map((item) => newIds.get(item.id)!);
      });
      return { nodes: await presentMany(created) };
    },

    /** Into the library's recycle bin: each selected item with everything under it, restorable as one. */
    async remove(actor: Actor, body: { libraryId: number; nodeIds: number[] }) {
      const { library } = await context.library(actor, body.libraryId, 'edit');
      const items = await selection(library, body.nodeIds);
      const at = now();
      await repos.transaction(async (tx) => {
        for (const item of items) {
          const from = pathOf(await tx.nodes.ancestry(item.parent_id!));
          await tx.nodes.markDeleted(item.id, actor.id, at);
          await tx.operations.add({ libraryId: library.id, nodeId: item.id, actorId: actor.id, action: 'DELETE', information: { key: 'recordItem', params: { name: `${from === '/' ? '' : from}/${item.name}` } }, at });
        }
      });
      return { nodes: await presentMany(items.map((item) => item.id)) };
    },

    async info(actor: Actor, libraryId: number, nodeId: number) {
      const { library, access } = await context.library(actor, libraryId, 'read');
      const node = await context.node(library, nodeId);
      const chain = await nodes.ancestry(node.id);
      const presented = (await presentMany([node.id]))[0]!;
      const counts = node.kind === 'folder' ? await nodes.counts(node.id) : { folders: 0, files: 0 };
      const blob = node.blob_sha256 && can(access, 'download') ? await blobs.find(node.blob_sha256) : undefined;
      return {
        ...presented,
        name: node.parent_id === null ? library.name : presented.name,
        path: breadcrumb(library, chain),
        versions: node.kind === 'file' ? await versions.count(node.id) : 0,
        sha256: blob?.sha256 ?? null,
        md5: blob?.md5 ?? null,
        folderCount: counts.folders,
        fileCount: counts.files,
        permission: permissionView(library.id, access),
      };
    },
  };
}

export type FileService = ReturnType<typeof fileService>;
