import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { fileContentEndpoints as api } from '../../../contract/files';
import { actorOf } from '../../auth/plugin';
import { errors } from '../../errors';
import { serve, serveBytes } from '../../http/endpoint-routes';
import { multipartError, type MultipartLimitErrors, multipartParts, readingPart } from '../../http/multipart';
import type { App } from '../../http/types';
import type { BlobStore } from '../../storage/blob-store';
import { libraryErrors } from '../library/library-errors';
import { previewHeaders, userContentHeaders } from './content-headers';
import type { ContentService } from './content-service';
import type { PreviewService } from './preview-service';
import { parseRange } from './range';
import type { ReceivedFile, UploadService } from './upload-service';
import { zipStream } from './zip';

const uploadLimits: MultipartLimitErrors = {
  tooLarge: () => libraryErrors.uploadTooLarge(LIBRARY_LIMITS.uploadFileBytes),
  tooMany: () => errors.badRequest('uploadTooManyFiles', { count: LIBRARY_LIMITS.uploadFilesPerRequest }),
  // The form carries files only: the target is in the query.
  tooManyFields: () => errors.badRequest('uploadUnexpectedField', { name: '' }),
};

/** A preview shown: the file's name and the kind it is shown as. */
function audited(request: FastifyRequest, params: { libraryId: number; nodeId: number }, preview: { fileName: string; kind: string }) {
  return request.audit({ action: 'FILE_PREVIEW', libraryId: params.libraryId, subjectId: params.nodeId, subjectName: preview.fileName, information: { key: 'auditPreviewKind', params: { kind: preview.kind } } });
}

/**
 * Bytes in and out: the single-request upload; the original bytes (a file in whole or in ranges, any
 * version, a folder's zip), which need the download permission; and previews for display, which need read.
 */
export async function contentRoutes(app: App, prefix: string, deps: { store: BlobStore; uploads: UploadService; content: ContentService; previews: PreviewService }) {
  const { store, uploads, content, previews } = deps;

  // Multipart parsing is registered for the upload route's own scope only; every other call stays JSON.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, {
      // Keep the name exactly as sent, so a name with a path in it is refused instead of silently cut down.
      preservePath: true,
      limits: { fileSize: LIBRARY_LIMITS.uploadFileBytes, files: LIBRARY_LIMITS.uploadFilesPerRequest, fields: 0, parts: LIBRARY_LIMITS.uploadFilesPerRequest },
    });
    serve(scope, prefix, api.upload, async ({ request, query }) => {
      const actor = actorOf(request);
      const target = await uploads.target(actor, query);
      if (!request.isMultipart()) throw errors.badRequest('uploadNotMultipart');
      const received: ReceivedFile[] = [];
      try {
        for await (const part of multipartParts(request)) {
          if (part.type !== 'file') throw errors.badRequest('uploadUnexpectedField', { name: part.fieldname });
          const staged = await readingPart(part, () => store.stage(part.file, { maxBytes: LIBRARY_LIMITS.uploadFileBytes }));
          received.push({ filename: part.filename, staged });
        }
        if (!received.length) throw errors.badRequest('uploadNoFile');
        return await uploads.store(actor, target, received);
      } catch (error) {
        throw multipartError(error, uploadLimits) ?? error;
      } finally {
        // Whatever was not published (a refused name, a failure half-way) leaves no staging file behind.
        for (const file of received) await store.discard(file.staged);
      }
    });
  });

  serveBytes(app, prefix, api.content, async ({ request, reply, params, query }) => {
    const file = await content.file(actorOf(request), params.libraryId, params.nodeId, query.version);
    const etag = `"${file.sha256}"`;
    const ifRange = request.headers['if-range'];
    const range = ifRange && ifRange !== etag ? ({ kind: 'full' } as const) : parseRange(request.headers.range, file.size);
    if (range.kind === 'unsatisfiable') {
      reply.header('Content-Range', `bytes */${file.size}`);
      throw libraryErrors.rangeNotSatisfiable();
    }
    reply.headers({ ...userContentHeaders(query.disposition, file.name, file.mime, await content.charsetOf(file)), ETag: etag, 'Accept-Ranges': 'bytes' });
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    // One record per download: a player or a download manager asks for many ranges, and only the one from
    // the first byte (or the whole file) starts a download.
    if (range.kind !== 'partial' || range.start === 0) {
      await request.audit({
        action: 'FILE_DOWNLOAD',
        libraryId: params.libraryId,
        subjectId: params.nodeId,
        subjectName: file.name,
        information: query.version !== undefined ? { key: 'auditVersion', params: { version: query.version } } : null,
      });
    }
    if (range.kind === 'partial') {
      reply.code(206).headers({ 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`, 'Content-Length': String(range.end - range.start + 1) });
      return reply.send(await file.read({ start: range.start, end: range.end }));
    }
    reply.header('Content-Length', String(file.size));
    return reply.send(file.size === 0 ? '' : await file.read());
  });

  serveBytes(app, prefix, api.zip, async ({ request, reply, params }) => {
    const folder = await content.folder(actorOf(request), params.libraryId, params.nodeId);
    await request.audit({ action: 'FOLDER_DOWNLOAD', libraryId: params.libraryId, subjectId: params.nodeId, subjectName: folder.name });
    reply.headers({ ...userContentHeaders('attachment', folder.name, 'application/zip') });
    return reply.send(zipStream(folder.entries, store));
  });

  serveBytes(app, prefix, api.preview, async ({ request, reply, params, query }) => {
    const preview = await previews.display(actorOf(request), params.libraryId, params.nodeId, query.version);
    await audited(request, params, preview);
    reply.headers(previewHeaders(preview.name, preview.mime, preview.charset));
    return reply.send(preview.stream);
  });

  serveBytes(app, prefix, api.pdf, async ({ request, reply, params, query }) => {
    const preview = await previews.pdf(actorOf(request), params.libraryId, params.nodeId, query.version);
    await audited(request, params, preview);
    reply.headers(previewHeaders(preview.name, preview.mime));
    return reply.send(preview.stream);
  });
}
