import { z } from 'zod';
import { AREA } from './api-areas';
import { endpoint } from './endpoint';
import { bytes } from './schema-helpers';

/**
 * The resumable upload protocol (ARCHITECTURE §3), shared by the upload engine and the server.
 *
 * 1. `POST` to `uploadEndpoints.permit` (`?fileId=N` for a new version of that file) with `PermitBody`
 *    answers `Permit`: the identifier, the chunks the server already holds, and `instant` when the
 *    uploader may already download a file with that MD5 and size (the file is then stored at once and
 *    nothing is sent); otherwise the answer is the same whether or not the server holds that content.
 *    The MD5 may be left out at first so hashing does not hold up sending; asking again with
 *    `identifier` and the MD5 once it is known resumes the same upload and may still turn it instant.
 *    Refused with 413 when the file would not fit beside the bytes still owed to uploads in progress.
 * 2. `GET {target}?identifier=…&chunkNumber=N` answers 200 when that chunk is held, 204 when not.
 * 3. `POST {target}` multipart with the `ChunkFields` and the bytes in a `file` part. Sending a chunk
 *    twice is harmless. The answer says whether the upload is complete: the chunk that completes the set
 *    stores the file. An MD5 sent with the permit or any chunk has the whole file checked against it;
 *    without one (simple-uploader sends none) the file is stored as the server assembled it.
 *
 * While the server checks and stores a complete upload, calls about it answer 425 (try again shortly);
 * an upload whose finish a crashed server left behind is taken back on start-up or on the next call.
 */

export const UPLOAD = {
  /** Chunk size the permit asks for (spec §9: 10 MB). */
  chunkSize: 10 * 1024 * 1024,
  simultaneousUploads: 3,
  successStatuses: [200, 201, 202],
  permanentErrors: [404, 415, 500, 501],
  /** Abandoned uploads are collected after this long without a chunk. */
  expiresAfterMs: 24 * 60 * 60 * 1000,
} as const;

const md5 = z.string().regex(/^[0-9a-f]{32}$/);
const count = z.coerce.number<number>().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const permitBody = z.strictObject({
  name: z.string().min(1, 'v:necessary:').max(1024),
  /**
   * Where a file picked as part of a folder goes: its own path (`a/b/c.txt`, as browsers and
   * simple-uploader give it; `pickedPath`) or its folder's path alone (`a/b`); '' or the name alone for a
   * file picked by itself. A last segment equal to the file's name is always the file itself.
   */
  relativePath: z.string().max(4096).default(''),
  size: count,
  totalChunk: z.number().int().min(1),
  chunkSize: z.number().int().min(1).max(64 * 1024 * 1024),
  parentId: z.number().int().positive(),
  fileMd5: md5.optional(),
  /** Resume this upload instead of starting one. */
  identifier: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/).optional(),
  /**
   * When the folder already has a file of that name: `version` (the default) stores the upload as its new
   * version; `rename` keeps both, the upload taking the next free name (`report (1).pdf`).
   */
  onConflict: z.enum(['version', 'rename']).optional(),
});
export type PermitBody = z.infer<typeof permitBody>;

/**
 * The `relativePath` to send for a file picked in `folder` ('' when picked alone): the file's own path,
 * so that a folder named exactly like the file inside it is not taken for the file.
 */
export const pickedPath = (folder: string, name: string) => (folder === '' ? '' : `${folder}/${name}`);

export const permitQuery = z.strictObject({ fileId: z.coerce.number<number>().int().positive().optional() });

export const permit = z.object({
  identifier: z.string(),
  /** Where chunks go (test GET and upload POST). */
  target: z.string(),
  chunkSize: z.number().int(),
  totalChunks: z.number().int(),
  uploadedChunks: z.array(z.number().int()),
  instant: z.boolean(),
  /** The stored file once the upload is complete (instant or all chunks in). */
  nodeId: z.number().int().nullable(),
});
export type Permit = z.infer<typeof permit>;

export const chunkQuery = z.strictObject({
  identifier: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  chunkNumber: z.coerce.number<number>().int().min(1),
});

/** The multipart fields of a chunk (spec §3 'Upload chunk parameters'); numbers arrive as text. */
export const chunkFields = z.object({
  chunkNumber: z.coerce.number().int().min(1),
  chunkSize: z.coerce.number().int().min(1),
  currentChunkSize: z.coerce.number().int().min(0),
  totalSize: count,
  identifier: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
  filename: z.string().max(1024),
  relativePath: z.string().max(4096).default(''),
  totalChunks: z.coerce.number().int().min(1),
  fileId: z.coerce.number().int().positive().optional(),
  fileMd5: md5.optional(),
});
export type ChunkFields = z.infer<typeof chunkFields>;

export const chunkResult = z.object({
  complete: z.boolean(),
  nodeId: z.number().int().nullable(),
  uploadedChunks: z.number().int(),
});
export type ChunkResult = z.infer<typeof chunkResult>;

const permitParams = z.strictObject({ libraryId: z.coerce.number<number>().int().positive() });

/** The test call's body when the chunk is held; when it is not the answer is 204 with no body. */
const chunkHeld = z.object({ held: z.boolean() });

const tags = ['upload'];

/** The multipart body of a chunk as documented: the text fields, then the bytes in a `file` part. */
const chunkBody = chunkFields.extend({ file: bytes("The chunk's bytes, after the fields") });

/** How an uploader of one's own drives the protocol; the OpenAPI description of the permit says it. */
const THIRD_PARTY = [
  '**Uploading with a third-party uploader** (simple-uploader.js, whose chunk parameters these are, or any other):',
  '',
  "1. Once a file is added, pause it and ask for its permit: `name`, `relativePath` (the uploader's own, such as simple-uploader's `file.relativePath`: the file's name at the end is understood), `size`, `totalChunk` (simple-uploader's `file.chunks.length`: a last chunk that takes the remainder is accepted), `chunkSize` (the uploader's), and `parentId`, the folder it goes into.",
  '2. Answered `nodeId`, the file is stored already: mark it done and send nothing. Otherwise give the file the answered `identifier` (simple-uploader: `file.uniqueIdentifier`) and resume it; chunks go to `target`.',
  "3. Every call needs the session: the session cookie and, on the POSTs, the CSRF header echoing the CSRF cookie (simple-uploader's `headers` option; `withCredentials` when on another origin).",
  '4. The answer to the chunk that completes the set carries the stored file (`complete: true`, `nodeId`). `fileMd5` is optional: the server computes the MD5 while assembling and, when one was sent, refuses a file that does not match it.',
  '',
  'The test GET answers 204, never 404, for a chunk not held yet; simple-uploader sends it as it is (`testChunks: true`). Statuses 404, 415, 500 and 501 are permanent, as in its default `permanentErrors`; retry the others, a 425 shortly after.',
].join('\n');

export const uploadEndpoints = {
  permit: endpoint({
    method: 'POST',
    path: `${AREA.doc}/doc/{libraryId}/get_upload_permit`,
    tags,
    summary: 'Start or resume a resumable upload into a folder',
    description: `Answers the identifier, where chunks go and the chunks the server already holds; \`instant\` when the uploader may already download a file with that MD5 and size. 413 when the file would not fit beside the bytes owed to uploads in progress.\n\n${THIRD_PARTY}`,
    params: permitParams,
    query: permitQuery,
    body: permitBody,
    data: permit,
  }),
  testChunk: endpoint({
    method: 'GET',
    path: `${AREA.doc}/doc/upload/chunk`,
    tags,
    summary: 'Whether the server holds one chunk of an upload',
    description: '200 with `held: true` when it does, 204 with no body when it does not (never 404: simple-uploader takes that as fatal). Other query fields the uploader adds are ignored.',
    query: chunkQuery.passthrough(),
    data: chunkHeld,
  }),
  chunk: endpoint({
    method: 'POST',
    path: `${AREA.doc}/doc/upload/chunk`,
    tags,
    summary: 'Send one chunk of an upload',
    description:
      'A multipart/form-data body: the text fields, then the bytes in a `file` part; `fileMd5` has the whole file checked against it, and fields the uploader adds besides are ignored. Sending a chunk twice is harmless; the chunk that completes the set answers the stored file. 425 while the complete upload is being checked and stored. See the permit for how a third-party uploader drives these calls.',
    multipart: chunkBody,
    data: chunkResult,
  }),
};
