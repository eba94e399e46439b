import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';

/**
 * Serves the built web app. Hashed assets are cached for a year; the shell and the service worker are
 * revalidated each time so a new release reaches people. Unknown paths outside the API get the shell
 * (history-mode routing); unknown API paths get a 404 envelope. The build writes brotli and gzip copies
 * beside each file (scripts/precompress.ts): they are sent as they are to browsers that accept them, with
 * `Vary: Accept-Encoding`, and the file itself to the others.
 */
export async function serveWeb(app: FastifyInstance, webDist: string, apiPrefix: string) {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`);
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) throw errors.notFound();
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
