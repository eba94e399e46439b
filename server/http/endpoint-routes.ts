import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ByteEndpointDef, type DataOf, type EndpointDef, type ParsedInput, routerPath } from '../../contract/endpoint';
import { bytes, envelope } from '../../contract/schema-helpers';
import { ok } from './envelope';
import { operationIdOf } from './operation-ids';
import type { App } from './types';

interface HandlerInput<E extends EndpointDef | ByteEndpointDef> extends ParsedInput<E> {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What only the server decides about a route, beside its contract entry. */
interface ServeOptions {
  /** For calls that take more than the app's usual body size, such as analysis reports. */
  bodyLimit?: number;
}

/** The part of a route's schema every entry declares the same way: its documentation and its inputs. */
function requestSchema(endpoint: EndpointDef | ByteEndpointDef) {
  return {
    operationId: operationIdOf(endpoint),
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...('body' in endpoint && endpoint.body ? { body: endpoint.body } : {}),
    // Documented only: the handler reads the parts itself (see openapi.ts).
    ...('multipart' in endpoint && endpoint.multipart ? { multipart: endpoint.multipart } : {}),
  };
}

function inputOf<E extends EndpointDef | ByteEndpointDef>(request: FastifyRequest, reply: FastifyReply) {
  return { params: request.params, query: request.query, body: request.body, request, reply } as HandlerInput<E>;
}

/**
 * Registers the route of a contract entry: its schemas validate the request and document it, and
 * the handler's answer is wrapped in the success envelope.
 */
export function serve<E extends EndpointDef>(
  app: App,
  prefix: string,
  endpoint: E,
  handler: (input: HandlerInput<E>) => Promise<DataOf<E>> | DataOf<E>,
  options: ServeOptions = {},
) {
  app.route({
    ...options,
    method: endpoint.method,
    url: `${prefix}${routerPath(endpoint.path)}`,
    config: { public: endpoint.public === true },
    schema: { ...requestSchema(endpoint), response: { 200: envelope(endpoint.data) } },
    handler: async (request, reply) => ok(await handler(inputOf<E>(request, reply))),
  });
}

const BYTES = bytes('The bytes');

/**
 * Registers a call that answers with bytes: the handler sets the headers and sends the body itself,
 * and the OpenAPI document lists the media types it may answer with.
 */
export function serveBytes<E extends ByteEndpointDef>(app: App, prefix: string, endpoint: E, handler: (input: HandlerInput<E>) => Promise<unknown>) {
  app.route({
    method: endpoint.method,
    url: `${prefix}${routerPath(endpoint.path)}`,
    config: { public: endpoint.public === true },
    schema: {
      ...requestSchema(endpoint),
      produces: [...endpoint.produces],
      // Documents the media types as the success answer's content; the handler sends bytes or a stream, which are never serialised.
      response: { 200: BYTES },
    },
    handler: async (request, reply) => {
      await handler(inputOf<E>(request, reply));
      return reply;
    },
  });
}
