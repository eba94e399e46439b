import { z } from 'zod';
import { AREA } from './api-areas';
import { PAGING, WIKI_LIMITS } from './constants';
import { byteEndpoint, endpoint } from './endpoint';
import { grantee, person } from './library';
import { page, pageQuery } from './page';
import { fileParts, text } from './schema-helpers';

/** The screens read the limits along with this contract; they are kept in constants.ts. */
export { WIKI_LIMITS } from './constants';

/**
 * The wiki of a library: a tree of pages whose content is a Yjs document edited together over a
 * WebSocket, with versions, per-page grants, search and export.
 *
 * Collaboration (see `WIKI_COLLAB`): the web app opens a HocuspocusProvider on
 * `{apiPrefix}${WIKI_COLLAB.path}` (same origin, so the browser sends the session cookie with the
 * upgrade request) with the document name `wikiDocumentName(pageId)`. The server reads the session
 * from that cookie, not from the provider's token: the provider must still send one (any non-empty
 * string, e.g. `WIKI_COLLAB.token`) because Hocuspocus only runs authentication when a token
 * arrives. A person without read access to the page is refused (the provider's
 * `onAuthenticationFailed` fires with the reason `WIKI_COLLAB.refusals.*`); a person with read-only
 * access connects read-only: the server drops their document updates, so their edits never reach
 * anyone, and `onAuthenticated` tells the provider the scope (`'readonly'` or `'read-write'`).
 * The TipTap content lives in the Y.XmlFragment named `WIKI_COLLAB.fragment` (TipTap's
 * Collaboration extension `field`).
 */

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);

/** The WebSocket of live editing, relative to the API prefix, and the names both sides agree on. */
export const WIKI_COLLAB = {
  path: `${AREA.wiki}/collab`,
  /** The Y.XmlFragment holding the TipTap document (Collaboration extension `field`). */
  fragment: 'default',
  /** Sent as the provider's token; the server authenticates by the session cookie and ignores it. */
  token: 'session-cookie',
  documentPrefix: 'wiki-page:',
  /**
   * The query parameter of the socket's address naming its document (`?document=wiki-page:12`): the server
   * sends every socket of one page to the same worker process by it.
   */
  documentParameter: 'document',
  /** Reasons the server gives when it refuses a connection (the provider's `onAuthenticationFailed`). */
  refusals: { signedOut: 'signed-out', noAccess: 'no-access', notFound: 'not-found' },
  /**
   * The stateless message the server sends an open connection when a grant change altered the person's
   * access to the page: `{ type: 'access-changed', access: 'edit' | 'read' | 'none' }`. From 'read' on the
   * server drops their updates; with 'none' it closes the connection right after.
   */
  accessNotice: 'access-changed',
} as const;

/** The payload of `WIKI_COLLAB.accessNotice`. */
export interface WikiAccessNotice {
  type: typeof WIKI_COLLAB.accessNotice;
  access: WikiAccess | 'none';
}

/**
 * An inline link to another page of the same wiki. It holds the target's id only, never its title, so
 * it follows renames and moves: whoever shows it looks the title up in the wiki's tree.
 */
export const WIKI_PAGE_LINK = { node: 'pageLink', attr: 'pageId' } as const;

/** `wiki-page:<pageId>`: one Yjs document per page. */
export function wikiDocumentName(pageId: number): string {
  return `${WIKI_COLLAB.documentPrefix}${pageId}`;
}

/** The page id in a document name, or null for a name that is not one of ours. */
export function pageIdOfDocument(name: string): number | null {
  if (!name.startsWith(WIKI_COLLAB.documentPrefix)) return null;
  const rest = name.slice(WIKI_COLLAB.documentPrefix.length);
  if (!/^[1-9]\d{0,9}$/.test(rest)) return null;
  const value = Number(rest);
  return value <= 2_147_483_647 ? value : null;
}

/** Titles arrive as typed; the server keeps them NFC so the same title typed twice compares equal. */
export const wikiTitle = text({ required: true, max: WIKI_LIMITS.titleMax, displayName: true }).transform((value) => value.trim().normalize('NFC'));

export const wikiAccess = z.enum(['read', 'edit']);
export type WikiAccess = z.infer<typeof wikiAccess>;

/** A page as the tree lists it. */
export const wikiPageSummary = z.object({
  id: z.number().int(),
  libraryId: z.number().int(),
  /** Null at the top of the tree. */
  parentId: z.number().int().nullable(),
  title: z.string(),
  /** Order among its siblings, from 0. */
  position: z.number().int(),
  /** The caller's access to this page after grants. */
  access: wikiAccess,
  /** The page has grants of its own (it and its sub-pages are restricted to them). */
  restricted: z.boolean(),
  createdBy: person.nullable(),
  createdAt: z.number(),
  updatedBy: person.nullable(),
  updatedAt: z.number(),
});
export type WikiPageSummary = z.infer<typeof wikiPageSummary>;

const markAttrs = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The editor's document as ProseMirror JSON, read from the page's Yjs state (for reading without the editor). */
export interface WikiNode {
  type: string;
  attrs?: Record<string, string | number | boolean | null>;
  text?: string;
  marks?: { type: string; attrs?: Record<string, string | number | boolean | null> }[];
  content?: WikiNode[];
}
// Named (an id of the schema registry) so the OpenAPI document can refer to it from inside itself.
export const wikiNode: z.ZodType<WikiNode> = z
  .lazy(() =>
    z.object({
      type: z.string(),
      attrs: markAttrs.optional(),
      text: z.string().optional(),
      marks: z.array(z.object({ type: z.string(), attrs: markAttrs.optional() })).optional(),
      content: z.array(wikiNode).optional(),
    }),
  )
  .meta({ id: 'WikiNode' });

const crumb = z.object({ id: z.number().int(), title: z.string() });

/** One page with its content in every form a reader needs. */
export const wikiPage = wikiPageSummary.extend({
  /** From the top of the tree down to the parent. */
  path: z.array(crumb),
  /** ProseMirror JSON of the editor's schema; `{ type: 'doc' }` for an empty page. */
  content: wikiNode,
  /** Plain text (paragraphs separated by blank lines), for offline reading and search snippets. Links to other pages add nothing: their titles live with those pages. Left out with `contentOnly=1`. */
  text: z.string().optional(),
  /** Links to other pages are left out here; the export writes them under the linked page's title. Left out with `contentOnly=1`. */
  markdown: z.string().optional(),
  /** Size of the stored Yjs state against `WIKI_LIMITS.stateBytesMax`. */
  stateBytes: z.number().int(),
});
export type WikiPage = z.infer<typeof wikiPage>;

/** What the caller may do in the wiki as a whole (create top-level pages, manage grants). */
const wikiPermission = z.object({
  libraryId: z.number().int(),
  canRead: z.boolean(),
  canEdit: z.boolean(),
  isAdmin: z.boolean(),
});

const treeResult = z.object({
  permission: wikiPermission,
  /** The page the wiki opens on (`wiki/list/null`): the first top-level page; null for an empty wiki. */
  defaultPageId: z.number().int().nullable(),
  /** Every page the caller may read, siblings in order; a page hidden by grants hides its sub-pages too. */
  pages: z.array(wikiPageSummary),
});

const libraryParams = z.strictObject({ libraryId: id });
const pageParams = z.strictObject({ libraryId: id, pageId: id });
/**
 * A reader that draws the editor's JSON asks for nothing else: the text and the Markdown of a long page
 * would more than double what it downloads, parses and keeps offline.
 */
const pageReadQuery = z.strictObject({ contentOnly: z.enum(['0', '1']).optional().meta({ description: '1: the editor JSON only, without `text` and `markdown`' }) });
const versionParams = z.strictObject({ libraryId: id, pageId: id, versionId: id });

const createBody = z.strictObject({
  title: wikiTitle,
  /** Top of the tree when null or left out. */
  parentId: id.nullable().optional(),
  /** Among the new siblings; last when left out. */
  position: z.number().int().min(0).max(WIKI_LIMITS.pagesPerLibraryMax).optional(),
});
const renameBody = z.strictObject({ title: wikiTitle });
const importBody = z.strictObject({
  markdown: z.string().max(WIKI_LIMITS.markdownImportChars),
  /** The page's title; the Markdown's top first-level heading when left out. */
  title: wikiTitle.optional(),
  /** Top of the tree when null or left out. */
  parentId: id.nullable().optional(),
});
const moveBody = z.strictObject({
  parentId: id.nullable(),
  /** The index among the new siblings (not counting the page itself); past the end means last. */
  position: z.number().int().min(0).max(WIKI_LIMITS.pagesPerLibraryMax),
});

const removeResult = z.object({
  /** The page and its sub-pages, all now in the library's recycle bin. */
  deleted: z.number().int(),
});
const restoreResult = z.object({ restored: z.number().int(), page: wikiPageSummary });

export const wikiVersionKind = z.enum(['auto', 'named', 'restore']);

export const wikiVersion = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  /** 1, 2, 3… per page. */
  number: z.number().int(),
  /** Given by a person for a named version; empty for the ones taken when editing paused. */
  name: z.string(),
  kind: wikiVersionKind,
  /** Who changed the page since the version before. */
  authors: z.array(person),
  createdBy: person.nullable(),
  createdAt: z.number(),
  /** For a restore: the number of the version it brought back. */
  restoredFrom: z.number().int().nullable(),
  textChars: z.number().int(),
});
export type WikiVersion = z.infer<typeof wikiVersion>;

const versionsQuery = pageQuery().extend({});
const versionDetail = wikiVersion.extend({ content: wikiNode, text: z.string(), markdown: z.string() });
const takeVersionBody = z.strictObject({ name: text({ required: true, max: WIKI_LIMITS.versionNameMax }).transform((value) => value.trim()) });

const diffQuery = z.strictObject({
  from: id,
  /** The page as it is now when left out. */
  to: id.optional(),
});
export const diffPart = z.object({
  /** Both sides show `equal`; inline shows all three, side by side shows `delete` left and `insert` right. */
  type: z.enum(['equal', 'insert', 'delete']),
  value: z.string(),
});
export type DiffPart = z.infer<typeof diffPart>;
const diffResult = z.object({
  from: wikiVersion,
  /** Null when compared with the page as it is now. */
  to: wikiVersion.nullable(),
  parts: z.array(diffPart),
  /** Words added and removed. */
  inserted: z.number().int(),
  deleted: z.number().int(),
});

export const wikiGrant = z.object({
  grantee: z.object({ type: z.enum(['user', 'department', 'group']), id: z.number().int(), account: z.string().nullable(), name: z.string() }),
  access: wikiAccess,
  /** Set on a page above this one; changed there, not here. */
  inherited: z.boolean(),
  /** The page that holds the grant. */
  pageId: z.number().int(),
  pageTitle: z.string(),
});
export type WikiGrant = z.infer<typeof wikiGrant>;

const grantsResult = z.object({
  /** This page's own grants and those of the pages above it; without any the page is open to the library. */
  grants: z.array(wikiGrant),
  /** The caller may change this page's grants (library admins, and people with edit access to the page). */
  canManage: z.boolean(),
});
/** GET …/grants/effective: one person by account, or, without it, every person a grant on the page or above it names. */
const effectivePageQuery = z.strictObject({ account: z.string().trim().min(1).max(64).optional() });

/** One reason for a person's access to a page: their access to the library, or a grant on this page or one above it. */
export const pageAccessSource = z.object({
  /** A grant on a page (user, department, group), or where the library access comes from (those, or owner, classifyAdmin, project). */
  via: z.enum(['user', 'department', 'group', 'owner', 'classifyAdmin', 'project']),
  granteeId: z.number().int().nullable(),
  name: z.string(),
  /** The page holding the grant; null for the person's access to the library. */
  pageId: z.number().int().nullable(),
  pageTitle: z.string(),
  access: wikiAccess,
});
export type PageAccessSource = z.infer<typeof pageAccessSource>;

/**
 * What a person may do with a page once the library's access and every restricted page from the top down
 * are combined (on each page the widest grant naming them wins; along the way the narrowest page wins), and
 * why. For an allowed right, the sources that give it; for a refused one, `limitedBy` says where it stops
 * (a page, or null for the library) and the sources are what the person has there.
 */
export const effectivePageAccess = z.object({
  person: z.object({ id: z.number().int(), account: z.string(), name: z.string() }),
  access: wikiAccess.nullable(),
  /** Library admins see and change every page, whatever its grants say. */
  libraryAdmin: z.boolean(),
  rights: z.array(
    z.object({
      right: wikiAccess,
      allowed: z.boolean(),
      sources: z.array(pageAccessSource),
      limitedBy: z.object({ pageId: z.number().int(), pageTitle: z.string() }).nullable(),
    }),
  ),
});
export type EffectivePageAccess = z.infer<typeof effectivePageAccess>;

const setGrantsBody = z.strictObject({
  /** Replaces the page's own grants; an empty list opens the page to the library again (grants above still apply). */
  grants: z.array(z.strictObject({ grantee, access: wikiAccess })).max(WIKI_LIMITS.grantsMax),
});

const searchQuery = pageQuery(PAGING.search).extend({
  keyword: z.string().trim().min(1, 'v:necessary:').max(WIKI_LIMITS.searchKeywordMax),
});
const searchHit = z.object({
  page: wikiPageSummary,
  /** Titles from the top of the tree to the parent, joined with ' / '. */
  path: z.string(),
  matchedTitle: z.boolean(),
  matchedBody: z.boolean(),
  /** HTML: the title with each match in `<mark>`, everything else escaped. */
  titleHighlight: z.string(),
  /** HTML: a passage of the body around the first match, escaped, matches in `<mark>`. */
  snippet: z.string(),
});
const searchResult = page(searchHit).extend({ capped: z.boolean() });

const imageResult = z.object({
  /** The library file holding the image (in the library's wiki images folder). */
  nodeId: z.number().int(),
  name: z.string(),
  /** The address to put in the image node, relative to the API prefix (the file preview call). */
  src: z.string(),
});

const tags = ['wiki'];
const base = `${AREA.wiki}/{libraryId}`;

export const wikiEndpoints = {
  tree: endpoint({ method: 'GET', path: `${base}/pages`, tags, summary: "A library's wiki pages the person may read, as a flat tree in sibling order", params: libraryParams, data: treeResult }),
  get: endpoint({ method: 'GET', path: `${base}/pages/{pageId}`, tags, summary: 'One page with its content as editor JSON, plain text and Markdown', params: pageParams, query: pageReadQuery, data: wikiPage }),
  create: endpoint({ method: 'POST', path: `${base}/pages`, tags, summary: 'Create a page at the top or under a page', body: createBody, params: libraryParams, data: wikiPageSummary }),
  importMarkdown: endpoint({
    method: 'POST',
    path: `${base}/pages/import`,
    tags,
    summary: 'Create a page from Markdown',
    description: "Headings, lists, task lists, tables, code, quotes, links and images become the editor's content; raw HTML becomes plain text and unsafe link or image addresses are dropped, so nothing imported can run. `[[Title]]` becomes a link to the page of that title the caller can read (left as written when there is none). The page starts with a version named after the import.",
    params: libraryParams,
    body: importBody,
    data: wikiPageSummary,
  }),
  rename: endpoint({ method: 'PUT', path: `${base}/pages/{pageId}/title`, tags, summary: 'Rename a page (unique among its siblings)', params: pageParams, body: renameBody, data: wikiPageSummary }),
  move: endpoint({ method: 'PUT', path: `${base}/pages/{pageId}/move`, tags, summary: 'Move a page (with its sub-pages) under another parent and position', params: pageParams, body: moveBody, data: wikiPageSummary }),
  remove: endpoint({ method: 'DELETE', path: `${base}/pages/{pageId}`, tags, summary: "Delete a page and its sub-pages into the library's recycle bin", params: pageParams, data: removeResult }),
  restore: endpoint({ method: 'PUT', path: `${base}/pages/{pageId}/restore`, tags, summary: 'Bring a deleted page and its sub-pages back (at the top when its parent is gone)', params: pageParams, data: restoreResult }),
  versions: endpoint({ method: 'GET', path: `${base}/pages/{pageId}/versions`, tags, summary: "A page's versions, newest first", params: pageParams, query: versionsQuery, data: page(wikiVersion) }),
  version: endpoint({ method: 'GET', path: `${base}/pages/{pageId}/versions/{versionId}`, tags, summary: 'One version with its content', params: versionParams, data: versionDetail }),
  takeVersion: endpoint({ method: 'POST', path: `${base}/pages/{pageId}/versions`, tags, summary: 'Take a named version of the page as it is now', params: pageParams, body: takeVersionBody, data: wikiVersion }),
  restoreVersion: endpoint({ method: 'PUT', path: `${base}/pages/{pageId}/versions/{versionId}/restore`, tags, summary: "Make a version's content the page's content again, as a new version every editor receives", params: versionParams, data: wikiVersion }),
  diff: endpoint({ method: 'GET', path: `${base}/pages/{pageId}/diff`, tags, summary: 'Word-level differences between two versions (or a version and now)', params: pageParams, query: diffQuery, data: diffResult }),
  grants: endpoint({ method: 'GET', path: `${base}/pages/{pageId}/grants`, tags, summary: "A page's grants, its own and inherited", params: pageParams, data: grantsResult }),
  setGrants: endpoint({ method: 'PUT', path: `${base}/pages/{pageId}/grants`, tags, summary: "Replace a page's own grants (read or edit, for people, departments and groups)", params: pageParams, body: setGrantsBody, data: grantsResult }),
  effectiveGrants: endpoint({
    method: 'GET',
    path: `${base}/pages/{pageId}/grants/effective`,
    tags,
    summary: 'What each person named by the grants of a page or those above it (or the one asked for) may do with it, and which grants give it (those who may change its grants)',
    params: pageParams,
    query: effectivePageQuery,
    data: z.array(effectivePageAccess),
  }),
  search: endpoint({ method: 'GET', path: `${base}/search`, tags, summary: "Pages of a library's wiki by title and body, matches highlighted", params: libraryParams, query: searchQuery, data: searchResult }),
  uploadImage: endpoint({
    method: 'POST',
    path: `${base}/pages/{pageId}/images`,
    tags,
    summary: "Store an image for a page in the library's files",
    description: `A multipart/form-data body with one image file part (${'gif, jpg, jpeg, png, bmp, webp'}) of at most ${WIKI_LIMITS.imageBytesMax} bytes; it goes through the library's upload rules into its wiki images folder.`,
    params: pageParams,
    multipart: fileParts('One image file part'),
    data: imageResult,
  }),
};

export const wikiExportEndpoints = {
  exportPage: byteEndpoint({ method: 'GET', path: `${base}/pages/{pageId}/export`, tags, summary: 'A page as Markdown with its images, in a zip', params: pageParams, produces: ['application/zip'] }),
  exportWiki: byteEndpoint({ method: 'GET', path: `${base}/export`, tags, summary: 'Every page of the wiki the person may read, as Markdown files in folders with their images, in a zip', params: libraryParams, produces: ['application/zip'] }),
};
