import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: the server registers its route from this entry and the web app calls it
 * through it, so a path, a parameter or a response shape is written once and a change breaks the
 * type check on both sides. `path` is relative to the API prefix, with `{name}` for path parameters.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `data` on success. */
  data: z.ZodType;
  /** Reachable without a session. */
  public?: boolean;
}

export function endpoint<const E extends EndpointDef>(definition: E): E {
  return definition;
}

type Input<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType } ? z.input<S> : undefined;
type Output<E, K extends 'params' | 'query' | 'body'> = E extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a caller sends: the schemas' input types (before coercion and defaults). */
export interface CallInput<E extends EndpointDef> {
  params: Input<E, 'params'>;
  query: Input<E, 'query'>;
  body: Input<E, 'body'>;
}

/** What a handler receives once the schemas have validated and coerced the request. */
export interface ParsedInput<E extends EndpointDef> {
  params: Output<E, 'params'>;
  query: Output<E, 'query'>;
  body: Output<E, 'body'>;
}

export type DataOf<E extends EndpointDef> = z.output<E['data']>;

/** Only the parts an endpoint declares are asked for. */
export type CallArgs<E extends EndpointDef> = {
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
