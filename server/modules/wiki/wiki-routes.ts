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

  serve(app, prefix, api.tree, ({ request, params }) => pages.tree(actorOf(request), params.libraryId));
  serve(app, prefix, api.get, ({ request, params, query }) => pages.get(actorOf(request), params.libraryId, params.pageId, { contentOnly: query.contentOnly === '1' }));
  serve(app, prefix, api.create, ({ request, params, body }) => pages.create(actorOf(request), params.libraryId, body));
  // A million characters of Chinese Markdown are about three megabytes of JSON.
  serve(app, prefix, api.importMarkdown, ({ request, params, body }) => imports.markdown(actorOf(request), params.libraryId, body, requestLocale(request)), { bodyLimit: 4 * WIKI_LIMITS.markdownImportChars });
  serve(app, prefix, api.rename, ({ request, params, body }) => pages.rename(actorOf(request), params.libraryId, params.pageId, body.title));
  serve(app, prefix, api.move, ({ request, params, body }) => pages.move(actorOf(request), params.libraryId, params.pageId, body));
  serve(app, prefix, api.remove, ({ request, params }) => pages.remove(actorOf(request), params.libraryId, params.pageId));
  serve(app, prefix, api.restore, ({ request, params }) => pages.restore(actorOf(request), params.libraryId, params.pageId));
  serve(app, prefix, api.versions, ({ request, params, query }) => versions.list(actorOf(request), params.libraryId, params.pageId, query));
  serve(app, prefix, api.version, ({ request, params }) => versions.get(actorOf(request), params.libraryId, params.pageId, params.versionId));
  serve(app, prefix, api.takeVersion, ({ request, params, body }) => versions.take(actorOf(request), params.libraryId, params.pageId, body.name));
  serve(app, prefix, api.restoreVersion, ({ request, params }) => versions.restore(actorOf(request), params.libraryId, params.pageId, params.versionId));
  serve(app, prefix, api.diff, ({ request, params, query }) => versions.diff(actorOf(request), params.libraryId, params.pageId, query));
  serve(app, prefix, api.grants, ({ request, params }) => grants.list(actorOf(request), params.libraryId, params.pageId));
  serve(app, prefix, api.setGrants, ({ request, params, body }) => grants.set(actorOf(request), params.libraryId, params.pageId, body.grants));
  serve(app, prefix, api.effectiveGrants, ({ request, params, query }) => grants.effective(actorOf(request), params.libraryId, params.pageId, query.account));
  serve(app, prefix, api.search, ({ request, params, query }) => search.search(actorOf(request), params.libraryId, query));

  serveBytes(app, prefix, bytes.exportPage, async ({ request, reply, params }) => {
    const zip = await exports.page(actorOf(request), params.libraryId, params.pageId, requestLocale(request));
    reply.headers(userContentHeaders('attachment', zip.name, 'application/zip'));
    return reply.send(zip.stream);
  });
  serveBytes(app, prefix, bytes.exportWiki, async ({ request, reply, params }) => {
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
