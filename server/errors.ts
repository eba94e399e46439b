import type { MessageKey, MessageParams } from './i18n/messages';

/**
 * The one error type services throw. `status` is the HTTP status, `code` a stable identifier clients
 * may branch on, `key` the message shown to people, `bodyStatus` what goes in the envelope's status.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
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
};
