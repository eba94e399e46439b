import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What every entry says of its call: where it is, what it takes in its address, how it is documented. */
interface CallDef {
  /** Relative to the API prefix, with `{name}` for path parameters. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
}

/**
 * One call of the API: the server registers its route from this entry and the web app calls it
 * through it, so a path, a parameter or a response shape is written once and a change breaks the
 * type check on both sides.
 */
export interface EndpointDef extends CallDef {
  method: HttpMethod;
  body?: z.ZodType;
  /** A multipart/form-data body the handler reads part by part: documented, not parsed by the route. */
  multipart?: z.ZodType;
  /** The envelope's `data` on success. */
  data: z.ZodType;
  /** Reachable without a session. */
  public?: boolean;
}

export function endpoint<const E extends EndpointDef>(definition: E): E {
  return definition;
}

/**
 * A call that answers with bytes, not the envelope (a download, a preview, a zip): the browser
 * fetches it by address, so the web app builds the address from the entry with `endpointPath`.
 */
export interface ByteEndpointDef extends CallDef {
  method: 'GET';
  /** The media types it may answer with, for the OpenAPI document. */
  produces: readonly string[];
  /** Reachable without a session. */
  public?: boolean;
}

export function byteEndpoint<const E extends ByteEndpointDef>(definition: E): E {
  return definition;
}

type Input<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType } ? z.input<S> : undefined;
type Output<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a caller sends: the schemas' input types (before coercion and defaults). */
interface CallInput<E extends EndpointDef | ByteEndpointDef> {
  params: Input<E, 'params'>;
  query: Input<E, 'query'>;
  body: Input<E, 'body'>;
}

/** What a handler receives once the schemas have validated and coerced the request. */
export interface ParsedInput<E extends EndpointDef | ByteEndpointDef> {
  params: Output<E, 'params'>;
  query: Output<E, 'query'>;
  body: Output<E, 'body'>;
}

export type DataOf<E extends EndpointDef> = z.output<E['data']>;

/** What a caller sends in a call's query string: query keys and call arguments are typed from the entry itself. */
export type QueryOf<E extends EndpointDef | ByteEndpointDef> = Input<E, 'query'>;

/** Only the parts an endpoint declares are asked for. */
export type CallArgs<E extends EndpointDef | ByteEndpointDef> = {
  [K in keyof CallInput<E> as CallInput<E>[K] extends undefined ? never : K]: CallInput<E>[K];
};

const PARAM = /\{(\w+)\}/g;

/** The concrete path of a call: `/doc_library/{id}` with `{ id: 5 }` is `/doc_library/5`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The same path in the router's notation: `/doc_library/:id`. */
export function routerPath(path: string): string {
  return path.replace(PARAM, ':$1');
}

/**
 * The address of a call relative to the API prefix, with its query string: for links and viewers, and
 * for calls sent outside the JSON client (the upload protocol), which send any body themselves.
 */
export function endpointPath<E extends EndpointDef | ByteEndpointDef>(endpoint: E, args: Omit<CallArgs<E>, 'body'>): string {
  const input = args as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const text = query.toString();
  return `${fillPath(endpoint.path, input.params)}${text ? `?${text}` : ''}`;
}
