import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../errors';
import { BlobTooLargeError } from '../storage/blob-store';

/** A multipart body that is not one: no boundary, the wrong boundary, or cut short. Always the sender's fault. */
class BrokenMultipartError extends Error {
  constructor(readonly cause: unknown) {
    super('broken multipart body');
    this.name = 'BrokenMultipartError';
  }
}

const LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

/** The parts of a multipart request; a failure of the parser itself surfaces as a broken body. */
export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (error) {
      throw LIMIT_CODES.has(codeOf(error)) ? error : new BrokenMultipartError(error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Runs `work` on a file part's bytes. When the part's own stream failed, the body broke off mid-file; a
 * failure elsewhere (the disk, the database) leaves the stream intact and stays what it is.
 *
 * Work refused before it read the bytes (a 425, a 404) leaves them unread, and a browser reads the answer
 * only once it has sent its whole body: the rest is read and dropped, so the answer reaches the sender.
 */
export async function readingPart<T>(part: MultipartFile, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!part.file.destroyed) part.file.resume();
    if (error instanceof AppError || LIMIT_CODES.has(codeOf(error)) || error instanceof BlobTooLargeError) throw error;
    if (part.file.errored) throw new BrokenMultipartError(error);
    throw error;
  }
}

export interface MultipartLimitErrors {
  /** One file (or chunk) is larger than the route takes. */
  tooLarge: () => AppError;
  /** More files or parts than the route takes. */
  tooMany: () => AppError;
  /** More fields than the route takes. */
  tooManyFields: () => AppError;
}

/** The one answer to a failed multipart upload, whichever route received it; `undefined` leaves the error as it is. */
export function multipartError(error: unknown, limits: MultipartLimitErrors): AppError | undefined {
  if (error instanceof AppError) return error;
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE' || error instanceof BlobTooLargeError) return limits.tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return limits.tooMany();
  if (code === 'FST_FIELDS_LIMIT') return limits.tooManyFields();
  if (error instanceof BrokenMultipartError) return errors.badRequest('uploadMalformed');
  return undefined;
}
