import type { Readable } from 'node:stream';
import { WOPI_LOCK_MAX } from '../../../contract/constants';
import { WOPI_PATHS, wopiEndpoints as api } from '../../../contract/wopi';
import { originOf } from '../../auth/oidc-routes';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import { WopiRefusal, type WopiService } from './wopi-service';

function header(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.slice(0, WOPI_LOCK_MAX + 1);
}

/** The file id of a WOPI address, or null when it is not a positive whole number. */
function fileIdOf(params: unknown): number | null {
  const raw = (params as { id?: string }).id ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/**
 * The WOPI protocol's own addresses (called by the office server, not the app): no session, the access
 * token in `access_token`, answers as WOPI clients expect them (bare JSON or bytes, statuses and
 * X-WOPI-Lock headers rather than envelopes).
 */
function protocolRoutes(app: App, prefix: string, wopi: WopiService) {
  const base = `${prefix}${WOPI_PATHS.files}/:id`;

  async function granted(request: { params: unknown; query: unknown }) {
    const fileId = fileIdOf(request.params);
    if (fileId === null) throw new WopiRefusal(404);
    const token = (request.query as { access_token?: unknown }).access_token;
    return wopi.grant(typeof token === 'string' ? token : undefined, fileId);
  }

  app.register(async (scope) => {
    // PutFile sends the document's bytes as they are: handed on as a stream, never parsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.setErrorHandler(async (error, _request, reply) => {
      if (error instanceof WopiRefusal) {
        if (error.currentLock !== undefined) void reply.header('X-WOPI-Lock', error.currentLock);
        return reply.status(error.status).send();
      }
      throw error;
    });

    scope.route({
      method: 'GET',
      url: base,
      config: { public: true },
      schema: { hide: true },
      handler: async (request) => wopi.checkFileInfo(await granted(request)),
    });

    scope.route({
      method: 'GET',
      url: `${base}/contents`,
      config: { public: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        const grant = await granted(request);
        return reply.header('content-type', 'application/octet-stream').header('X-WOPI-ItemVersion', String(grant.version)).send(await wopi.read(grant));
      },
    });

    scope.route({
      method: 'POST',
      url: base,
      config: { public: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        const grant = await granted(request);
        const operation = header(request.headers['x-wopi-override']) ?? '';
        if (!['LOCK', 'UNLOCK', 'REFRESH_LOCK', 'GET_LOCK'].includes(operation)) throw new WopiRefusal(501);
        const lockId = header(request.headers['x-wopi-lock']);
        const oldLockId = header(request.headers['x-wopi-oldlock']);
        if ((lockId?.length ?? 0) > WOPI_LOCK_MAX || (oldLockId?.length ?? 0) > WOPI_LOCK_MAX) throw new WopiRefusal(409, '');
        const answer = await wopi.lock(grant, operation, lockId, oldLockId);
        if (answer !== null) void reply.header('X-WOPI-Lock', answer);
        return reply.status(200).send();
      },
    });

    scope.route({
      method: 'POST',
      url: `${base}/contents`,
      config: { public: true },
      schema: { hide: true },
      bodyLimit: Number.MAX_SAFE_INTEGER,
      handler: async (request, reply) => {
        const grant = await granted(request);
        if (header(request.headers['x-wopi-override']) !== 'PUT') throw new WopiRefusal(501);
        const version = await wopi.save(grant, header(request.headers['x-wopi-lock']), request.body as Readable);
        return reply.header('X-WOPI-ItemVersion', String(version)).status(200).send();
      },
    });
  });
}

/** Office editing: which extensions open in the office server, an access token for one file, and the WOPI host itself. */
export const wopiModule: ApiModule<WopiService> = (app, { apiPrefix }, wopi) => {
  serve(app, apiPrefix, api.white, () => wopi.white());
  serve(app, apiPrefix, api.token, async ({ request, body }) => {
    const { fileName, ...opened } = await wopi.token(actorOf(request), body.libraryId, body.nodeId, originOf(request));
    await request.audit({
      action: 'OFFICE_OPEN',
      libraryId: body.libraryId,
      subjectId: body.nodeId,
      subjectName: fileName,
      information: { key: opened.canWrite ? 'auditOfficeEdit' : 'auditOfficeView' },
    });
    return opened;
  });
  protocolRoutes(app, apiPrefix, wopi);
};
