import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../../contract/schema-helpers';
import { chunkFields, chunkQuery, chunkResult, permit, permitBody, permitQuery } from '../../../contract/upload';
import { actorOf } from '../../auth/plugin';
import { AppError, errors } from '../../errors';
import { multipartError, type MultipartLimitErrors, multipartParts, readingPart } from '../../http/multipart';
import { ok } from '../../http/envelope';
import type { App } from '../../http/types';
import type { ChunkUploadService } from './chunk-upload-service';

// The last chunk may carry the remainder on top of a full chunk (up to twice the 10 MB default).
const MAX_CHUNK_BYTES = 128 * 1024 * 1024;

const chunkLimits: MultipartLimitErrors = {
  tooLarge: () => new AppError(413, 'CHUNK_TOO_LARGE', 'bodyTooLarge'),
  tooMany: () => errors.badRequest('uploadTooManyFiles', { count: 1 }),
  tooManyFields: () => errors.badRequest('badRequest'),
};

/** The resumable upload: permit, chunk test and chunk upload (contract/upload.ts). */
export async function uploadRoutes(app: App, doc: string, uploads: ChunkUploadService) {
  const tags = ['upload'];

  app.post(`${doc}/doc/:libraryId/get_upload_permit`, {
    schema: {
      tags,
      params: z.strictObject({ libraryId: z.coerce.number().int().positive() }),
      querystring: permitQuery,
      body: permitBody,
      response: { 200: envelope(permit) },
    },
    handler: async (request) => ok(await uploads.permit(actorOf(request), request.params.libraryId, request.query.fileId, request.body)),
  });

  // simple-uploader treats 404 on the test call as fatal: a chunk not yet held must be 204, never 404.
  app.get(`${doc}/doc/upload/chunk`, {
    schema: { tags, querystring: chunkQuery.passthrough() },
    handler: async (request, reply) => {
      const held = await uploads.isHeld(actorOf(request), request.query.identifier, request.query.chunkNumber);
      return held ? reply.code(200).send(ok({ held: true })) : reply.code(204).send();
    },
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_CHUNK_BYTES, files: 1, fields: 20, parts: 21 } });
    scope.post(`${doc}/doc/upload/chunk`, {
      schema: { tags, response: { 200: envelope(chunkResult) } },
      handler: async (request) => {
        const actor = actorOf(request);
        if (!request.isMultipart()) throw errors.badRequest('uploadNotMultipart');
        const fields: Record<string, string> = {};
        try {
          for await (const part of multipartParts(request)) {
            if (part.type === 'field') {
              fields[part.fieldname] = String(part.value);
              continue;
            }
            // The fields come first; by the file part everything needed to place its bytes is known.
            const parsed = chunkFields.safeParse(fields);
            if (!parsed.success) {
              part.file.resume();
              throw errors.badRequest('badRequest', {}, Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
            }
            const result = await readingPart(part, () => uploads.receive(actor, parsed.data, part.file));
            if (part.file.truncated) throw chunkLimits.tooLarge();
            return ok(result);
          }
        } catch (error) {
          throw multipartError(error, chunkLimits) ?? error;
        }
        throw errors.badRequest('uploadNoFile');
      },
    });
  });
}
