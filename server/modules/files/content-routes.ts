import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentQuery, nodeParams, previewQuery, uploadQuery, uploadResult } from '../../../contract/files';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { AppError, errors } from '../../errors';
import { ok } from '../../http/envelope';
import type { App } from '../../http/types';
import { BlobTooLargeError, type BlobStore } from '../../storage/blob-store';
import { libraryErrors } from '../library/library-errors';
import { previewHeaders, userContentHeaders } from './content-headers';
import type { ContentService } from './content-service';
import type { PreviewService } from './preview-service';
import { parseRange } from './range';
import type { ReceivedFile, UploadService } from './upload-service';
import { zipStream } from './zip';

/**
 * Bytes in and out: the single-request upload; the original bytes (a file in whole or in ranges, any
 * version, a folder's zip), which need the download permission; and previews for display, which need read.
 */
export async function contentRoutes(app: App, doc: string, deps: { store: BlobStore; uploads: UploadService; content: ContentService; previews: PreviewService }) {
  const tags = ['files'];
  const { store, uploads, content, previews } = deps;

  // Multipart parsing is registered for the upload route's own scope only; every other call stays JSON.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, {
      // Keep the name exactly as sent, so a name with a path in it is refused instead of silently cut down.
      preservePath: true,
      limits: { fileSize: LIBRARY_LIMITS.uploadFileBytes, files: LIBRARY_LIMITS.uploadFilesPerRequest, fields: 0, parts: LIBRARY_LIMITS.uploadFilesPerRequest },
    });
    scope.post(`${doc}/file/upload`, {
      schema: { tags, querystring: uploadQuery, response: { 200: envelope(uploadResult) } },
      handler: async (request) => {
        const actor = actorOf(request);
        const target = await uploads.target(actor, request.query);
        if (!request.isMultipart()) throw errors.badRequest('uploadNotMultipart');
        const received: ReceivedFile[] = [];
        // Set when the body itself is broken (cut short, no boundary): the client's fault, a 400, not a 500.
        let malformed = false;
        try {
          const parts = request.parts();
          for (;;) {
            const next = await parts.next().catch((error: unknown) => {
              malformed = true;
              throw error;
            });
            if (next.done) break;
            const part = next.value;
            if (part.type !== 'file') throw errors.badRequest('uploadUnexpectedField', { name: part.fieldname });
            const staged = await store.stage(part.file, { maxBytes: LIBRARY_LIMITS.uploadFileBytes }).catch((error: unknown) => {
              // The part's own stream failed: the body broke off mid-file. A disk failure leaves it intact.
              if (part.file.errored) malformed = true;
              throw error;
            });
            received.push({ filename: part.filename, staged });
          }
          if (!received.length) throw errors.badRequest('uploadNoFile');
          return ok(await uploads.store(actor, target, received));
        } catch (error) {
          if (error instanceof AppError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof BlobTooLargeError) throw libraryErrors.uploadTooLarge(LIBRARY_LIMITS.uploadFileBytes);
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw errors.badRequest('uploadTooManyFiles', { count: LIBRARY_LIMITS.uploadFilesPerRequest });
          if (code === 'FST_FIELDS_LIMIT') throw errors.badRequest('uploadUnexpectedField', { name: '' });
          if (malformed) throw errors.badRequest('uploadMalformed');
          throw error;
        } finally {
          // Whatever was not published (a refused name, a failure half-way) leaves no staging file behind.
          for (const file of received) await store.discard(file.staged);
        }
      },
    });
  });

  app.get(`${doc}/file/content/:libraryId/:nodeId`, {
    schema: { tags, params: nodeParams, querystring: contentQuery },
    handler: async (request, reply) => {
      const file = await content.file(actorOf(request), request.params.libraryId, request.params.nodeId, request.query.version);
      const etag = `"${file.sha256}"`;
      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== etag ? ({ kind: 'full' } as const) : parseRange(request.headers.range, file.size);
      if (range.kind === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${file.size}`);
        throw libraryErrors.rangeNotSatisfiable();
      }
      reply.headers({ ...userContentHeaders(request.query.disposition, file.name, file.mime), ETag: etag, 'Accept-Ranges': 'bytes' });
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (range.kind === 'partial') {
        reply.code(206).headers({ 'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`, 'Content-Length': String(range.end - range.start + 1) });
        return reply.send(await file.read({ start: range.start, end: range.end }));
      }
      reply.header('Content-Length', String(file.size));
      return reply.send(file.size === 0 ? '' : await file.read());
    },
  });

  app.get(`${doc}/file/zip/:libraryId/:nodeId`, {
    schema: { tags, params: nodeParams },
    handler: async (request, reply) => {
      const folder = await content.folder(actorOf(request), request.params.libraryId, request.params.nodeId);
      reply.headers({ ...userContentHeaders('attachment', folder.name, 'application/zip') });
      return reply.send(zipStream(folder.entries, store));
    },
  });

  app.get(`${doc}/file/preview/:libraryId/:nodeId`, {
    schema: { tags, params: nodeParams, querystring: previewQuery },
    handler: async (request, reply) => {
      const preview = await previews.display(actorOf(request), request.params.libraryId, request.params.nodeId, request.query.version);
      reply.headers(previewHeaders(preview.name, preview.mime));
      return reply.send(preview.stream);
    },
  });

  app.get(`${doc}/file/pdf/:libraryId/:nodeId`, {
    schema: { tags, params: nodeParams, querystring: previewQuery },
    handler: async (request, reply) => {
      const preview = await previews.pdf(actorOf(request), request.params.libraryId, request.params.nodeId, request.query.version);
      reply.headers(previewHeaders(preview.name, preview.mime));
      return reply.send(preview.stream);
    },
  });
}
