import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { WIKI_LIMITS } from '../../../contract/constants';
import { WIKI_COLLAB, wikiEndpoints as api, wikiExportEndpoints as bytes } from '../../../contract/wiki';
import { actorOf } from '../../auth/plugin';
import { errors } from '../../errors';
import { serve, serveBytes } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import { multipartError, multipartParts, readingPart } from '../../http/multipart';
import type { App } from '../../http/types';
import type { BlobStore } from '../../storage/blob-store';
import { userContentHeaders } from '../files/content-headers';
import { libraryErrors } from '../library/library-errors';
import type { WikiArea } from './wiki-area';
import { wikiAudit } from './wiki-audit';

/** Whether a socket's page was opened by this site: a cookie-authenticated socket must not be opened by another site's page. */
function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The wiki's calls and its live-editing socket. */
export async function wikiRoutes(app: App, prefix: string, wiki: WikiArea, store: BlobStore) {
  const { pages, imports, versions, grants, search, exports, images, collab } = wiki;
  const audit = wikiAudit(wiki);

  serve(app, prefix, api.tree, ({ request, params }) => pages.tree(actorOf(request), params.libraryId));
  serve(app, prefix, api.get, ({ request, params, query }) => pages.get(actorOf(request), params.libraryId, params.pageId, { contentOnly: query.contentOnly === '1' }));
  serve(app, prefix, api.create, async ({ request, params, body }) => {
    const page = await pages.create(actorOf(request), params.libraryId, body);
    await audit.page(request, 'PAGE_CREATE', params.libraryId, page.id, page.title);
    return page;
  });
  // A million characters of Chinese Markdown are about three megabytes of JSON.
  serve(
    app,
    prefix,
    api.importMarkdown,
    async ({ request, params, body }) => {
      const page = await imports.markdown(actorOf(request), params.libraryId, body, requestLocale(request));
      await audit.page(request, 'PAGE_IMPORT', params.libraryId, page.id, page.title);
      return page;
    },
    { bodyLimit: 4 * WIKI_LIMITS.markdownImportChars },
  );
  serve(app, prefix, api.rename, async ({ request, params, body }) => {
    const before = await audit.titleOf(request, params.libraryId, params.pageId);
    const page = await pages.rename(actorOf(request), params.libraryId, params.pageId, body.title);
    if (before !== page.title) await audit.page(request, 'PAGE_RENAME', params.libraryId, page.id, page.title, { key: 'auditRenamed', params: { from: before ?? '' } });
    return page;
  });
  serve(app, prefix, api.move, async ({ request, params, body }) => {
    const page = await pages.move(actorOf(request), params.libraryId, params.pageId, body);
    await audit.page(request, 'PAGE_MOVE', params.libraryId, page.id, page.title);
    return page;
  });
  serve(app, prefix, api.remove, async ({ request, params }) => {
    const title = await audit.titleOf(request, params.libraryId, params.pageId);
    const removed = await pages.remove(actorOf(request), params.libraryId, params.pageId);
    await audit.page(request, 'PAGE_DELETE', params.libraryId, params.pageId, title);
    return removed;
  });
  serve(app, prefix, api.restore, async ({ request, params }) => {
    const restored = await pages.restore(actorOf(request), params.libraryId, params.pageId);
    await audit.page(request, 'PAGE_RESTORE', params.libraryId, restored.page.id, restored.page.title);
    return restored;
  });
  serve(app, prefix, api.versions, ({ request, params, query }) => versions.list(actorOf(request), params.libraryId, params.pageId, query));
  serve(app, prefix, api.version, ({ request, params }) => versions.get(actorOf(request), params.libraryId, params.pageId, params.versionId));
  serve(app, prefix, api.takeVersion, async ({ request, params, body }) => {
    const version = await versions.take(actorOf(request), params.libraryId, params.pageId, body.name);
    await audit.page(request, 'PAGE_VERSION_TAKE', params.libraryId, params.pageId, await audit.titleOf(request, params.libraryId, params.pageId), { key: 'auditVersion', params: { version: version.number } });
    return version;
  });
  serve(app, prefix, api.restoreVersion, async ({ request, params }) => {
    const restored = await versions.restore(actorOf(request), params.libraryId, params.pageId, params.versionId);
    const title = await audit.titleOf(request, params.libraryId, params.pageId);
    await audit.page(request, 'PAGE_VERSION_RESTORE', params.libraryId, params.pageId, title, { key: 'auditVersion', params: { version: restored.restoredFrom ?? restored.number } });
    return restored;
  });
  serve(app, prefix, api.diff, ({ request, params, query }) => versions.diff(actorOf(request), params.libraryId, params.pageId, query));
  serve(app, prefix, api.grants, ({ request, params }) => grants.list(actorOf(request), params.libraryId, params.pageId));
  serve(app, prefix, api.setGrants, async ({ request, params, body }) => {
    const before = await audit.ownGrants(request, params.libraryId, params.pageId);
    const title = await audit.titleOf(request, params.libraryId, params.pageId);
    const after = await grants.set(actorOf(request), params.libraryId, params.pageId, body.grants);
    await audit.grantChanges(request, params.libraryId, params.pageId, title, before, after.canManage ? after.grants.filter((grant) => !grant.inherited) : null, body.grants);
    return after;
  });
  serve(app, prefix, api.effectiveGrants, ({ request, params, query }) => grants.effective(actorOf(request), params.libraryId, params.pageId, query.account));
  serve(app, prefix, api.search, ({ request, params, query }) => search.search(actorOf(request), params.libraryId, query));

  serveBytes(app, prefix, bytes.exportPage, async ({ request, reply, params }) => {
    // Recorded before the zip starts: its stream must go out as soon as it exists. Who may read the page may export it.
    const title = await audit.titleOf(request, params.libraryId, params.pageId);
    if (title !== null) await audit.page(request, 'PAGE_EXPORT', params.libraryId, params.pageId, title);
    const zip = await exports.page(actorOf(request), params.libraryId, params.pageId, requestLocale(request));
    reply.headers(userContentHeaders('attachment', zip.name, 'application/zip'));
    return reply.send(zip.stream);
  });
  serveBytes(app, prefix, bytes.exportWiki, async ({ request, reply, params }) => {
    const library = await audit.libraryName(request, params.libraryId);
    if (library !== null) await request.audit({ action: 'WIKI_EXPORT', libraryId: params.libraryId, subjectName: library });
    const zip = await exports.wiki(actorOf(request), params.libraryId, requestLocale(request));
    reply.headers(userContentHeaders('attachment', zip.name, 'application/zip'));
    return reply.send(zip.stream);
  });

  // Multipart parsing for the image upload's own scope only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, { preservePath: true, limits: { fileSize: WIKI_LIMITS.imageBytesMax, files: 1, fields: 0, parts: 1 } });
    const limits = {
      tooLarge: () => libraryErrors.uploadTooLarge(WIKI_LIMITS.imageBytesMax),
      tooMany: () => errors.badRequest('uploadTooManyFiles', { count: 1 }),
      tooManyFields: () => errors.badRequest('uploadUnexpectedField', { name: '' }),
    };
    serve(scope, prefix, api.uploadImage, async ({ request, params }) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) throw errors.badRequest('uploadNotMultipart');
      let staged: Awaited<ReturnType<BlobStore['stage']>> | null = null;
      try {
        for await (const part of multipartParts(request)) {
          if (part.type !== 'file') throw errors.badRequest('uploadUnexpectedField', { name: part.fieldname });
          await readingPart(part, () => images.assertCanUpload(actor, params.libraryId, params.pageId, part.filename));
          staged = await readingPart(part, () => store.stage(part.file, { maxBytes: WIKI_LIMITS.imageBytesMax }));
          if (part.file.truncated) throw limits.tooLarge();
          return await images.store(actor, params.libraryId, params.pageId, part.filename, staged);
        }
        throw errors.badRequest('wikiImageMissing');
      } catch (error) {
        throw multipartError(error, limits) ?? error;
      } finally {
        if (staged) await store.discard(staged);
      }
    });
  });

  // The live-editing socket: the session hook of the API scope has already refused an upgrade without a session.
  await app.register(async (socketScope) => {
    await socketScope.register(fastifyWebsocket, { options: { maxPayload: WIKI_LIMITS.stateBytesMax + 64 * 1024 } });
    // An upgrade refused before the handshake (no session) is answered over plain HTTP; the connection is
    // then let go, or a client could hold sockets open without ever signing in.
    socketScope.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 400 && request.headers.upgrade) request.raw.socket.destroy();
    });
    socketScope.get(`${prefix}${WIKI_COLLAB.path}`, { websocket: true, schema: { hide: true } }, (socket, request) => {
      if (!sameOrigin(request.headers.origin, request.headers.host)) {
        socket.close(4403, WIKI_COLLAB.refusals.noAccess);
        return;
      }
      collab.handle(socket, request.raw, request.actor);
    });
  });
}
