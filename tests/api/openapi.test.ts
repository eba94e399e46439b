import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Every operation of the document, with what it answers on success. */
function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
  );
}

describe('the OpenAPI document: every call is a contract entry', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  let operations: { name: string; operation: Operation }[];

  beforeAll(async () => {
    server = await build('sqlite');
    const response = await server.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    document = response.json();
    operations = operationsOf(document);
  });
  afterAll(() => server.close());

  it('lists every call of the API', () => {
    expect(operations.length).toBeGreaterThan(110);
  });

  it('gives every call a summary', () => {
    expect(operations.filter(({ operation }) => !operation.summary?.trim()).map(({ name }) => name)).toEqual([]);
  });

  it('types every JSON answer: no part of a success response accepts any value', () => {
    const untyped = operations.flatMap(({ name, operation }) => {
      const content = operation.responses?.['200']?.content ?? {};
      const json = content['application/json']?.schema;
      if (json) return untypedParts(document, json, name);
      // A call that answers with bytes says which media types instead.
      return Object.keys(content).length > 0 && !('application/json' in content) ? [] : [`${name} has no typed success response`];
    });
    expect(untyped).toEqual([]);
  });

  it('says what each step code, log flag and status means', () => {
    const text = JSON.stringify(document);
    expect(text).toContain('Step of a tool in a scan: 1 queued; 2 downloading the code');
    expect(text).toContain('Log flag of a scan or of a step: 1 success; 2 failure; 3 in progress; 4 interrupted');
    expect(text).toContain('Task status: 0 active; 1 suspended');
    expect(text).toContain('Tool status on a task: 0 enabled; 1 suspended');
  });
});
