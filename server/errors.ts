import { LIMITS } from '../contract/constants';
import type { ErrorCode } from '../contract/error-codes';
import type { MessageKey, MessageParams } from './i18n/messages';

/**
 * The one error type services throw. `status` is the HTTP status, `code` a stable identifier clients
 * may branch on (one of the contract's), `key` the message shown to people, `bodyStatus` what goes in
 * the envelope's status. Services throw it through the catalogues (`errors` here, a module's own),
 * never built in place.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields?: Record<string, string>,
    readonly bodyStatus: number = status,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const errors = {
  badRequest: (key: MessageKey = 'badRequest', params?: MessageParams, fields?: Record<string, string>) =>
    new AppError(400, 'BAD_REQUEST', key, params, fields),
  unauthorized: (key: MessageKey = 'unauthorized') => new AppError(401, 'UNAUTHORIZED', key),
  csrf: () => new AppError(403, 'CSRF', 'csrf'),
  forbidden: () => new AppError(403, 'FORBIDDEN', 'forbidden'),
  /** The 'no permission' event: the client shows /420 with the message. */
  noPermissionPage: (key: MessageKey = 'forbidden') => new AppError(400, 'NO_PERMISSION', key, {}, undefined, 420),
  notFound: () => new AppError(404, 'NOT_FOUND', 'notFound'),
  conflict: (key: MessageKey, params?: MessageParams, bodyStatus = 409) =>
    new AppError(409, 'CONFLICT', key, params, undefined, bodyStatus),
  tooManyRequests: () => new AppError(429, 'TOO_MANY_REQUESTS', 'tooManyAttempts'),
  /** A body, file, chunk or page larger than the call takes: one code, the message says which. */
  tooLarge: (key: MessageKey = 'bodyTooLarge', params?: MessageParams) => new AppError(413, 'TOO_LARGE', key, params),
  jsonTooDeep: () => new AppError(400, 'JSON_TOO_DEEP', 'jsonTooDeep', { count: LIMITS.jsonDepth }),
  localLoginOff: () => new AppError(403, 'LOCAL_LOGIN_OFF', 'localLoginOff'),
};
