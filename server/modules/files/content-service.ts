import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { detectCharset, type TextCharset } from '../../../contract/text-encoding';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { BlobStore, ByteRange } from '../../storage/blob-store';
import type { LibraryPolicy } from '../library/policy';
import { fileContext } from './file-context';
import type { FileRepositories } from './file-repositories';
import { servedAsText } from './mime';
import type { ZipEntry } from './zip';

export interface FileContent {
  name: string;
  mime: string;
  size: number;
  sha256: string;
  read(range?: ByteRange): Promise<Readable>;
}

/** Copies of a content looked at when deciding whether the uploader can already read one. */
const CANDIDATE_COPIES = 50;

/** How much of a text file its encoding is told from: enough for any real file to show its hand. */
const CHARSET_SNIFF_BYTES = 64 * 1024;

/** Reading stored bytes: one version of a file, or everything in a folder as zip entries. */
export function contentService(repos: FileRepositories, deps: { policy: LibraryPolicy; store: BlobStore }) {
  const { policy, store } = deps;
  const context = fileContext(repos, policy);
  const { nodes, versions, blobs } = repos;

  async function stored(actor: Actor, libraryId: number, nodeId: number, versionNo: number | undefined, action: 'download' | 'read'): Promise<FileContent> {
    const { library } = await context.library(actor, libraryId, action);
    const node = await context.node(library, nodeId);
    if (node.kind !== 'file') throw errors.badRequest('notAFile', { name: node.name });
    const version = versionNo !== undefined ? await versions.findByNumber(node.id, versionNo) : await versions.findById(node.current_version_id!);
    if (!version) throw errors.notFound();
    return {
      name: node.name,
      mime: version.mime,
      size: Number(version.size),
      sha256: version.blob_sha256,
      read: (range) => store.read(version.blob_sha256, range),
    };
  }

  return {
    /** The encoding a version that goes out as text is in, told from its first part; nothing for other files. */
    async charsetOf(file: FileContent): Promise<TextCharset | undefined> {
      if (file.size === 0 || !servedAsText(file.mime)) return undefined;
      return detectCharset(await buffer(await file.read({ start: 0, end: Math.min(file.size, CHARSET_SNIFF_BYTES) - 1 })));
    },

    /** The original bytes of a version, however they are asked for (attachment, inline, a range): the download permission. */
    file: (actor: Actor, libraryId: number, nodeId: number, version?: number) => stored(actor, libraryId, nodeId, version, 'download'),

    /** A version for the preview service, which alone decides what of it is shown: read is enough. */
    forDisplay: (actor: Actor, libraryId: number, nodeId: number, version?: number) => stored(actor, libraryId, nodeId, version, 'read'),

    /** The entries of a folder's zip: every live file and folder under it, paths relative to it. */
    async folder(actor: Actor, libraryId: number, nodeId: number): Promise<{ name: string; entries: ZipEntry[] }> {
      const { library } = await context.library(actor, libraryId, 'download');
      const folder = await context.node(library, nodeId);
      if (folder.kind !== 'folder') throw errors.badRequest('notAFolder', { name: folder.name });
      const rows = await nodes.liveSubtree([folder.id]);
      const paths = new Map<number, string>([[folder.id, '']]);
      const entries: ZipEntry[] = [];
      for (const row of rows) {
        if (row.id === folder.id) continue;
        const path = `${paths.get(row.parent_id!)}${row.name}`;
        if (row.kind === 'folder') {
          paths.set(row.id, `${path}/`);
          entries.push({ path: `${path}/`, sha256: null, mtime: Number(row.updated_at) });
        } else if (row.blob_sha256) {
          entries.push({ path, sha256: row.blob_sha256, mtime: Number(row.updated_at) });
        }
      }
      return { name: `${folder.parent_id === null ? library.name : folder.name}.zip`, entries };
    },

    /**
     * The sha256 of content the caller may already download, found by MD5 and size, or null. Only such a
     * copy lets an upload skip its bytes: knowing a hash proves nothing, and whether the server holds
     * content the caller cannot read must not show.
     */
    async downloadableCopy(actor: Actor, md5: string, size: number): Promise<string | null> {
      const readable = await policy.readableLibraryIds(actor);
      for (const file of await blobs.filesWithContent(md5, size, readable, CANDIDATE_COPIES)) {
        const content = await stored(actor, file.library_id, file.id, undefined, 'download').catch(() => null);
        if (content?.sha256 === file.sha256) return content.sha256;
      }
      return null;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
