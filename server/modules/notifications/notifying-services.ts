import type { GrantInput } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import type { FileService } from '../files/file-service';
import type { UploadService } from '../files/upload-service';
import type { VersionService } from '../files/version-service';
import type { LibraryRow } from '../library/library-repo';
import type { LibraryService } from '../library/library-service';
import type { PermissionService } from '../library/permission-service';
import type { DocumentChange, LibraryChange } from './emitters';

/** What the document area reports once a change committed; the notifications hear it (services.ts). */
export interface DocumentReports {
  changed(event: DocumentChange): Promise<void>;
  /** A library renamed or put in the recycle bin. */
  libraryChanged(event: LibraryChange): Promise<void>;
  /** The folders above these items now, asked before a move so the followers of the folders they leave hear of it too. */
  foldersAbove(nodeIds: readonly number[]): Promise<number[]>;
  grants: {
    before(libraryId: number, inputs: readonly GrantInput[]): Promise<number[]>;
    after(actor: Actor, libraryId: number, newcomers: readonly number[]): Promise<void>;
  };
}

/** The file calls, each reporting the items it renamed, moved or deleted once it succeeded. */
export function reportingFiles<S extends Pick<FileService, 'rename' | 'move' | 'remove'>>(files: S, reports: Pick<DocumentReports, 'changed' | 'foldersAbove'>): S {
  return {
    ...files,
    async rename(actor: Actor, body: Parameters<FileService['rename']>[1]) {
      const before = await files.rename(actor, body);
      await reports.changed({ actor, change: 'rename', libraryId: body.libraryId, nodeIds: [body.nodeId] });
      return before;
    },
    async move(actor: Actor, body: Parameters<FileService['move']>[1]) {
      const formerFolders = await reports.foldersAbove(body.nodeIds);
      const result = await files.move(actor, body);
      await reports.changed({ actor, change: 'move', libraryId: body.libraryId, nodeIds: body.nodeIds, formerFolders });
      return result;
    },
    async remove(actor: Actor, body: Parameters<FileService['remove']>[1]) {
      const result = await files.remove(actor, body);
      await reports.changed({ actor, change: 'delete', libraryId: body.libraryId, nodeIds: body.nodeIds });
      return result;
    },
  };
}

/** Library settings and deletes, reporting a new name and a library put in the recycle bin once they succeeded. */
export function reportingLibraries<S extends Pick<LibraryService, 'update' | 'remove'>>(libraries: S, reports: Pick<DocumentReports, 'libraryChanged'>, findLibrary: (id: number) => Promise<Pick<LibraryRow, 'name'> | undefined>): S {
  return {
    ...libraries,
    async update(actor: Actor, body: Parameters<LibraryService['update']>[1], kind?: Parameters<LibraryService['update']>[2]) {
      const before = await findLibrary(body.id);
      const result = await libraries.update(actor, body, kind);
      if (before && result.name !== before.name) await reports.libraryChanged({ actor, change: 'rename', libraryId: body.id });
      return result;
    },
    async remove(actor: Actor, id: number) {
      await libraries.remove(actor, id);
      await reports.libraryChanged({ actor, change: 'delete', libraryId: id });
    },
  };
}

/** Uploads, each reporting a new version of a file that existed (a new file is no change of a followed one). */
export function reportingUploads<S extends Pick<UploadService, 'store' | 'storeUpload'>>(uploads: S, reports: Pick<DocumentReports, 'changed'>, nodeVersion: (nodeId: number) => Promise<number | undefined>): S {
  return {
    ...uploads,
    async store(actor: Actor, target: Parameters<UploadService['store']>[1], received: Parameters<UploadService['store']>[2]) {
      const result = await uploads.store(actor, target, received);
      const versions = result.files.filter((file) => file.result === 'version').map((file) => file.node.id);
      if (versions.length) await reports.changed({ actor, change: 'version', libraryId: target.library.id, nodeIds: versions });
      return result;
    },
    async storeUpload(actor: Actor, destination: Parameters<UploadService['storeUpload']>[1], staged: Parameters<UploadService['storeUpload']>[2]) {
      const existing = destination.fileId ?? null;
      const versionBefore = existing === null ? undefined : await nodeVersion(existing);
      const id = await uploads.storeUpload(actor, destination, staged);
      // A resumable upload names the file it replaces, or lands on a name that may already be taken: a new version either way when the file's count moved on past one.
      const versionAfter = await nodeVersion(id);
      if (versionAfter !== undefined && versionAfter > 1 && versionAfter !== versionBefore) await reports.changed({ actor, change: 'version', libraryId: destination.libraryId, nodeIds: [id] });
      return id;
    },
  };
}

/** Restoring an older version makes a new one. */
export function reportingVersions<S extends Pick<VersionService, 'restore'>>(versions: S, reports: Pick<DocumentReports, 'changed'>): S {
  return {
    ...versions,
    async restore(actor: Actor, libraryId: number, nodeId: number, versionId: number) {
      const result = await versions.restore(actor, libraryId, nodeId, versionId);
      await reports.changed({ actor, change: 'version', libraryId, nodeIds: [nodeId] });
      return result;
    },
  };
}

/** Grant changes, each telling the people it let into the library for the first time. */
export function reportingGrants<S extends Pick<PermissionService, 'add' | 'replace'>>(permissions: S, reports: Pick<DocumentReports, 'grants'>): S {
  return {
    ...permissions,
    async add(actor: Actor, libraryId: number, inputs: GrantInput[]) {
      const outsiders = await reports.grants.before(libraryId, inputs);
      const result = await permissions.add(actor, libraryId, inputs);
      await reports.grants.after(actor, libraryId, outsiders);
      return result;
    },
    async replace(actor: Actor, libraryId: number, inputs: GrantInput[]) {
      const outsiders = await reports.grants.before(libraryId, inputs);
      const result = await permissions.replace(actor, libraryId, inputs);
      await reports.grants.after(actor, libraryId, outsiders);
      return result;
    },
  };
}
