import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { fillPath } from '../../../contract/endpoint';
import { shareLinkEndpoints as links, shareLinkSettingsEndpoints as settings, sharedByteEndpoints as bytes, sharedEndpoints as shared } from '../../../contract/share-links';
import { chunkFields } from '../../../contract/upload';
import { actorOf } from '../../auth/plugin';
import type { Config } from '../../config';
import { errors } from '../../errors';
import { serve, serveBytes } from '../../http/endpoint-routes';
import { multipartError, type MultipartLimitErrors, multipartParts, readingPart } from '../../http/multipart';
import type { App } from '../../http/types';
import { previewHeaders, userContentHeaders } from '../files/content-headers';
import { parseRange } from '../files/range';
import { libraryErrors } from '../library/library-errors';
import { uploadErrors } from '../upload/upload-errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { ShareLinkAudit, ShareLinkService, Visitor } from './share-link-service';

/** The cookie that opens a link with a password, and the one that lets a counted download go on in ranges: each scoped to its link's path. */
const UNLOCK_COOKIE = 'librarium_share_unlock';
const DOWNLOAD_COOKIE = 'librarium_share_download';

const chunkLimits: MultipartLimitErrors = {
  tooLarge: uploadErrors.chunkTooLarge,
  tooMany: () => errors.badRequest('uploadTooManyFiles', { count: 1 }),
  tooManyFields: () => errors.badRequest('badRequest'),
};

/** The audit's record for this request: its person (none for a stranger), address and browser. */
function auditOf(request: FastifyRequest): ShareLinkAudit {
  return (entry) => request.audit(entry);
}

function visitorOf(request: FastifyRequest): Visitor {
  const agent = request.headers['user-agent'];
  return { actor: request.actor, ip: request.ip, userAgent: (Array.isArray(agent) ? agent[0] : agent) ?? '', unlock: request.cookies[UNLOCK_COOKIE], audit: auditOf(request) };
}

/** Share links: the signed-in side (make, list, revoke, uses; the back office's rules) and the public side a link's page calls. */
export async function shareLinkModule(app: App, config: Pick<Config, 'apiPrefix' | 'cookieSecure'>, service: ShareLinkService) {
  const prefix = config.apiPrefix;
  const linkPath = (token: string) => `${prefix}${fillPath('/share/{token}', { token })}`;
  const setCookie = (reply: FastifyReply, name: string, path: string, cookie: { value: string; maxAgeSeconds: number }) =>
    reply.setCookie(name, cookie.value, { path, httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: cookie.maxAgeSeconds });

  serve(app, prefix, links.rules, () => service.rules());
  serve(app, prefix, links.create, ({ request, body }) => service.create(actorOf(request), body, auditOf(request)));
  serve(app, prefix, links.mine, ({ request }) => service.mine(actorOf(request)));
  serve(app, prefix, links.ofLibrary, ({ request, params }) => service.ofLibrary(actorOf(request), params.libraryId));
  serve(app, prefix, links.uses, ({ request, params }) => service.uses(actorOf(request), params.id));
  serve(app, prefix, links.revoke, ({ request, params }) => service.revoke(actorOf(request), params.id, auditOf(request)));

  serve(app, prefix, settings.get, ({ request }) => {
    backOfficePolicy.authorize(actorOf(request), 'administer');
    return service.rules();
  });
  serve(app, prefix, settings.update, ({ request, body }) => {
    backOfficePolicy.authorize(actorOf(request), 'administer');
    return service.setRules(body);
  });

  serve(app, prefix, shared.open, ({ request, params }) => service.open(params.token, visitorOf(request)));
  serve(app, prefix, shared.unlock, async ({ request, reply, params, body }) => {
    const { opened, cookie } = await service.unlock(params.token, visitorOf(request), body.password);
    if (cookie) setCookie(reply, UNLOCK_COOKIE, linkPath(params.token), cookie);
    return opened;
  });
  serve(app, prefix, shared.folder, ({ request, params, query }) => service.folder(params.token, visitorOf(request), query.folderId));
  serve(app, prefix, shared.permit, ({ request, params, body }) => {
    const { parentId: _folder, onConflict: _conflict, ...permit } = body;
    return service.permit(params.token, visitorOf(request), permit);
  });
  serve(app, prefix, shared.testChunk, async ({ request, reply, params, query }) => {
    const held = await service.isHeld(params.token, visitorOf(request), query.identifier, query.chunkNumber);
    if (!held) reply.code(204);
    return { held };
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, { limits: { fileSize: LIBRARY_LIMITS.uploadChunkBytesMax, files: 1, fields: 20, parts: 21 } });
    serve(scope, prefix, shared.chunk, async ({ request, params }) => {
      if (!request.isMultipart()) throw errors.badRequest('uploadNotMultipart');
      const fields: Record<string, string> = {};
      try {
        for await (const part of multipartParts(request)) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          const parsed = chunkFields.safeParse(fields);
          if (!parsed.success) {
            part.file.resume();
            throw errors.badRequest('badRequest', {}, Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
          }
          const receive = await service.chunkUploader(params.token, visitorOf(request), parsed.data.identifier).catch((error: unknown) => {
            part.file.resume();
            throw error;
          });
          const result = await readingPart(part, () => receive(parsed.data, part.file));
          if (part.file.truncated) throw chunkLimits.tooLarge();
          return result;
        }
      } catch (error) {
        throw multipartError(error, chunkLimits) ?? error;
      }
      throw errors.badRequest('uploadNoFile');
    });
  });

  serveBytes(app, prefix, bytes.download, async ({ request, reply, params, query }) => {
    const rangeHeader = request.headers.range;
    const firstByte = !rangeHeader || /^bytes=0-/.test(rangeHeader.trim());
    const { file, charset, cookie } = await service.download(params.token, visitorOf(request), params.nodeId, { firstByte, continuing: request.cookies[DOWNLOAD_COOKIE] });
    if (cookie) setCookie(reply, DOWNLOAD_COOKIE, `${linkPath(params.token)}/file/${params.nodeId}`, cookie);
    const etag = `"${file.sha256}"`;
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? ({ kind: 'full' } as const) : parseRange(rangeHeader, file.size);
    if (range.kind === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${file.size}`);
      throw libraryErrors.rangeNotSatisfiable();
    }
    reply.headers({ ...userContentHeaders(query.disposition, file.name, file.mime, charset), ETag: etag, 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, no-store' });
    if (range.kind === 'partial') {
      reply.code(206).headers({ 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`, 'Content-Length': String(range.end - range.start + 1) });
      return reply.send(await file.read({ start: range.start, end: range.end }));
    }
    reply.header('Content-Length', String(file.size));
    return reply.send(file.size === 0 ? '' : await file.read());
  });

  serveBytes(app, prefix, bytes.preview, async ({ request, reply, params }) => {
    const preview = await service.preview(params.token, visitorOf(request), params.nodeId);
    reply.headers(previewHeaders(preview.name, preview.mime, preview.charset));
    return reply.send(preview.stream);
  });
}
