import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { chunkFields, uploadEndpoints as api } from '../../../contract/upload';
import { actorOf } from '../../auth/plugin';
import { errors } from '../../errors';
import { serve } from '../../http/endpoint-routes';
import { multipartError, type MultipartLimitErrors, multipartParts, readingPart } from '../../http/multipart';
import type { App } from '../../http/types';
import type { ChunkUploadService } from './chunk-upload-service';
import { uploadErrors } from './upload-errors';

const chunkLimits: MultipartLimitErrors = {
  tooLarge: uploadErrors.chunkTooLarge,
  tooMany: () => errors.badRequest('uploadTooManyFiles', { count: 1 }),
  tooManyFields: () => errors.badRequest('badRequest'),
};

/** The resumable upload: permit, chunk test and chunk upload (contract/upload.ts). */
export async function uploadRoutes(app: App, prefix: string, uploads: ChunkUploadService) {

  serve(app, prefix, api.permit, ({ request, params, query, body }) => uploads.permit(actorOf(request), params.libraryId, query.fileId, body));

  // simple-uploader treats 404 on the test call as fatal: a chunk not yet held must be 204, never 404.
  serve(app, prefix, api.testChunk, async ({ request, reply, query }) => {
    const held = await uploads.isHeld(actorOf(request), query.identifier, query.chunkNumber);
    // A 204 goes out without a body, whatever the handler answers.
    if (!held) reply.code(204);
    return { held };
  });

  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(fastifyMultipart, { limits: { fileSize: LIBRARY_LIMITS.uploadChunkBytesMax, files: 1, fields: 20, parts: 21 } });
    serve(scope, prefix, api.chunk, async ({ request }) => {
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
          return result;
        }
      } catch (error) {
        throw multipartError(error, chunkLimits) ?? error;
      }
      throw errors.badRequest('uploadNoFile');
    });
  });
}
