import { z } from 'zod';
import { AREA } from './api-areas';
import { byteEndpoint, endpoint } from './endpoint';
import type { previewKind } from './preview-kind';
import { bytes } from './schema-helpers';
import { chunkQuery, chunkResult, permit, permitBody } from './upload';

/**
 * Share links (as Seafile's): the address of one file or folder that opens a page of its own, for any
 * signed-in person, for the people of some departments or groups, or, where the back office allows it,
 * for anyone who has it. A link may ask for a password, end at a time, stop after a number of downloads,
 * and either show and download (`view`) or only take files into its folder (`upload`, a file request).
 * Every use is recorded with the link. A link ends when its maker revokes it (or a library admin does),
 * at its expiry, at its download limit, and when its maker is deactivated.
 */

export const SHARE_AUDIENCES = ['signed_in', 'departments', 'groups', 'public'] as const;
export type ShareAudience = (typeof SHARE_AUDIENCES)[number];
export const SHARE_LINK_MODES = ['view', 'upload'] as const;
export type ShareLinkMode = (typeof SHARE_LINK_MODES)[number];
export const SHARE_LINK_EVENTS = ['view', 'download', 'upload', 'password_failed'] as const;
export type ShareLinkEvent = (typeof SHARE_LINK_EVENTS)[number];
/** Why a link no longer opens. */
export const SHARE_LINK_ENDS = ['revoked', 'expired', 'limit', 'maker'] as const;
export type ShareLinkEnd = (typeof SHARE_LINK_ENDS)[number];

export const SHARE_LINK_LIMITS = {
  passwordMin: 6,
  passwordMax: 128,
  downloadLimitMax: 1_000_000,
  audienceIdsMax: 50,
  /** Wrong passwords one address may try on one link in `passwordWindowMs` before it waits. */
  passwordAttempts: 5,
  passwordWindowMs: 10 * 60_000,
  /** How long a right password opens the link in this browser. */
  unlockedMs: 60 * 60_000,
  maxExpiryDaysMax: 3650,
} as const;

/** The web page a link opens: `/s/<token>`. */
export const shareLinkPage = (token: string) => `/s/${token}`;

/** How a shared file previews on the link's page (contract/preview-kind.ts). */
const previewKinds = ['image', 'pdf', 'markdown', 'code', 'text', 'audio', 'video', 'office', 'none'] as const satisfies readonly ReturnType<typeof previewKind>[];

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const token = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

export const shareLinkRules = z.object({
  allowPublic: z.boolean().meta({ description: 'Whether links may open for anyone who has them, signed in or not' }),
  maxExpiryDays: z.number().int().min(1).max(SHARE_LINK_LIMITS.maxExpiryDaysMax).nullable().meta({ description: 'The longest a link may live, in days; null: no limit, and a link may have no expiry' }),
}).meta({ id: 'ShareLinkRules' });
export type ShareLinkRules = z.infer<typeof shareLinkRules>;

export const createShareLinkBody = z.strictObject({
  libraryId: id,
  nodeId: id,
  audience: z.enum(SHARE_AUDIENCES),
  /** The departments or groups of a `departments` or `groups` audience. */
  audienceIds: z.array(id).max(SHARE_LINK_LIMITS.audienceIdsMax).default([]),
  password: z.string().min(SHARE_LINK_LIMITS.passwordMin, `v:minLength:${SHARE_LINK_LIMITS.passwordMin}`).max(SHARE_LINK_LIMITS.passwordMax).optional(),
  expiresAt: z.number().int().positive().nullable().default(null),
  downloadLimit: z.number().int().min(1).max(SHARE_LINK_LIMITS.downloadLimitMax).nullable().default(null),
  mode: z.enum(SHARE_LINK_MODES).default('view'),
});
export type CreateShareLinkBody = z.input<typeof createShareLinkBody>;

const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const shareLinkInfo = z
  .object({
    id: z.number().int(),
    /** The token, for the page's address (`/s/<token>`): shown to whoever manages the link. */
    token: z.string(),
    libraryId: z.number().int(),
    libraryName: z.string(),
    nodeId: z.number().int(),
    kind: z.enum(['file', 'folder']),
    name: z.string(),
    path: z.string(),
    maker: z.object({ id: z.number().int(), account: z.string(), name: z.string() }),
    audience: z.enum(SHARE_AUDIENCES),
    audienceNames: z.array(namedRef),
    hasPassword: z.boolean(),
    mode: z.enum(SHARE_LINK_MODES),
    expiresAt: z.number().nullable(),
    downloadLimit: z.number().int().nullable(),
    downloadCount: z.number().int(),
    uses: z.number().int(),
    createdAt: z.number(),
    revokedAt: z.number().nullable(),
    /** Why it no longer opens, or null while it does. */
    ended: z.enum(SHARE_LINK_ENDS).nullable(),
  })
  .meta({ id: 'ShareLink' });
export type ShareLinkInfo = z.infer<typeof shareLinkInfo>;

export const shareLinkUse = z
  .object({
    id: z.number().int(),
    event: z.enum(SHARE_LINK_EVENTS),
    who: z.object({ account: z.string(), name: z.string() }).nullable().meta({ description: 'The signed-in person; null for someone not signed in' }),
    name: z.string().nullable().meta({ description: 'The file downloaded or uploaded' }),
    ip: z.string(),
    userAgent: z.string(),
    at: z.number(),
  })
  .meta({ id: 'ShareLinkUse' });
export type ShareLinkUse = z.infer<typeof shareLinkUse>;

/** What the page of a link shows before anything else: what it opens, and what it still needs. */
export const openedShareLink = z
  .object({
    kind: z.enum(['file', 'folder']),
    mode: z.enum(SHARE_LINK_MODES),
    /** What the visitor must do first: sign in, give the password; null when the link is open to them. */
    needs: z.enum(['signIn', 'password']).nullable(),
    name: z.string(),
    makerName: z.string(),
    expiresAt: z.number().nullable(),
    downloadsLeft: z.number().int().nullable(),
    /** For a file, once open: its node, size and how it previews. */
    file: z.object({ nodeId: z.number().int(), size: z.number(), mime: z.string(), previewKind: z.enum(previewKinds) }).nullable(),
    /** For a folder, once open: its node. */
    folderId: z.number().int().nullable(),
  })
  .meta({ id: 'OpenedShareLink' });
export type OpenedShareLink = z.infer<typeof openedShareLink>;

export const sharedEntry = z
  .object({ id: z.number().int(), kind: z.enum(['file', 'folder']), name: z.string(), size: z.number(), mime: z.string(), previewKind: z.enum(previewKinds), updatedAt: z.number() })
  .meta({ id: 'SharedEntry' });
export type SharedEntry = z.infer<typeof sharedEntry>;

export const sharedFolder = z.object({ folderId: z.number().int(), crumbs: z.array(namedRef), entries: z.array(sharedEntry) });
export type SharedFolder = z.infer<typeof sharedFolder>;

const tags = ['share-links'];
const LINKS = `${AREA.doc}/share-link`;
/** The side of a link that needs no session: its page's calls. */
const PUBLIC = '/share/{token}';
const tokenParams = z.strictObject({ token });
const nodeParams = z.strictObject({ token, nodeId: id });

export const shareLinkEndpoints = {
  rules: endpoint({ method: 'GET', path: `${LINKS}/rules`, tags, summary: 'What links the back office allows', data: shareLinkRules }),
  create: endpoint({
    method: 'POST',
    path: LINKS,
    tags,
    summary: 'Make a share link to a file or folder',
    description: 'A view link needs the download permission of the item, a file request (upload) the upload permission of its folder; a public audience needs the back office to allow it.',
    body: createShareLinkBody,
    data: shareLinkInfo,
  }),
  mine: endpoint({ method: 'GET', path: `${LINKS}/mine`, tags, summary: 'The links the caller made', data: z.array(shareLinkInfo) }),
  ofLibrary: endpoint({
    method: 'GET',
    path: `${LINKS}/library/{libraryId}`,
    tags,
    summary: "Every link into a library (its admins)",
    params: z.strictObject({ libraryId: id }),
    data: z.array(shareLinkInfo),
  }),
  uses: endpoint({
    method: 'GET',
    path: `${LINKS}/{id}/uses`,
    tags,
    summary: "A link's uses, newest first (its maker and the library's admins)",
    params: z.strictObject({ id }),
    data: z.array(shareLinkUse),
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: `${LINKS}/{id}`,
    tags,
    summary: 'End a link (its maker and the library’s admins)',
    params: z.strictObject({ id }),
    data: shareLinkInfo,
  }),
};

export const shareLinkSettingsEndpoints = {
  get: endpoint({ method: 'GET', path: `${AREA.manage}/share-link-rules`, tags, summary: 'The share link rules (back office)', data: shareLinkRules }),
  update: endpoint({ method: 'PUT', path: `${AREA.manage}/share-link-rules`, tags, summary: 'Change the share link rules (back office)', body: z.strictObject({ allowPublic: z.boolean(), maxExpiryDays: shareLinkRules.shape.maxExpiryDays }), data: shareLinkRules }),
};

/** The calls of a link's page: public, and each checks the link, its audience and its password first. */
export const sharedEndpoints = {
  open: endpoint({ method: 'GET', path: PUBLIC, tags, summary: 'What a link opens and what it still needs', params: tokenParams, data: openedShareLink, public: true }),
  unlock: endpoint({
    method: 'POST',
    path: `${PUBLIC}/password`,
    tags,
    summary: "Give a link's password",
    description: 'A right password sets a cookie that opens this link alone for an hour; wrong ones are recorded, and too many from one address wait (429).',
    params: tokenParams,
    body: z.strictObject({ password: z.string().min(1, 'v:necessary:').max(SHARE_LINK_LIMITS.passwordMax) }),
    data: openedShareLink,
    public: true,
  }),
  folder: endpoint({
    method: 'GET',
    path: `${PUBLIC}/folder`,
    tags,
    summary: 'A folder of a shared folder (view links)',
    params: tokenParams,
    query: z.strictObject({ folderId: id.optional() }),
    data: sharedFolder,
    public: true,
  }),
  permit: endpoint({
    method: 'POST',
    path: `${PUBLIC}/upload/permit`,
    tags,
    summary: 'Start or resume an upload into a file request',
    description: 'The resumable upload protocol of `uploadEndpoints.permit`, into the link’s folder only; a name taken there is kept beside (`report (1).pdf`), never overwritten.',
    params: tokenParams,
    body: permitBody.extend({ parentId: z.number().int().min(0).optional(), onConflict: z.enum(['version', 'rename']).optional() }).meta({ description: 'The permit body of `uploadEndpoints.permit`; `parentId` and `onConflict` are ignored: the file goes into the link’s folder and keeps both' }),
    data: permit,
    public: true,
  }),
  testChunk: endpoint({
    method: 'GET',
    path: `${PUBLIC}/upload/chunk`,
    tags,
    summary: 'Whether the server holds one chunk of a file request upload',
    params: tokenParams,
    query: chunkQuery.passthrough(),
    data: z.object({ held: z.boolean() }),
    public: true,
  }),
  chunk: endpoint({
    method: 'POST',
    path: `${PUBLIC}/upload/chunk`,
    tags,
    summary: 'Send one chunk of a file request upload',
    params: tokenParams,
    multipart: z.object({ file: bytes("The chunk's bytes, after the fields") }).passthrough(),
    data: chunkResult,
    public: true,
  }),
};

/** Bytes of a shared file: whole or in ranges (one download counted per download, not per range), and its preview. */
export const sharedByteEndpoints = {
  download: byteEndpoint({
    method: 'GET',
    path: `${PUBLIC}/file/{nodeId}`,
    tags,
    summary: 'Download a shared file, or one in a shared folder',
    params: nodeParams,
    query: z.strictObject({ disposition: z.enum(['inline', 'attachment']).default('attachment') }),
    produces: ['application/octet-stream'],
    public: true,
  }),
  preview: byteEndpoint({
    method: 'GET',
    path: `${PUBLIC}/preview/{nodeId}`,
    tags,
    summary: 'A shared file as the preview shows it',
    params: nodeParams,
    produces: ['application/octet-stream', 'application/pdf', 'text/plain'],
    public: true,
  }),
};
