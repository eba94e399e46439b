import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this gain less from compression than the encoding costs in time and headers. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Only the API's JSON answers are compressed here. Everything else is left as it is: people's files,
 * previews and exports carry Content-Disposition, ranges or formats that are compressed already, and a
 * compressed body would break their Content-Length and byte ranges; the web app's files come compressed
 * from the build (web.ts); event streams and WebSocket upgrades never reach this as JSON.
 */
function isCompressibleAnswer(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return (
    typeof type === 'string' &&
    JSON_TYPE.test(type) &&
    !reply.hasHeader('content-disposition') &&
    !reply.hasHeader('content-range') &&
    !reply.hasHeader('accept-ranges')
  );
}

/**
 * Compresses JSON answers above the threshold, with brotli or gzip as the browser accepts, and says
 * `Vary: Accept-Encoding`. Brotli runs at a low quality: answers are compressed on every request, where
 * speed counts more than the last few percent. Request bodies are never inflated, so an upload's size
 * limit holds for the bytes that arrive. Registered before the routes, whose send hooks it extends.
 */
export async function installCompression(app: FastifyInstance) {
  // Runs before the plugin's own send hook (route-level hooks come last) and opts the answer out of it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isCompressibleAnswer(reply)) request.headers['x-no-compression'] = '1';
    return payload;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
