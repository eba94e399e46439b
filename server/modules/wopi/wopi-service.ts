import type { Readable } from 'node:stream';
import { previewExtension } from '../../../contract/preview-kind';
import { WOPI_LOCK_MS, WOPI_PATHS } from '../../../contract/wopi';
import { type Actor, actorOfUser } from '../../auth/actor';
import type { Config } from '../../config';
import { errors } from '../../errors';
import type { SecretBox } from '../../security/secret-box';
import type { BlobStore } from '../../storage/blob-store';
import { fileContext } from '../files/file-context';
import type { FileRepositories } from '../files/file-repositories';
import type { UploadService } from '../files/upload-service';
import { can, type LibraryPolicy } from '../library/policy';
import type { UserRepo } from '../users/repo';
import { wopiErrors } from './wopi-errors';
import type { WopiLockRepo } from './wopi-lock-repo';

/** What WOPI takes from the document area: the files, the library policy, blobs and the upload path that stores a save. */
/** What the WOPI host takes from the document area: file permissions, the blob store and the upload of a new version. */
interface WopiDeps {
  policy: LibraryPolicy;
  store: BlobStore;
  uploads: Pick<UploadService, 'storeUpload'>;
  box: SecretBox;
  config: Pick<Config, 'wopi' | 'apiPrefix' | 'uploadMaxBytes'>;
  now?: () => number;
}

/** What an access token says: this person, this file, whether they may write, until when. */
interface TokenClaims {
  userId: number;
  nodeId: number;
  canWrite: boolean;
  expiresAt: number;
}

/** A WOPI answer that is not a success: its status and, for a lock mismatch, the lock there is now. */
export class WopiRefusal extends Error {
  constructor(
    readonly status: 401 | 404 | 409 | 413 | 501,
    readonly currentLock?: string,
  ) {
    super(`WOPI ${status}`);
  }
}

/** A token checked against the file it is used on, with the person it speaks for and the file as it is now. */
export interface WopiGrant {
  actor: Actor;
  canWrite: boolean;
  libraryId: number;
  nodeId: number;
  parentId: number;
  name: string;
  size: number;
  version: number;
  sha256: string;
}

/**
 * The WOPI host: the app asks for an access token naming one file and one person, and the office server
 * presents it on every call. A token is sealed with the server's secret key, so it cannot be forged or read;
 * every call checks it again against the person's permission as it is now (a revoked grant or a
 * deactivated person ends editing at the next call). A save is a new version of the file, through the same
 * upload code as any other new version.
 */
export function wopiService(repos: FileRepositories & { users: UserRepo; wopiLocks: WopiLockRepo }, deps: WopiDeps) {
  const { users, wopiLocks: locks } = repos;
  const { box, config } = deps;
  const now = deps.now ?? Date.now;
  const context = fileContext(repos, deps.policy);
  const extensions = new Set(config.wopi.extensions);

  function editorUrl(wopiSrc: string): string {
    const template = config.wopi.editorUrl!;
    const encoded = encodeURIComponent(wopiSrc);
    return template.includes('{WOPISrc}') ? template.replace('{WOPISrc}', encoded) : `${template}${template.includes('?') ? '&' : '?'}WOPISrc=${encoded}`;
  }

  function claimsOf(token: string): TokenClaims | null {
    try {
      const claims = JSON.parse(box.open(token)) as TokenClaims;
      return typeof claims.userId === 'number' && typeof claims.nodeId === 'number' && typeof claims.expiresAt === 'number' ? claims : null;
    } catch {
      return null;
    }
  }

  async function actorOf(userId: number): Promise<Actor | null> {
    const user = await users.findActiveById(userId);
    return user ? actorOfUser(user) : null;
  }

  async function currentLock(nodeId: number): Promise<string | null> {
    const row = await locks.find(nodeId);
    return row && Number(row.expires_at) > now() ? row.lock_id : null;
  }

  const setLock = (nodeId: number, lockId: string) => locks.set(nodeId, lockId, now() + WOPI_LOCK_MS);

  return {
    white() {
      const enabled = config.wopi.editorUrl !== null;
      return { enabled, extensions: enabled ? [...extensions] : [] };
    },

    /** A token for a file the caller may download; writing needs the edit right. 404 for a file they cannot reach. */
    async token(actor: Actor, libraryId: number, nodeId: number, origin: string) {
      if (config.wopi.editorUrl === null) throw wopiErrors.off();
      // Someone else's file is not there, as far as this caller can tell.
      const { library, access } = await context.library(actor, libraryId, 'download', 'hide');
      const node = await context.node(library, nodeId);
      if (node.kind !== 'file' || !extensions.has(previewExtension(node.name))) throw errors.badRequest('wopiUnsupported', { name: node.name });
      const canWrite = can(access, 'edit');
      const expiresAt = now() + config.wopi.tokenMinutes * 60_000;
      const accessToken = box.seal(JSON.stringify({ userId: actor.id, nodeId: node.id, canWrite, expiresAt } satisfies TokenClaims));
      const wopiSrc = `${origin}${config.apiPrefix}${WOPI_PATHS.files}/${node.id}`;
      return { accessToken, accessTokenTtl: expiresAt, wopiSrc, editorUrl: editorUrl(wopiSrc), canWrite, fileName: node.name };
    },

    /** The token of a call, for the file it names: 401 for anything wrong with the token, 404 for a file no longer there. */
    async grant(token: string | undefined, fileId: number): Promise<WopiGrant> {
      const claims = token ? claimsOf(token) : null;
      if (!claims || claims.nodeId !== fileId || claims.expiresAt <= now()) throw new WopiRefusal(401);
      const actor = await actorOf(claims.userId);
      if (!actor) throw new WopiRefusal(401);
      const node = await repos.nodes.findById(fileId);
      if (!node || node.deleted_at !== null || node.kind !== 'file' || node.parent_id === null || !node.blob_sha256) throw new WopiRefusal(404);
      try {
        const { access } = await context.library(actor, node.library_id, 'download');
        return { actor, canWrite: claims.canWrite && can(access, 'edit'), libraryId: node.library_id, nodeId: node.id, parentId: node.parent_id, name: node.name, size: Number(node.size), version: node.version_no, sha256: node.blob_sha256 };
      } catch {
        throw new WopiRefusal(401);
      }
    },

    checkFileInfo(grant: WopiGrant) {
      return {
        BaseFileName: grant.name,
        OwnerId: String(grant.libraryId),
        Size: grant.size,
        UserId: grant.actor.account,
        UserFriendlyName: grant.actor.name,
        Version: `${grant.version}-${grant.sha256.slice(0, 12)}`,
        UserCanWrite: grant.canWrite,
        ReadOnly: !grant.canWrite,
        UserCanNotWriteRelative: true,
        SupportsLocks: true,
        SupportsGetLock: true,
        SupportsUpdate: true,
      };
    },

    read: (grant: WopiGrant) => deps.store.read(grant.sha256),

    /** Lock, unlock, refresh or read the lock, by the protocol's rules; a mismatch is a 409 naming the lock there is. */
    async lock(grant: WopiGrant, operation: string, lockId: string | undefined, oldLockId: string | undefined): Promise<string | null> {
      const current = await currentLock(grant.nodeId);
      if (operation === 'GET_LOCK') return current ?? '';
      if (!lockId) throw new WopiRefusal(409, current ?? '');
      if (operation === 'LOCK' && oldLockId !== undefined) {
        // UnlockAndRelock: only the holder of the old lock may swap it.
        if (current !== oldLockId) throw new WopiRefusal(409, current ?? '');
        await setLock(grant.nodeId, lockId);
        return null;
      }
      if (operation === 'LOCK') {
        if (current !== null && current !== lockId) throw new WopiRefusal(409, current);
        await setLock(grant.nodeId, lockId);
        return null;
      }
      if (current !== lockId) throw new WopiRefusal(409, current ?? '');
      if (operation === 'REFRESH_LOCK') await setLock(grant.nodeId, lockId);
      else if (operation === 'UNLOCK') await locks.remove(grant.nodeId);
      else throw new WopiRefusal(501);
      return null;
    },

    /**
     * PutFile: the office server's save becomes the file's next version. Only the holder of the lock may
     * save a locked file; an unlocked file may be saved only while it is empty (the protocol's rule).
     */
    async save(grant: WopiGrant, lockId: string | undefined, body: Readable): Promise<number> {
      if (!grant.canWrite) throw new WopiRefusal(401);
      const current = await currentLock(grant.nodeId);
      if (current !== null ? current !== lockId : grant.size > 0) throw new WopiRefusal(409, current ?? '');
      let staged;
      try {
        staged = await deps.store.stage(body, { maxBytes: config.uploadMaxBytes });
      } catch (error) {
        if (error instanceof Error && error.name === 'BlobTooLargeError') throw new WopiRefusal(413);
        throw error;
      }
      await deps.uploads.storeUpload(grant.actor, { libraryId: grant.libraryId, parentId: grant.parentId, folders: [], name: grant.name, fileId: grant.nodeId }, staged);
      const saved = await repos.nodes.findById(grant.nodeId);
      return saved?.version_no ?? grant.version;
    },
  };
}

export type WopiService = ReturnType<typeof wopiService>;
