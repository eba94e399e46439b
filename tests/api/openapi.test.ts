import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenEndpoints } from '../../contract/access-tokens';
import type { ByteEndpointDef, EndpointDef } from '../../contract/endpoint';
import { fileContentEndpoints, fileEndpoints } from '../../contract/files';
import { libraryEndpoints, permissionEndpoints, projectLibraryEndpoints } from '../../contract/library';
import { searchEndpoints } from '../../contract/search';
import { uploadEndpoints } from '../../contract/upload';
import { build, type TestServer } from './support/build';

type Schema = Record<string, unknown>;
interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const API_PREFIX = '/api';

const DOCUMENT_AREA: Record<string, EndpointDef | ByteEndpointDef>[] = [
  libraryEndpoints,
  permissionEndpoints,
  projectLibraryEndpoints,
  fileEndpoints,
  fileContentEndpoints,
  uploadEndpoints,
  searchEndpoints,
  accessTokenEndpoints,
];
const entries = DOCUMENT_AREA.flatMap((group) => Object.values(group));
const documentTags = new Set(entries.flatMap((entry) => entry.tags));

/** Words a schema uses to say what a value is; a schema with none of them accepts anything. */
const TYPING_KEYS = ['type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref', 'properties', 'items', 'not'];

/** JSON paths of the parts of a schema that accept any value: `{}`, or a record of them. */
function untypedParts(document: OpenApiDocument, schema: unknown, at: string, seen = new Set<string>()): string[] {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => untypedParts(document, item, `${at}[${index}]`, seen));
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  if (!TYPING_KEYS.some((key) => key in node)) return [at];
  const found: string[] = [];
  if (typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    const name = node.$ref.replace('#/components/schemas/', '');
    found.push(...untypedParts(document, document.components?.schemas?.[name], node.$ref, seen));
  }
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions'] as const) {
    const children = node[key];
    if (children && typeof children === 'object') {
      for (const [name, child] of Object.entries(children)) found.push(...untypedParts(document, child, `${at}.${key}.${name}`, seen));
    }
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not'] as const) {
    if (key in node && typeof node[key] !== 'boolean') found.push(...untypedParts(document, node[key], `${at}.${key}`, seen));
  }
  return found;
}

describe('document area', () => {
  let server: TestServer;
  let document: OpenApiDocument;

  const operationOf = (entry: EndpointDef | ByteEndpointDef) => document.paths[`${API_PREFIX}${entry.path}`]?.[entry.method.toLowerCase()];

  beforeAll(async () => {
    server = await build('sqlite');
    const response = await server.client().get(`${API_PREFIX}/docs/json`);
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => server.close());

  it('documents every contract entry of the area at its path and method', () => {
    expect(entries.filter((entry) => !operationOf(entry)).map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
  });

  it('gives every operation under the area’s tags a summary', () => {
    const tagged = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.tags?.some((tag) => documentTags.has(tag)))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(tagged.length).toBeGreaterThanOrEqual(entries.length);
    expect(tagged.filter(({ operation }) => !operation.summary?.trim()).map(({ name }) => name)).toEqual([]);
  });

  it('types every JSON answer: no part of a success response accepts any value', () => {
    const untyped = entries
      .filter((entry): entry is EndpointDef => 'data' in entry)
      .flatMap((entry) => {
        const name = `${entry.method} ${entry.path}`;
        const schema = operationOf(entry)?.responses?.['200']?.content?.['application/json']?.schema;
        return schema ? untypedParts(document, schema, name) : [`${name} has no success response`];
      });
    expect(untyped).toEqual([]);
  });

  it('lists the media types of the calls that answer with bytes', () => {
    const bytes = entries.filter((entry): entry is ByteEndpointDef => 'produces' in entry);
    expect(bytes.length).toBe(4);
    for (const entry of bytes) expect(Object.keys(operationOf(entry)?.responses?.['200']?.content ?? {}), entry.path).toEqual([...entry.produces]);
  });
});
