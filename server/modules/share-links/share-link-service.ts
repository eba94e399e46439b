import { createHmac, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AuditAction } from '../../../contract/audit-events';
import { previewKind } from '../../../contract/preview-kind';
import {
  type CreateShareLinkBody,
  type OpenedShareLink,
  SHARE_LINK_LIMITS,
  type ShareLinkEnd,
  type ShareLinkEvent,
  type ShareLinkInfo,
  type ShareLinkRules,
  type ShareLinkUse,
  type SharedFolder,
  shareLinkRules,
} from '../../../contract/share-links';
import type { ChunkFields, Permit, PermitBody } from '../../../contract/upload';
import { type Actor, actorOfUser } from '../../auth/actor';
import { hashPassword, verifyPassword } from '../../auth/password';
import { hashToken, sameSecret } from '../../auth/tokens';
import { errors } from '../../errors';
import type { StoredMessage } from '../../i18n/stored-message';
import type { SecretBox } from '../../security/secret-box';
import type { ContentService, FileContent } from '../files/content-service';
import type { FileRepositories } from '../files/file-repositories';
import type { NodeRow } from '../files/node-repo';
import type { PreviewService } from '../files/preview-service';
import type { Principal } from '../library/access-repo';
import type { LibraryRow } from '../library/library-repo';
import type { ChunkUploadService } from '../upload/chunk-upload-service';
import type { UploadRepo } from '../upload/upload-repo';
import { shareLinkErrors } from './share-link-errors';
import type { ShareLinkPolicy } from './share-link-policy';
import type { ShareLinkRow } from './share-link-repo';
import type { ShareLinkRepositories } from './share-link-repositories';

/**
 * Writes one record of the audit for the request at hand, which adds who made it (the signed-in person or
 * no one), its address and browser; never fails the call.
 */
export type ShareLinkAudit = (entry: { action: AuditAction; libraryId: number; subjectId: number; subjectName: string; information: StoredMessage }) => Promise<void>;

/** Who is using a link: the signed-in person if any, where from, and what their browser proves. */
export interface Visitor {
  actor: Actor | null;
  ip: string;
  userAgent: string;
  /** The value of the link's unlock cookie, when the browser sent one. */
  unlock: string | undefined;
  /** The audit's record of this visitor's use. */
  audit: ShareLinkAudit;
}

/** Each use of a link as the audit names it. */
const AUDITED_USES: Record<ShareLinkEvent, AuditAction> = {
  view: 'SHARE_LINK_VIEW',
  download: 'SHARE_LINK_DOWNLOAD',
  upload: 'SHARE_LINK_UPLOAD',
  password_failed: 'SHARE_LINK_PASSWORD_FAILED',
};

/** What the audit says of a link beside the item a record names: what it shares, and who made it. */
function linkDetails(item: string, maker: { name: string; account: string | null }): StoredMessage {
  return { key: 'auditShareLink', params: { item, maker: maker.account ? `${maker.name} (${maker.account})` : maker.name } };
}

interface ShareLinkDeps {
  files: Pick<FileRepositories, 'nodes' | 'libraries'>;
  policy: ShareLinkPolicy;
  /** Who the visitor is in terms of departments and groups. */
  principal: (actor: Actor) => Promise<Principal>;
  content: Pick<ContentService, 'file' | 'charsetOf'>;
  previews: Pick<PreviewService, 'display'>;
  /** The resumable upload, storing under a free name (never over a file). */
  uploads: Pick<ChunkUploadService, 'permit' | 'isHeld' | 'receive'>;
  uploadRows: Pick<UploadRepo, 'find'>;
  box: SecretBox;
  /** Signs the unlock cookies. */
  cookieKey: Buffer;
  /** Where chunks of a link's upload go, given its token. */
  chunkTarget: (token: string) => string;
  now?: () => number;
}

const DEFAULT_RULES: ShareLinkRules = { allowPublic: false, maxExpiryDays: null };
const DAY_MS = 86_400_000;

/** Share links: making, listing, revoking, and everything a link's page does with one. */
export function shareLinkService(repos: ShareLinkRepositories, deps: ShareLinkDeps) {
  const { links } = repos;
  const { files, policy } = deps;
  const now = deps.now ?? Date.now;

  async function rules(): Promise<ShareLinkRules> {
    const stored = await links.readRules();
    if (!stored) return DEFAULT_RULES;
    try {
      const parsed = shareLinkRules.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : DEFAULT_RULES;
    } catch {
      return DEFAULT_RULES;
    }
  }

  function sign(purpose: string, linkId: number, until: number) {
    return createHmac('sha256', deps.cookieKey).update(`share-link:${purpose}:${linkId}:${until}`).digest('base64url');
  }

  /** A cookie value that proves, until it runs out, what `purpose` says of this link. */
  function proof(purpose: string, linkId: number): { value: string; maxAgeSeconds: number } {
    const until = now() + SHARE_LINK_LIMITS.unlockedMs;
    return { value: `${until}.${sign(purpose, linkId, until)}`, maxAgeSeconds: Math.floor(SHARE_LINK_LIMITS.unlockedMs / 1000) };
  }

  function proves(purpose: string, linkId: number, value: string | undefined): boolean {
    if (!value) return false;
    const [until, signature] = value.split('.');
    const at = Number(until);
    if (!signature || !Number.isFinite(at) || at < now()) return false;
    return sameSecret(signature, sign(purpose, linkId, at));
  }

  function endOf(link: ShareLinkRow, makerActive: boolean): ShareLinkEnd | null {
    if (link.revoked_at !== null) return 'revoked';
    if (!makerActive) return 'maker';
    if (link.expires_at !== null && Number(link.expires_at) <= now()) return 'expired';
    if (link.mode === 'view' && link.download_limit !== null && link.download_count >= link.download_limit) return 'limit';
    return null;
  }

  async function present(rows: ShareLinkRow[]): Promise<ShareLinkInfo[]> {
    const [users, counts] = await Promise.all([links.usersById(rows.map((row) => row.maker_id)), links.useCounts(rows.map((row) => row.id))]);
    const people = new Map(users.map((user) => [user.id, user]));
    const out: ShareLinkInfo[] = [];
    for (const row of rows) {
      const ids: number[] = JSON.parse(row.audience_ids);
      const named = row.audience === 'departments' ? await links.departmentsById(ids) : row.audience === 'groups' ? await links.groupsById(ids) : [];
      const [library, chain] = await Promise.all([files.libraries.findById(row.library_id), files.nodes.ancestry(row.node_id)]);
      const node = chain.at(-1);
      const maker = people.get(row.maker_id);
      out.push({
        id: row.id,
        token: deps.box.open(row.token_sealed),
        libraryId: row.library_id,
        libraryName: library?.name ?? '',
        nodeId: row.node_id,
        kind: chain.length && (await files.nodes.findById(row.node_id))?.kind === 'folder' ? 'folder' : 'file',
        name: node?.name ?? '',
        path: `/${chain.slice(1).map((part) => part.name).join('/')}`,
        maker: { id: row.maker_id, account: maker?.account ?? '', name: maker?.name ?? '' },
        audience: row.audience,
        audienceNames: named.map((item) => ({ id: item.id, name: item.name })),
        hasPassword: row.password_hash !== null,
        mode: row.mode,
        expiresAt: row.expires_at === null ? null : Number(row.expires_at),
        downloadLimit: row.download_limit,
        downloadCount: row.download_count,
        uses: counts.get(row.id) ?? 0,
        createdAt: Number(row.created_at),
        revokedAt: row.revoked_at === null ? null : Number(row.revoked_at),
        ended: endOf(row, maker?.is_active === 1),
      });
    }
    return out;
  }

  async function liveLibrary(libraryId: number): Promise<LibraryRow> {
    const library = await files.libraries.findById(libraryId);
    if (!library || library.deleted_at !== null) throw errors.notFound();
    return library;
  }

  async function liveNode(library: LibraryRow, nodeId: number): Promise<NodeRow> {
    const node = await files.nodes.findById(nodeId);
    if (!node || node.library_id !== library.id || node.deleted_at !== null) throw errors.notFound();
    return node;
  }

  /**
   * A use in the link's own log (its maker's view) and in the audit. `audited: false` keeps a use out of
   * the audit: a preview is part of the page's look, which the audit records once when the page opens.
   */
  async function record(found: Opened, visitor: Visitor, event: ShareLinkEvent, node?: { id: number; name: string }, audited = true) {
    const { link } = found;
    await links.addUse({
      link_id: link.id,
      event,
      user_id: visitor.actor?.id ?? null,
      node_id: node?.id ?? null,
      name: node?.name ?? null,
      ip: visitor.ip,
      user_agent: visitor.userAgent.slice(0, 512),
      at: now(),
    });
    if (!audited) return;
    await visitor.audit({
      action: AUDITED_USES[event],
      libraryId: found.library.id,
      subjectId: node?.id ?? found.node.id,
      subjectName: node?.name ?? found.node.name,
      information: linkDetails(found.node.name, found.maker),
    });
  }

  interface Opened {
    link: ShareLinkRow;
    maker: Actor;
    library: LibraryRow;
    node: NodeRow;
  }

  /**
   * The link behind a token, live, with what the visitor still needs (sign in, the password) before it
   * opens; refused outright when it ended or the visitor is outside its audience. `limit: false` lets a
   * download in progress continue past the limit it reached.
   */
  async function gate(token: string, visitor: Visitor, options: { limit?: boolean } = {}): Promise<Opened & { needs: OpenedShareLink['needs'] }> {
    const link = await links.findByTokenHash(hashToken(token));
    if (!link) throw errors.notFound();
    const [makerRow] = await links.usersById([link.maker_id]);
    const end = endOf(link, makerRow?.is_active === 1);
    if (end && !(end === 'limit' && options.limit === false)) throw shareLinkErrors.ended(end);
    const library = await liveLibrary(link.library_id);
    const node = await liveNode(library, link.node_id);
    const { allowPublic } = await rules();
    const principal = visitor.actor ? await deps.principal(visitor.actor) : null;
    let needs: OpenedShareLink['needs'] = null;
    try {
      policy.admit(link, { actor: visitor.actor, principal }, allowPublic);
    } catch (error) {
      if (!visitor.actor && (error as { code?: string }).code === 'SHARE_LINK_SIGN_IN') needs = 'signIn';
      else throw error;
    }
    if (!needs && link.password_hash !== null && !proves('unlock', link.id, visitor.unlock)) needs = 'password';
    // The link acts with its maker's rights, asked again on every use: a maker who lost the item's permission ends the link's reach too.
    const maker = actorOfUser(makerRow!);
    return { link, maker, library, node, needs };
  }

  /** The gate for every call past the page's first look: nothing more is needed. */
  async function opened(token: string, visitor: Visitor, options: { limit?: boolean } = {}): Promise<Opened> {
    const found = await gate(token, visitor, options);
    if (found.needs === 'signIn') throw shareLinkErrors.signIn();
    if (found.needs === 'password') throw shareLinkErrors.passwordNeeded();
    return found;
  }

  /** A node the link reaches: its own item, or a live node under its folder. */
  async function within(found: Opened, nodeId: number): Promise<NodeRow> {
    if (nodeId === found.node.id) return found.node;
    if (found.node.kind !== 'folder') throw errors.notFound();
    const node = await liveNode(found.library, nodeId);
    const chain = await files.nodes.ancestry(node.id);
    const at = chain.findIndex((part) => part.id === found.node.id);
    if (at < 0 || chain.slice(at).some((part) => part.deleted_at !== null)) throw errors.notFound();
    return node;
  }

  async function describe(found: Opened, needs: OpenedShareLink['needs']): Promise<OpenedShareLink> {
    const { link, node } = found;
    const open = needs === null;
    return {
      kind: node.kind === 'folder' ? 'folder' : 'file',
      mode: link.mode,
      needs,
      name: node.name,
      makerName: found.maker.name,
      expiresAt: link.expires_at === null ? null : Number(link.expires_at),
      downloadsLeft: link.download_limit === null ? null : Math.max(0, link.download_limit - link.download_count),
      file: open && node.kind === 'file' ? { nodeId: node.id, size: Number(node.size), mime: node.mime, previewKind: previewKind(node.name, node.mime) } : null,
      folderId: open && node.kind === 'folder' ? node.id : null,
    };
  }

  function viewing(found: Opened) {
    if (found.link.mode !== 'view') throw shareLinkErrors.uploadOnly();
  }

  /** An upload of this link: the maker's, into the link's folder; anything else is not there. */
  async function uploadOf(found: Opened, identifier: string) {
    const row = await deps.uploadRows.find(identifier);
    if (!row || row.user_id !== found.maker.id || row.parent_id !== found.node.id || row.library_id !== found.library.id) throw errors.notFound();
    return row;
  }

  return {
    rules,

    async setRules(values: ShareLinkRules): Promise<ShareLinkRules> {
      await links.writeRules(JSON.stringify(values));
      return rules();
    },

    async create(
      actor: Actor,
      body: Omit<CreateShareLinkBody, 'audienceIds' | 'expiresAt' | 'downloadLimit' | 'mode'> & { audienceIds: number[]; expiresAt: number | null; downloadLimit: number | null; mode: 'view' | 'upload' },
      audit: ShareLinkAudit,
    ): Promise<ShareLinkInfo> {
      const library = await liveLibrary(body.libraryId);
      const node = await liveNode(library, body.nodeId);
      await policy.authorizeCreate(actor, library, body.mode);
      const current = await rules();
      policy.authorizeAudience(body.audience, current.allowPublic);
      if (body.mode === 'upload' && node.kind !== 'folder') throw shareLinkErrors.uploadNeedsFolder();
      const at = now();
      if (body.expiresAt !== null && body.expiresAt <= at) throw shareLinkErrors.expiryPast();
      if (current.maxExpiryDays !== null && (body.expiresAt === null || body.expiresAt > at + current.maxExpiryDays * DAY_MS)) throw shareLinkErrors.expiryTooLong(current.maxExpiryDays);
      let audienceIds: number[] = [];
      if (body.audience === 'departments' || body.audience === 'groups') {
        const wanted = [...new Set(body.audienceIds)];
        const found = body.audience === 'departments' ? await links.departmentsById(wanted) : await links.groupsById(wanted);
        if (!wanted.length || found.length !== wanted.length) throw shareLinkErrors.audienceIds();
        audienceIds = wanted;
      }
      const token = randomBytes(24).toString('base64url');
      const id = await links.insert({
        token_hash: hashToken(token),
        token_sealed: deps.box.seal(token),
        library_id: library.id,
        node_id: node.id,
        maker_id: actor.id,
        audience: body.audience,
        audience_ids: JSON.stringify(audienceIds),
        password_hash: body.password ? await hashPassword(body.password) : null,
        mode: body.mode,
        expires_at: body.expiresAt,
        // A file request downloads nothing: a limit would never be reached.
        download_limit: body.mode === 'view' ? body.downloadLimit : null,
        created_at: at,
        revoked_at: null,
        revoked_by: null,
      });
      const [info] = await present([(await links.findById(id))!]);
      await audit({ action: 'SHARE_LINK_CREATE', libraryId: library.id, subjectId: node.id, subjectName: node.name, information: linkDetails(node.name, actor) });
      return info!;
    },

    async mine(actor: Actor) {
      return present(await links.ofMaker(actor.id));
    },

    async ofLibrary(actor: Actor, libraryId: number) {
      const library = await liveLibrary(libraryId);
      await policy.authorizeLibraryList(actor, library);
      return present(await links.ofLibrary(libraryId));
    },

    async uses(actor: Actor, id: number): Promise<ShareLinkUse[]> {
      const link = await links.findById(id);
      if (!link) throw errors.notFound();
      await policy.authorizeManage(actor, link, await files.libraries.findById(link.library_id));
      const rows = await links.uses(id);
      return rows.map((row) => ({
        id: row.id,
        event: row.event,
        who: row.account ? { account: row.account, name: row.user_name ?? '' } : null,
        name: row.name,
        ip: row.ip,
        userAgent: row.user_agent,
        at: Number(row.at),
      }));
    },

    /** Ends a link; the audit records the revocation once, by whoever did it (its maker or a library admin). */
    async revoke(actor: Actor, id: number, audit: ShareLinkAudit) {
      const link = await links.findById(id);
      if (!link) throw errors.notFound();
      await policy.authorizeManage(actor, link, await files.libraries.findById(link.library_id));
      const revoked = await links.revoke(id, actor.id, now());
      const [info] = await present([(await links.findById(id))!]);
      if (revoked) await audit({ action: 'SHARE_LINK_REVOKE', libraryId: info!.libraryId, subjectId: info!.nodeId, subjectName: info!.name, information: linkDetails(info!.name, info!.maker) });
      return info!;
    },

    /** The page's first look: recorded as a view once nothing more is needed. */
    async open(token: string, visitor: Visitor): Promise<OpenedShareLink> {
      const found = await gate(token, visitor);
      if (found.needs === null) await record(found, visitor, 'view');
      return describe(found, found.needs);
    },

    /** Checks a password; the right one answers the cookie value that opens the link in this browser. */
    async unlock(token: string, visitor: Visitor, password: string): Promise<{ opened: OpenedShareLink; cookie: { value: string; maxAgeSeconds: number } | null }> {
      const found = await gate(token, visitor);
      if (found.needs === 'signIn') throw shareLinkErrors.signIn();
      const { link } = found;
      if (link.password_hash === null) return { opened: await describe(found, null), cookie: null };
      const failures = await links.failedPasswords(link.id, visitor.ip, now() - SHARE_LINK_LIMITS.passwordWindowMs);
      if (failures >= SHARE_LINK_LIMITS.passwordAttempts) throw errors.tooManyRequests();
      if (!(await verifyPassword(link.password_hash, password))) {
        await record(found, visitor, 'password_failed');
        throw shareLinkErrors.wrongPassword();
      }
      await record(found, visitor, 'view');
      return { opened: await describe(found, null), cookie: proof('unlock', link.id) };
    },

    async folder(token: string, visitor: Visitor, folderId: number | undefined): Promise<SharedFolder> {
      const found = await opened(token, visitor);
      viewing(found);
      const folder = await within(found, folderId ?? found.node.id);
      if (folder.kind !== 'folder') throw errors.badRequest('notAFolder', { name: folder.name });
      const chain = await files.nodes.ancestry(folder.id);
      const crumbs = chain.slice(chain.findIndex((part) => part.id === found.node.id)).map((part) => ({ id: part.id, name: part.name }));
      const rows = await links.liveChildren(folder.id);
      return {
        folderId: folder.id,
        crumbs,
        entries: rows.map((row) => ({
          id: row.id,
          kind: row.kind === 'folder' ? ('folder' as const) : ('file' as const),
          name: row.name,
          size: Number(row.size),
          mime: row.mime,
          previewKind: row.kind === 'folder' ? ('none' as const) : previewKind(row.name, row.mime),
          updatedAt: Number(row.updated_at),
        })),
      };
    },

    /**
     * A file's bytes. A download counts once toward the limit: the request that starts at the first byte
     * (whole or a first range) counts and answers a cookie; the ranges that carry the cookie continue it
     * uncounted, even once that download reached the limit.
     */
    async download(token: string, visitor: Visitor, nodeId: number, request: { firstByte: boolean; continuing: string | undefined }): Promise<{ file: FileContent; charset: Awaited<ReturnType<ContentService['charsetOf']>>; cookie: { value: string; maxAgeSeconds: number } | null }> {
      const lookup = await links.findByTokenHash(hashToken(token));
      const continues = lookup !== undefined && !request.firstByte && proves(`download:${nodeId}`, lookup.id, request.continuing);
      const found = await opened(token, visitor, { limit: !continues });
      viewing(found);
      const node = await within(found, nodeId);
      const file = await deps.content.file(found.maker, found.library.id, node.id);
      let cookie = null;
      if (!continues) {
        if (!(await links.countDownload(found.link.id))) throw shareLinkErrors.ended('limit');
        await record(found, visitor, 'download', { id: node.id, name: node.name });
        cookie = proof(`download:${node.id}`, found.link.id);
      }
      return { file, charset: await deps.content.charsetOf(file), cookie };
    },

    async preview(token: string, visitor: Visitor, nodeId: number) {
      const found = await opened(token, visitor);
      viewing(found);
      const node = await within(found, nodeId);
      const rendition = await deps.previews.display(found.maker, found.library.id, node.id);
      await record(found, visitor, 'view', { id: node.id, name: node.name }, false);
      return rendition;
    },

    async permit(token: string, visitor: Visitor, body: Omit<PermitBody, 'parentId' | 'onConflict'>): Promise<Permit> {
      const found = await opened(token, visitor);
      if (found.link.mode !== 'upload') throw shareLinkErrors.viewOnly();
      if (body.identifier && (await deps.uploadRows.find(body.identifier))) await uploadOf(found, body.identifier);
      const answer = await deps.uploads.permit(found.maker, found.library.id, undefined, { ...body, parentId: found.node.id, onConflict: 'rename' });
      if (answer.nodeId !== null) await record(found, visitor, 'upload', { id: answer.nodeId, name: body.name });
      return { ...answer, target: deps.chunkTarget(token) };
    },

    async isHeld(token: string, visitor: Visitor, identifier: string, chunkNumber: number) {
      const found = await opened(token, visitor);
      if (found.link.mode !== 'upload') throw shareLinkErrors.viewOnly();
      await uploadOf(found, identifier);
      return deps.uploads.isHeld(found.maker, identifier, chunkNumber);
    },

    /** Checked before the chunk's bytes are read: the link, and that the upload is one of it. */
    async chunkUploader(token: string, visitor: Visitor, identifier: string) {
      const found = await opened(token, visitor);
      if (found.link.mode !== 'upload') throw shareLinkErrors.viewOnly();
      const row = await uploadOf(found, identifier);
      return async (fields: ChunkFields, bytes: Readable) => {
        const result = await deps.uploads.receive(found.maker, { ...fields, fileId: undefined }, bytes);
        if (result.complete && result.nodeId !== null) await record(found, visitor, 'upload', { id: result.nodeId, name: row.name });
        return result;
      };
    },
  };
}

export type ShareLinkService = ReturnType<typeof shareLinkService>;
