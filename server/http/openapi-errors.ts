import { z } from 'zod';
import { ERROR_CODES } from '../../contract/error-codes';

/**
 * The envelope of every refused or failed call, as `error-handler.ts` sends it (named in the OpenAPI
 * document's components). `data.code` is what clients branch on; the message is for people.
 */
export const errorEnvelope = z
  .object({
    status: z.number().int().meta({
      description: 'The HTTP status, except where a refusal carries its own: 420 for NO_PERMISSION (the web app shows its no-permission page), a business code for some conflicts',
    }),
    message: z.string().meta({ description: "What went wrong, in the request's language, to show to people" }),
    data: z
      .object({
        code: z.string().meta({
          description: `A stable identifier: one of ${ERROR_CODES.join(', ')} (VALIDATION comes with \`fields\`, INTERNAL with \`requestId\`), or the framework's own (FST_ERR_…)`,
          example: 'VALIDATION',
        }),
        fields: z.record(z.string(), z.string()).optional().meta({ description: 'Per field of the input, why it was refused' }),
        requestId: z.string().optional().meta({ description: 'The id the failure was logged under, for an administrator' }),
      })
      .nullable(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'The answer of a refused or failed call' });

const envelopeContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } };

function errorResponse(description: string) {
  return { description, content: envelopeContent };
}

/** The refusals the document names (`#/components/responses/…`); each is the error envelope. */
export const ERROR_RESPONSES = {
  BadRequest: errorResponse(
    'Refused: the input does not validate (VALIDATION, with a message per field in `fields`), or the call refuses it (BAD_REQUEST, NO_PERMISSION with status 420, or a code of its own)',
  ),
  Unauthorized: errorResponse('No live session or access token (UNAUTHORIZED), or an X-User-Account header naming someone else than the session'),
  Forbidden: errorResponse('Not allowed to the caller (FORBIDDEN), or a POST, PUT or DELETE of a session without its CSRF header (CSRF)'),
  NotFound: errorResponse('What the call names does not exist or is not visible to the caller (NOT_FOUND)'),
  Failure: errorResponse(
    'Any other refusal or failure, in the same envelope: a conflict (409: CONFLICT, NAME_TAKEN, …), a body too large (413), an unsupported media type (415), an upload still being stored (425), too many attempts (429: TOO_MANY_REQUESTS), a server failure (500: INTERNAL, with `requestId`)',
  ),
} as const;

type Operation = { security?: unknown[]; parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> };

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/**
 * The error answers of one operation: every call may refuse its input or fail; a call that needs a
 * caller may find none or refuse them; one that names something may not find it.
 */
export function describeErrors(operation: Operation) {
  const signedIn = (operation.security?.length ?? 0) > 0;
  const namesSomething = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  operation.responses = {
    ...operation.responses,
    400: ref('BadRequest'),
    ...(signedIn ? { 401: ref('Unauthorized'), 403: ref('Forbidden') } : {}),
    ...(signedIn && namesSomething ? { 404: ref('NotFound') } : {}),
    default: ref('Failure'),
  };
}
