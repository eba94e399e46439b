import { z } from 'zod';
import { AREA } from './api-areas';
import { LIBRARY_LIMITS } from './constants';
import { byteEndpoint, endpoint } from './endpoint';
import { libraryPermission, person } from './library';
import { page, pageQuery } from './page';
import { fileParts } from './schema-helpers';
import { hasUnsafeNameChars } from './validation';

/** Files and folders of a library: listing, changes, recycle bin, versions, upload and download. */

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);

const FILE_EXTENSIONS = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: ['doc', 'txt', 'docx', 'pages', 'epub', 'pdf', 'numbers', 'csv', 'xls', 'xlsx', 'keynote', 'ppt', 'pptx'],
} as const;
export type FileType = keyof typeof FILE_EXTENSIONS | 'unknown' | 'folder';

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Spec §9 classes files by extension into image, video, audio, document or unknown. */
export function fileTypeOf(name: string): Exclude<FileType, 'folder'> {
  const extension = extensionOf(name);
  for (const [type, extensions] of Object.entries(FILE_EXTENSIONS) as [keyof typeof FILE_EXTENSIONS, readonly string[]][]) {
    if (extensions.includes(extension)) return type;
  }
  return 'unknown';
}

type NodeNameIssue = 'necessary' | 'nodeNameChars' | 'nodeNameReserved' | 'nodeNameTooLong';

/**
 * A file or folder name must be usable as one path segment on every platform the zip download reaches:
 * no separators, no control or text direction characters, not `.` or `..`, at most 255 UTF-8 bytes.
 */
export function checkNodeName(name: string): NodeNameIssue | null {
  if (name.trim() === '') return 'necessary';
  if (/[/\\]/.test(name) || hasUnsafeNameChars(name)) return 'nodeNameChars';
  if (name === '.' || name === '..') return 'nodeNameReserved';
  if (new TextEncoder().encode(name).length > LIBRARY_LIMITS.nodeNameBytes) return 'nodeNameTooLong';
  return null;
}

/** Names arrive as typed; the server keeps them NFC so the same name typed twice compares equal. */
const nodeName = z.string().max(4 * LIBRARY_LIMITS.nodeNameBytes).transform((value) => value.normalize('NFC'));
const nodeIds = z.array(id).min(1).max(LIBRARY_LIMITS.batchNodesMax);

const nodeKind = z.enum(['folder', 'file']);

export const fileNode = z.object({
  id: z.number().int(),
  libraryId: z.number().int(),
  parentId: z.number().int().nullable(),
  kind: nodeKind,
  name: z.string(),
  fileType: z.enum(['image', 'video', 'audio', 'document', 'unknown', 'folder']),
  extension: z.string(),
  mime: z.string(),
  size: z.number(),
  /** The current version's number; 0 for folders. */
  version: z.number().int(),
  createdBy: person.nullable(),
  createdAt: z.number(),
  updatedBy: person.nullable(),
  updatedAt: z.number(),
}).meta({ id: 'FileNode' });
export type FileNode = z.infer<typeof fileNode>;

export const crumb = z.object({ id: z.number().int(), name: z.string() });

export const sortField = z.enum(['name', 'size', 'modified']);
export const sortType = z.enum(['asc', 'desc']);

const listQuery = pageQuery().extend({
  libraryId: id,
  /** The folder to list; the library's root when left out. */
  parentId: id.optional(),
  sortField: sortField.default('name'),
  sortType: sortType.default('asc'),
});

const listResult = z.object({
  folder: crumb,
  /** From the library root down to the listed folder. */
  breadcrumb: z.array(crumb),
  permission: libraryPermission,
  page: page(fileNode),
});

const treeQuery = z.strictObject({ libraryId: id, parentId: id.optional() });
const treeFolder = z.object({ id: z.number().int(), name: z.string(), hasChildren: z.boolean() });

const createFolderBody = z.strictObject({ libraryId: id, parentId: id.optional(), name: nodeName });
const renameBody = z.strictObject({ libraryId: id, nodeId: id, name: nodeName });

/** Moving or copying to `targetId` (the root when left out); `name` renames a single item on the way. */
const moveBody = z.strictObject({ libraryId: id, nodeIds, targetId: id.optional(), name: nodeName.optional() });
const copyBody = z.strictObject({
  libraryId: id,
  nodeIds,
  targetLibraryId: id.optional(),
  targetId: id.optional(),
  name: nodeName.optional(),
});
const nodesBody = z.strictObject({ libraryId: id, nodeIds });
const libraryBody = z.strictObject({ libraryId: id });

const nodesResult = z.object({ nodes: z.array(fileNode) });

/** Recycle-bin items to restore or purge: files and folders by `nodeIds`, wiki pages by `pageIds`. */
const recycleItemsBody = z
  .strictObject({ libraryId: id, nodeIds: z.array(id).max(LIBRARY_LIMITS.batchNodesMax).default([]), pageIds: z.array(id).max(LIBRARY_LIMITS.batchNodesMax).default([]) })
  .refine((body) => body.nodeIds.length + body.pageIds.length > 0, { message: 'v:necessary:', path: ['nodeIds'] });

const recycleQuery = pageQuery().extend({ libraryId: id });
/** Wiki pages wait in the same recycle bin as files and folders; ids of the two kinds are counted apart. */
export const recycleItem = z.object({
  id: z.number().int(),
  kind: z.enum(['folder', 'file', 'page']),
  name: z.string(),
  size: z.number(),
  /** Where it was, as folder names from the root; restore puts it back there, or at the root if that is gone. */
  originalPath: z.string(),
  deletedBy: person.nullable(),
  deletedAt: z.number(),
  /** When the retention sweep purges it. */
  expiresAt: z.number(),
});
const recycleResult = page(recycleItem);
const purgeResult = z.object({ purged: z.number().int() });
const restoreResult = z.object({ restored: z.number().int() });

const nodeParams = z.strictObject({ libraryId: id, nodeId: id });
const versionParams = z.strictObject({ libraryId: id, nodeId: id, versionId: id });

const fileVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  size: z.number(),
  mime: z.string(),
  /** Content hashes identify the bytes, so only people who may download them see them; null for others. */
  sha256: z.string().nullable(),
  md5: z.string().nullable(),
  current: z.boolean(),
  createdBy: person.nullable(),
  createdAt: z.number(),
});

/** The original bytes of a version: only for people with the download permission, however they are asked for. */
const contentQuery = z.strictObject({
  version: id.optional(),
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});
/** A version's preview for display (and an Office file's PDF), for anyone who may read the library. */
const previewQuery = z.strictObject({ version: id.optional() });

export const nodeInfo = fileNode.extend({
  path: z.array(crumb),
  versions: z.number().int(),
  /** Null for folders, and for people without the download permission (as in `fileVersion`). */
  sha256: z.string().nullable(),
  md5: z.string().nullable(),
  /** Folders: what they hold, counted through every level. */
  folderCount: z.number().int(),
  fileCount: z.number().int(),
  permission: libraryPermission,
});

const uploadQuery = z.strictObject({ libraryId: id, parentId: id.optional() });
const uploadOutcome = z.object({
  node: fileNode,
  /** 'created' a new file, added a 'version' to a file of that name, or 'unchanged' when the bytes were the same. */
  result: z.enum(['created', 'version', 'unchanged']),
});
const uploadResult = z.object({ files: z.array(uploadOutcome) });

const tags = ['files'];

/** The file manager of a library: browse, change, recycle bin and versions. */
export const fileEndpoints = {
  list: endpoint({ method: 'GET', path: `${AREA.doc}/file/list`, tags, summary: "One page of a folder, with its breadcrumb and the person's permission", query: listQuery, data: listResult }),
  tree: endpoint({ method: 'GET', path: `${AREA.doc}/file/tree`, tags, summary: 'The sub-folders of one folder (the root when left out), one level at a time', query: treeQuery, data: z.array(treeFolder) }),
  createFolder: endpoint({ method: 'POST', path: `${AREA.doc}/file/folder`, tags, summary: 'Create a folder', body: createFolderBody, data: fileNode }),
  rename: endpoint({ method: 'PUT', path: `${AREA.doc}/file/rename`, tags, summary: 'Rename a file or folder', body: renameBody, data: fileNode }),
  move: endpoint({ method: 'PUT', path: `${AREA.doc}/file/move`, tags, summary: 'Move files and folders to another folder of the library', body: moveBody, data: nodesResult }),
  copy: endpoint({ method: 'POST', path: `${AREA.doc}/file/copy`, tags, summary: 'Copy files and folders to a folder of this or another library', body: copyBody, data: nodesResult }),
  remove: endpoint({ method: 'PUT', path: `${AREA.doc}/file/delete`, tags, summary: "Delete files and folders into the library's recycle bin", body: nodesBody, data: nodesResult }),
  info: endpoint({ method: 'GET', path: `${AREA.doc}/info/info/{libraryId}/{nodeId}`, tags, summary: "A file's or folder's details", params: nodeParams, data: nodeInfo }),
  recycle: endpoint({ method: 'GET', path: `${AREA.doc}/file/recycle`, tags, summary: 'What was deleted in a library, newest first, with when the retention sweep takes it', query: recycleQuery, data: recycleResult }),
  restoreDeleted: endpoint({ method: 'PUT', path: `${AREA.doc}/file/recycle/restore`, tags, summary: 'Put deleted items back where they were, or at the root when that folder is gone', body: recycleItemsBody, data: restoreResult }),
  purgeDeleted: endpoint({ method: 'PUT', path: `${AREA.doc}/file/recycle/purge`, tags, summary: 'Delete items of the recycle bin for good (library admins)', body: recycleItemsBody, data: purgeResult }),
  emptyRecycle: endpoint({ method: 'PUT', path: `${AREA.doc}/file/recycle/empty`, tags, summary: "Empty a library's recycle bin for good (library admins)", body: libraryBody, data: purgeResult }),
  versions: endpoint({ method: 'GET', path: `${AREA.doc}/file/versions/{libraryId}/{nodeId}`, tags, summary: "A file's versions, newest first, the current one marked", params: nodeParams, data: z.array(fileVersion) }),
  restoreVersion: endpoint({ method: 'PUT', path: `${AREA.doc}/file/versions/{libraryId}/{nodeId}/{versionId}/restore`, tags, summary: "Make an old version's content the newest version", params: versionParams, data: fileNode }),
};

/** Bytes in and out: the single-request upload, the original bytes (download permission) and previews (read permission). */
export const fileContentEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: `${AREA.doc}/file/upload`,
    tags,
    summary: 'Upload files into a folder in one request',
    description: `A multipart/form-data body of file parts only (any field name), at most ${LIBRARY_LIMITS.uploadFilesPerRequest} files of at most ${LIBRARY_LIMITS.uploadFileBytes} bytes each; each part's filename is the stored name, and a file of the same name in the folder gets a new version. The target folder is in the query.`,
    query: uploadQuery,
    multipart: fileParts('The files, one part each'),
    data: uploadResult,
  }),
  content: byteEndpoint({
    method: 'GET',
    path: `${AREA.doc}/file/content/{libraryId}/{nodeId}`,
    tags,
    summary: "A version's original bytes (download permission)",
    description: 'Whole or in ranges (Range, If-Range, ETag). Served with a sandboxing CSP, nosniff and a type no browser runs.',
    params: nodeParams,
    query: contentQuery,
    produces: ['application/octet-stream'],
  }),
  zip: byteEndpoint({ method: 'GET', path: `${AREA.doc}/file/zip/{libraryId}/{nodeId}`, tags, summary: 'A folder and everything in it as one streamed zip (download permission)', params: nodeParams, produces: ['application/zip'] }),
  preview: byteEndpoint({
    method: 'GET',
    path: `${AREA.doc}/file/preview/{libraryId}/{nodeId}`,
    tags,
    summary: "What the browse screen displays of a version (read permission)",
    description: "Text (at most the first bytes), an image, a PDF, or an Office file as PDF; never kept by the browser.",
    params: nodeParams,
    query: previewQuery,
    produces: ['application/octet-stream', 'application/pdf'],
  }),
  pdf: byteEndpoint({ method: 'GET', path: `${AREA.doc}/file/pdf/{libraryId}/{nodeId}`, tags, summary: "A version as PDF (an Office file converted), for display (read permission)", params: nodeParams, query: previewQuery, produces: ['application/pdf'] }),
};
