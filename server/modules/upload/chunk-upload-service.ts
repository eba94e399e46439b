import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { ChunkFields, Permit, PermitBody } from '../../../contract/upload';
import { UPLOAD } from '../../../contract/upload';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { StagedBlob } from '../../storage/blob-store';
import type { ContentService } from '../files/content-service';
import { assertNodeName } from '../files/file-context';
import type { UploadService } from '../files/upload-service';
import type { PartRef, PartStore, WholeFile } from './part-store';
import { PrefixHasher } from './prefix-hasher';
import { uploadErrors } from './upload-errors';
import type { UploadRepo } from './upload-repo';
import type { UploadRepositories } from './upload-repositories';

type UploadRow = NonNullable<Awaited<ReturnType<UploadRepo['find']>>>;

const partRef = (row: UploadRow): PartRef => ({ identifier: row.identifier, storeHandle: row.store_handle });

/** A folder path picked with a folder: each segment a valid name, never absolute, never `..`. */
function folderSegments(relativePath: string): string[] {
  if (relativePath === '') return [];
  if (relativePath.startsWith('/') || relativePath.startsWith('\\') || /^[A-Za-z]:/.test(relativePath)) throw uploadErrors.badPath(relativePath);
  return relativePath.split(/[/\\]/).filter((segment) => segment !== '').map((segment) => {
    if (segment === '..' || segment === '.') throw uploadErrors.badPath(relativePath);
    return assertNodeName(segment.normalize('NFC'));
  });
}

/**
 * The folders a file goes into. Browsers and simple-uploader give a picked file's path with its own name
 * at the end (`a/b.txt` for `b.txt` in `a`, and `b.txt` for a file picked alone); that last segment is
 * the file itself, not a folder named like it.
 */
function folderOf(segments: string[], name: string): string[] {
  return segments.at(-1) === name ? segments.slice(0, -1) : segments;
}

/**
 * A finisher renews its lease on the upload this often; one that has not renewed for `FINISH_LEASE_MS`
 * died with its process (or its server was killed), and the upload is taken back.
 */
const FINISH_LEASE_MS = 15_000;
const LEASE_RENEW_MS = 5_000;
/** Room kept free beside what uploads have promised, for the database and everything else on the disk. */
const DISK_RESERVE_BYTES = 64 * 1024 * 1024;

interface ChunkUploadDeps {
  /** The files module: where an upload may go, and what it becomes when it is finished. */
  files: { uploads: Pick<UploadService, 'target' | 'assertReplaceable' | 'assertRoom' | 'storeUpload' | 'assertTypeAllowed' | 'freeName'>; content: Pick<ContentService, 'downloadableCopy'> };
  parts: PartStore;
  target: string;
  maxBytes: number;
  /** Free bytes where part files live. */
  freeBytes: () => Promise<number>;
  /** Told the size of every chunk written to its part file (the upload byte metric). */
  onChunkWritten?: (bytes: number) => void;
  now?: () => number;
}

export function chunkUploadService(repos: UploadRepositories, deps: ChunkUploadDeps) {
  const now = deps.now ?? (() => Date.now());
  const { uploads } = repos;
  const hashers = new Map<string, PrefixHasher>();
  /** Stops hashing an upload as it arrives: it is gone, or its finish takes the hashes now. */
  function forgetHasher(identifier: string) {
    hashers.get(identifier)?.dispose();
    hashers.delete(identifier);
  }
  /** Finishes running in this process, so a second call waits for the first instead of racing it. */
  const finishing = new Map<string, Promise<number>>();

  /** The upload as its owner sees it; anyone else learns nothing about it. */
  async function owned(actor: Actor, identifier: string): Promise<UploadRow> {
    const row = await uploads.find(identifier);
    if (!row || row.user_id !== actor.id) throw errors.notFound();
    // Permission to upload is asked on every call: a revoked grant stops an upload in flight.
    await deps.files.uploads.target(actor, { libraryId: row.library_id, parentId: row.parent_id });
    return settled(row);
  }

  /**
   * Takes back an upload whose finisher is gone: from its part file when that survived (the finish runs
   * again from it), otherwise from the first chunk, since the bytes went with the interrupted finish.
   */
  async function recover(row: UploadRow) {
    forgetHasher(row.identifier);
    if (await deps.parts.exists(partRef(row))) {
      await uploads.release(row.identifier);
      return;
    }
    await uploads.setStoreHandle(row.identifier, await deps.parts.create(row.identifier, row.size));
    await repos.transaction((tx) => tx.uploads.restart(row.identifier, now()));
  }

  /** A finishing upload once its finish is over: waited for when it runs here, recovered when its finisher died. */
  async function settled(row: UploadRow): Promise<UploadRow> {
    if (row.status !== 'finishing') return row;
    const running = finishing.get(row.identifier);
    if (running) await running.catch(() => undefined);
    else if (Number(row.updated_at) < now() - FINISH_LEASE_MS) await recover(row);
    else throw uploadErrors.finishing();
    const current = await uploads.find(row.identifier);
    if (!current) throw errors.notFound();
    if (current.status === 'finishing') throw uploadErrors.finishing();
    return current;
  }

  /** Makes the stored bytes a file (or a new version of one) through the files module. */
  function storeAsNode(actor: Actor, row: UploadRow, staged: StagedBlob): Promise<number> {
    const destination = { libraryId: row.library_id, parentId: row.parent_id, folders: folderSegments(row.relative_path), name: row.name, fileId: row.file_id };
    return deps.files.uploads.storeUpload(actor, destination, staged);
  }

  /**
   * Runs `job` as the one finisher of the upload: claims it, keeps the claim's lease alive while the job
   * runs, and gives the upload back to `uploading` when the job fails. A second call here waits for the first.
   */
  function finishOnce(row: UploadRow, job: () => Promise<number>): Promise<number> {
    const running = finishing.get(row.identifier);
    if (running) return running;
    const work = (async () => {
      if (!(await uploads.claim(row.identifier, now()))) {
        const current = await uploads.find(row.identifier);
        if (current?.status === 'complete' && current.node_id !== null) return current.node_id;
        throw uploadErrors.finishing();
      }
      const lease = setInterval(() => void uploads.renew(row.identifier, now()).catch(() => undefined), LEASE_RENEW_MS);
      try {
        const nodeId = await job();
        await uploads.finish(row.identifier, 'complete', nodeId, now());
        return nodeId;
      } catch (error) {
        await uploads.release(row.identifier);
        throw error;
      } finally {
        clearInterval(lease);
      }
    })();
    finishing.set(row.identifier, work);
    const forget = () => finishing.delete(row.identifier);
    void work.then(forget, forget);
    return work;
  }

  /** The whole file's hashes: from the store when it hashed the bytes, else from what the prefix hasher has not read yet. */
  async function hashesOf(row: UploadRow, whole: WholeFile) {
    const hasher = hashers.get(row.identifier);
    hashers.delete(row.identifier);
    if (whole.hashes) {
      hasher?.dispose();
      return whole.hashes;
    }
    return (hasher ?? new PrefixHasher(whole.path, row.chunk_size, row.size)).digest(row.total_chunks);
  }

  /**
   * Turns the whole file into a node, checked against the MD5 its uploader sent. An uploader that sent
   * none (simple-uploader computes none) gets the file as the server assembled it.
   */
  function finish(actor: Actor, row: UploadRow): Promise<number> {
    return finishOnce(row, async () => {
      const whole = await deps.parts.assemble(partRef(row), await uploads.heldParts(row.identifier));
      const { md5, sha256 } = await hashesOf(row, whole);
      if (row.md5 && md5 !== row.md5) {
        await uploads.finish(row.identifier, 'failed', null, now());
        await deps.parts.remove(partRef(row));
        throw uploadErrors.md5Mismatch();
      }
      const nodeId = await storeAsNode(actor, row, { path: whole.path, sha256, md5, size: row.size });
      await deps.parts.remove(partRef(row));
      return nodeId;
    });
  }

  /** A file the uploader can already download (same MD5 and size) becomes a node without a byte sent. */
  async function finishInstant(actor: Actor, row: UploadRow): Promise<number | null> {
    if (!row.md5) return null;
    const md5 = row.md5;
    const sha256 = await deps.files.content.downloadableCopy(actor, md5, row.size);
    if (!sha256) return null;
    return finishOnce(row, async () => {
      forgetHasher(row.identifier);
      // No bytes are staged: the store sees the blob exists and keeps it as it is.
      const nodeId = await storeAsNode(actor, row, { path: '', sha256, md5, size: row.size });
      await deps.parts.remove(partRef(row));
      return nodeId;
    });
  }

  async function answer(row: UploadRow, nodeId: number | null, instant: boolean): Promise<Permit> {
    return {
      identifier: row.identifier,
      target: deps.target,
      chunkSize: row.chunk_size,
      totalChunks: row.total_chunks,
      uploadedChunks: nodeId !== null && instant ? [] : await uploads.chunks(row.identifier),
      instant,
      nodeId,
    };
  }

  return {
    async permit(actor: Actor, libraryId: number, fileId: number | undefined, body: PermitBody): Promise<Permit> {
      const resumable = body.identifier ? await uploads.find(body.identifier) : undefined;
      // An identifier the server no longer has (collected, or never this person's) starts a new upload.
      if (resumable && resumable.user_id === actor.id) {
        const row = await owned(actor, resumable.identifier);
        if (row.status === 'complete') return answer(row, row.node_id, false);
        if (row.status === 'failed') throw uploadErrors.md5Mismatch();
        if (body.fileMd5 && row.md5 && body.fileMd5 !== row.md5) throw uploadErrors.md5Changed();
        if (body.fileMd5 && !row.md5) await uploads.setMd5(row.identifier, body.fileMd5, now());
        const current = (await uploads.find(row.identifier))!;
        const instant = await finishInstant(actor, current);
        if (instant !== null) return answer(current, instant, true);
        const held = await uploads.chunks(current.identifier);
        if (held.length === current.total_chunks) return answer(current, await finish(actor, current), false);
        await uploads.touch(current.identifier, now());
        return answer(current, null, false);
      }

      let name = assertNodeName(body.name.normalize('NFC'));
      // Refused before any byte is sent, not after the whole file came.
      await deps.files.uploads.assertTypeAllowed(name);
      const relativePath = folderOf(folderSegments(body.relativePath), name).join('/');
      const target = await deps.files.uploads.target(actor, { libraryId, parentId: body.parentId });
      // Keeping both: the upload takes the next free name now, so it never lands on the file it sits beside.
      if (body.onConflict === 'rename' && fileId === undefined) name = await deps.files.uploads.freeName(target, relativePath ? relativePath.split('/') : [], name);
      if (fileId !== undefined) await deps.files.uploads.assertReplaceable(target, fileId);
      if (body.size === 0) throw uploadErrors.empty();
      if (body.size > deps.maxBytes) throw uploadErrors.fileTooLarge(deps.maxBytes);
      await deps.files.uploads.assertRoom(target, body.size);
      // Either way of counting is accepted: a short last chunk, or (simple-uploader's) a last chunk that takes the remainder.
      const counts = [Math.ceil(body.size / body.chunkSize), Math.max(1, Math.floor(body.size / body.chunkSize))];
      if (!counts.includes(body.totalChunk)) throw uploadErrors.chunkCount();
      const { minChunkBytes, maxChunks } = deps.parts.limits;
      if ((body.totalChunk > 1 && body.chunkSize < minChunkBytes) || body.totalChunk > maxChunks) {
        throw uploadErrors.chunkLimits(minChunkBytes, maxChunks);
      }
      // Uploads in progress will still write their missing bytes: those are spoken for already.
      const available = (await deps.freeBytes()) - (await uploads.outstandingBytes()) - DISK_RESERVE_BYTES;
      if (body.size > available) throw uploadErrors.noSpace();

      const identifier = randomBytes(18).toString('base64url');
      const at = now();
      const row: UploadRow = {
        identifier,
        user_id: actor.id,
        library_id: libraryId,
        parent_id: target.folder.id,
        file_id: fileId ?? null,
        name,
        relative_path: relativePath,
        size: body.size,
        chunk_size: body.chunkSize,
        total_chunks: body.totalChunk,
        md5: body.fileMd5 ?? null,
        status: 'uploading',
        node_id: null,
        store_handle: null,
        created_at: at,
        updated_at: at,
      };
      await uploads.insert(row);
      const instant = await finishInstant(actor, row);
      if (instant !== null) return answer(row, instant, true);
      row.store_handle = await deps.parts.create(identifier, body.size);
      await uploads.setStoreHandle(identifier, row.store_handle);
      return answer(row, null, false);
    },

    async isHeld(actor: Actor, identifier: string, chunkNumber: number) {
      const row = await owned(actor, identifier);
      if (chunkNumber > row.total_chunks) throw uploadErrors.chunkRange();
      return row.status === 'complete' || (await uploads.hasChunk(identifier, chunkNumber));
    },

    async receive(actor: Actor, fields: ChunkFields, bytes: Readable) {
      const row = await owned(actor, fields.identifier);
      if (row.status === 'complete') {
        bytes.resume();
        return { complete: true, nodeId: row.node_id, uploadedChunks: row.total_chunks };
      }
      if (row.status === 'failed') throw uploadErrors.md5Mismatch();
      if (fields.chunkNumber > row.total_chunks || fields.totalChunks !== row.total_chunks) throw uploadErrors.chunkRange();
      if (fields.totalSize !== row.size || fields.chunkSize !== row.chunk_size) throw uploadErrors.chunkSize();
      const expected = fields.chunkNumber < row.total_chunks ? row.chunk_size : row.size - (row.total_chunks - 1) * row.chunk_size;
      if (fields.currentChunkSize !== expected) throw uploadErrors.chunkSize();
      if (fields.fileMd5 && row.md5 && fields.fileMd5 !== row.md5) throw uploadErrors.md5Changed();

      // Recorded before the bytes: a chunk that arrives while this one is written and finds every chunk
      // held then finishes with the MD5 that this one carries.
      if (fields.fileMd5 && !row.md5) await uploads.setMd5(row.identifier, fields.fileMd5, now());
      const { received, tag } = await deps.parts.write(partRef(row), fields.chunkNumber, (fields.chunkNumber - 1) * row.chunk_size, expected, bytes);
      if (received !== expected) throw uploadErrors.chunkSize();
      deps.onChunkWritten?.(received);
      await uploads.addChunk(row.identifier, fields.chunkNumber, tag);
      await uploads.touch(row.identifier, now());

      const held = new Set(await uploads.chunks(row.identifier));
      const partFile = deps.parts.localFile?.(row.identifier);
      if (partFile) {
        let hasher = hashers.get(row.identifier);
        if (!hasher) {
          hasher = new PrefixHasher(partFile, row.chunk_size, row.size);
          hashers.set(row.identifier, hasher);
        }
        const advancing = hasher;
        // A hasher that failed is dropped; the finish then hashes the whole file.
        void advancing.advance((chunk) => held.has(chunk), row.total_chunks).catch(() => {
          if (hashers.get(row.identifier) === advancing) forgetHasher(row.identifier);
        });
      }
      const current = (await uploads.find(row.identifier))!;
      if (held.size === row.total_chunks) {
        return { complete: true, nodeId: await finish(actor, current), uploadedChunks: held.size };
      }
      return { complete: false, nodeId: null, uploadedChunks: held.size };
    },

    /**
     * Takes back uploads whose finisher died, removes uploads nobody touched for a day with their part
     * files, and part files no upload owns.
     */
    async sweep() {
      for (const row of await uploads.abandonedFinishing(now() - FINISH_LEASE_MS)) if (!finishing.has(row.identifier)) await recover(row);
      for (const row of await uploads.expired(now() - UPLOAD.expiresAfterMs)) {
        forgetHasher(row.identifier);
        await deps.parts.remove({ identifier: row.identifier, storeHandle: row.store_handle });
        await uploads.delete(row.identifier);
      }
      const onDisk = await deps.parts.list();
      const known = await uploads.known(onDisk);
      for (const identifier of onDisk) if (!known.has(identifier)) await deps.parts.remove({ identifier, storeHandle: null });
    },
  };
}

export type ChunkUploadService = ReturnType<typeof chunkUploadService>;
