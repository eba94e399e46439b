import fastifySwagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { COOKIE, HEADER } from '../../contract/constants';
import { scopeOfCall } from '../auth/access-token-scopes';
import { UNSAFE_METHODS } from '../auth/plugin';
import { type Config, PRODUCT_VERSION } from '../config';
import { describeErrors, ERROR_RESPONSES, errorEnvelope } from './openapi-errors';
import { nullableFor30, pruneUnusedSchemas } from './openapi-schemas';
import type { App } from './types';

const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: COOKIE.session,
    description: `The session the sign-in sets. On POST, PUT and DELETE it goes with the CSRF header; \`${HEADER.account}\`, when sent, must name the session's person.`,
  },
  csrf: { type: 'apiKey', in: 'header', name: HEADER.csrf, description: `Echoes the \`${COOKIE.csrf}\` cookie the sign-in sets.` },
  accessToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token, for pipelines and scripts: no cookie, so no CSRF header. Its scopes (`read`, `scan`, `ingest`, `write`, `admin`) must cover the call: each operation names the one it needs as `x-access-token-scope`; a call they do not cover answers 403 `TOKEN_SCOPE`, an expired token 401 `TOKEN_EXPIRED`.',
  },
} as const;

/** Who may call a route: nobody in particular on a public one; else a session (with CSRF on unsafe methods) or an access token. */
function securityOf(route: RouteOptions): Record<string, string[]>[] {
  if (route.config?.public) return [];
  const unsafe = [route.method].flat().some((method) => UNSAFE_METHODS.has(method));
  return [unsafe ? { session: [], csrf: [] } : { session: [] }, { accessToken: [] }];
}

/** The scope an access token needs for a route that is not public (see contract/access-tokens.ts). */
function tokenScopeOf(route: RouteOptions, prefix: string): Record<string, string> {
  if (route.config?.public) return {};
  const path = route.url.startsWith(prefix) ? route.url.slice(prefix.length) : route.url;
  return { 'x-access-token-scope': scopeOfCall([route.method].flat()[0] ?? 'GET', path) };
}

const zodTransform = createJsonSchemaTransform({});

/**
 * Each route's operation: its zod schemas as JSON schemas, who may call it (and the access token's scope it
 * needs), and a multipart body a handler reads itself (`multipart` in its schema: documented, never parsed by the route).
 */
function transformFor(prefix: string): FastifyDynamicSwaggerOptions['transform'] {
  return (input) => {
    const { multipart, ...schema } = (input.schema ?? {}) as Record<string, unknown>;
    const documented = multipart ? { ...schema, body: multipart, consumes: ['multipart/form-data'] } : schema;
    const result = zodTransform({ ...input, schema: input.schema ? documented : input.schema });
    return { ...result, schema: { ...result.schema, security: securityOf(input.route), ...tokenScopeOf(input.route, prefix) } };
  };
}

/** The named schemas the routes use, each call's error answers, and nothing left unused. */
const transformObject: FastifyDynamicSwaggerOptions['transformObject'] = (input) => {
  const document = jsonSchemaTransformObject(input) as { paths?: Record<string, Record<string, object>>; components?: Record<string, unknown> };
  for (const item of Object.values(document.paths ?? {})) for (const operation of Object.values(item)) describeErrors(operation);
  document.components = { ...document.components, responses: ERROR_RESPONSES };
  nullableFor30(document);
  return pruneUnusedSchemas(document) as ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>;
};

/** The OpenAPI document of the API at `{prefix}/docs/json` (and its viewer at `{prefix}/docs`). */
export async function installOpenApi(app: App, config: Pick<Config, 'apiPrefix'>) {
  // Listed among the components through the schema registry; imported here so it is registered.
  void errorEnvelope;
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Librarium API', version: PRODUCT_VERSION, description: 'The API of Librarium. Every JSON answer is an envelope `{status, message, data}`: status 0 with `data` on success, the error envelope otherwise.' },
      // The document is served by the API itself: its paths hold the prefix and are relative to the same origin.
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transformFor(config.apiPrefix),
    transformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${config.apiPrefix}/docs`, staticCSP: true });
}
