import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../../contract/error-codes';
import { decodeIssue } from '../../contract/validation';
import { AppError } from '../errors';
import { type MessageKey, type MessageParams, translate } from '../i18n/messages';
import { requestLocale } from './locale';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Turns one zod issue into a message key a person can read. */
function issueMessage(item: ValidationItem): { key: MessageKey; params?: MessageParams } {
  const custom = item.message ? decodeIssue(item.message) : null;
  if (custom) return { key: custom.key, params: custom.params };
  const params = item.params ?? {};
  switch (item.keyword) {
    case 'invalid_type':
      return /received undefined/.test(item.message ?? '') ? { key: 'necessary' } : { key: 'wrongType' };
    case 'unrecognized_keys':
      return { key: 'unknownField', params: { name: ((params.keys as string[]) ?? []).join(', ') } };
    case 'too_small':
      return params.origin === 'string' || params.origin === 'array'
        ? { key: 'minLength', params: { count: Number(params.minimum) } }
        : { key: 'minValue', params: { count: Number(params.minimum) } };
    case 'too_big':
      return params.origin === 'string' || params.origin === 'array'
        ? { key: 'maxLength', params: { count: Number(params.maximum) } }
        : { key: 'maxValue', params: { count: Number(params.maximum) } };
    case 'invalid_value':
      return { key: 'notAllowedValue' };
    default:
      return { key: 'invalidValue' };
  }
}

function send(reply: FastifyReply, httpStatus: number, bodyStatus: number, message: string, data: unknown = null) {
  return reply.code(httpStatus).type('application/json; charset=utf-8').send(JSON.stringify({ status: bodyStatus, message, data }));
}

/** One place turns every failure into the envelope; details of a 5xx stay in the log. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(replyWithError);
}

/**
 * The same envelope for the errors the router raises before any route runs (a malformed URL, a
 * path parameter over the length limit); Fastify takes it as its `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply, status, status, translate(requestLocale(request), 'badRequest'), { code: error.code ?? 'ERROR' });
}

function replyWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  if (error instanceof AppError) {
    const data = error.fields || error.code ? { code: error.code, ...(error.fields ? { fields: error.fields } : {}) } : null;
    return send(reply, error.status, error.bodyStatus, translate(locale, error.key, error.params), data);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const item of error.validation as ValidationItem[]) {
      const { key, params } = issueMessage(item);
      const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
      fields[field] ??= translate(locale, key, params);
    }
    const first = Object.entries(fields)[0];
    const message = first ? `${translate(locale, 'badRequest')}: ${first[0]} ${first[1]}` : translate(locale, 'badRequest');
    return send(reply, 400, 400, message, { code: 'VALIDATION' satisfies ErrorCode, fields });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    // The request id is in the log line above: a person who gives it to an administrator leads them there.
    return send(reply, 500, 500, translate(locale, 'serverError'), { code: 'INTERNAL' satisfies ErrorCode, requestId: String(request.id) });
  }
  const key: MessageKey =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError
      ? 'invalidJson'
      : status === 413
        ? 'bodyTooLarge'
        : status === 415
          ? 'unsupportedMedia'
          : status === 429
            ? 'tooManyAttempts'
            : status === 404
              ? 'notFound'
              : status === 401
                ? 'unauthorized'
                : status === 403
                  ? 'forbidden'
                  : 'badRequest';
  return send(reply, status, status, translate(locale, key), { code: error.code ?? 'ERROR' });
}
