import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, HEADER } from '../../contract/constants';
import { createFolder, createLibrary, upload } from './library-support';
import { DIALECTS, build, type TestServer } from './support/build';
import type { ApiClient } from './support/client';
import { TASK } from './support/codecheck';

/**
 * Every operation of the OpenAPI document, sent malformed: wrong types, missing fields, NUL bytes,
 * 1 MB strings, broken JSON and multipart, wrong content types, hostile path parameters. Whatever
 * arrives, the answer is a 4xx (or a success), never a 5xx, and every refusal is the localised envelope.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  format?: string;
  default?: unknown;
};

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
}

interface Probe {
  method: Operation['method'];
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const MEGABYTE_TEXT = 'x'.repeat(1024 * 1024);
const LONG_PARAM = 'y'.repeat(10_000);
const HOSTILE_PARAMS = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', 'a%00b', '..%2F..%2Fetc%2Fpasswd', encodeURIComponent('\u202e'), LONG_PARAM];

function readOperations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema: JsonSchema }[];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** A plausible value for a schema, so malformed variants differ from a valid call in one place. */
function sample(schema: JsonSchema | undefined, known: Record<string, number>, name = ''): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, known, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return known[name] ?? Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, known, name)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sample(child, known, key)]));
    default:
      return known[name] !== undefined ? String(known[name]) : 'sample_1'.padEnd(schema.minLength ?? 0, 'x');
  }
}

function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { not: 'an array' };
  if (value && typeof value === 'object') return 'not-an-object';
  return [];
}

/** Every string leaf of a value, each replaced in turn: the variants that reach nested fields. */
function replaceStringLeaves(value: unknown, replacement: (text: string) => string): unknown[] {
  if (typeof value === 'string') return [replacement(value)];
  if (Array.isArray(value)) return value.flatMap((item, index) => replaceStringLeaves(item, replacement).map((changed) => value.map((v, i) => (i === index ? changed : v))));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => replaceStringLeaves(item, replacement).map((changed) => ({ ...value, [key]: changed })));
  }
  return [];
}

function objectVariants(base: Record<string, unknown>): Record<string, unknown>[] {
  const variants: Record<string, unknown>[] = [];
  for (const key of Object.keys(base)) {
    const { [key]: _dropped, ...missing } = base;
    variants.push(missing, { ...base, [key]: wrongType(base[key]) }, { ...base, [key]: null });
  }
  variants.push(...(replaceStringLeaves(base, (text) => `${text}\u0000evil`) as Record<string, unknown>[]));
  variants.push({ ...base, unexpectedField: 'x' });
  return variants;
}

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function brokenMultipart(method: Operation['method'], url: string): Probe[] {
  const boundary = '----fuzzboundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="identifier"\r\n\r\nabc\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
  return [
    { method, url, headers: { 'content-type': 'multipart/form-data' }, payload: body },
    { method, url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body.slice(0, 60) },
    { method, url, headers: { 'content-type': 'multipart/form-data; boundary=wrong' }, payload: body },
    { method, url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="a\u0000b"\r\n\r\nx\r\n--${boundary}--\r\n` },
    { method, url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: '' },
    { method, url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body.replaceAll('abc', 'a\u0000b').replace('a.txt', 'a\u0000.txt') },
  ];
}

function probesFor(op: Operation, known: Record<string, number>): Probe[] {
  const fillPath = (overrides: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => overrides[name] ?? String(known[name] ?? known.id));
  const baseQuery = Object.fromEntries(Object.entries(op.query).map(([name, schema]) => [name, sample(schema, known, name)]));
  const url = (query: Record<string, unknown> = baseQuery, path = fillPath()) => `${path}${queryString(query)}`;
  const json = (payload: unknown, target = url()): Probe => ({ method: op.method, url: target, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
  const baseBody = op.body ? sample(op.body, known) : undefined;
  const send = (target: string): Probe => (baseBody === undefined ? { method: op.method, url: target } : json(baseBody, target));

  const probes: Probe[] = [send(url())];
  for (const name of op.pathParams) for (const hostile of HOSTILE_PARAMS) probes.push(send(url(baseQuery, fillPath({ [name]: hostile }))));
  for (const query of objectVariants(baseQuery)) probes.push(send(url(query)));
  for (const name of Object.keys(op.query)) probes.push(send(url({ ...baseQuery, [name]: LONG_PARAM })), send(url({ ...baseQuery, [name]: [1, 2] })));

  if (baseBody !== undefined) {
    if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
      for (const body of objectVariants(baseBody as Record<string, unknown>)) probes.push(json(body));
      for (const body of replaceStringLeaves(baseBody, () => MEGABYTE_TEXT).slice(0, 4)) probes.push(json(body));
    }
    probes.push(
      { method: op.method, url: url(), headers: { 'content-type': 'application/json' }, payload: '{"broken": ' },
      { method: op.method, url: url(), headers: { 'content-type': 'application/json' }, payload: '' },
      json(null),
      json([]),
      json('text'),
      { method: op.method, url: url(), headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(baseBody) },
      { method: op.method, url: url(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
    );
  }
  if (op.method === 'POST' || op.method === 'PUT') probes.push(...brokenMultipart(op.method, url()));
  return probes;
}

describe.each(DIALECTS)('malformed requests to every operation on %s', (dialect) => {
  let server: TestServer;
  let admin: ApiClient;
  const known: Record<string, number> = {};

  const signInAdmin = async () => {
    admin = await server.signIn('admin', 'admin-pass-1');
  };

  beforeAll(async () => {
    // The task's host stands for a company git server; it is allowed without resolving it.
    server = await build(dialect, { REPO_ALLOWED_HOSTS: 'example.invalid' });
    await signInAdmin();
    const library = await createLibrary(admin, 'fuzz_library');
    const folder = await createFolder(admin, library.id, 'folder');
    const uploaded = await upload(server, admin, library.id, folder.id, [{ name: 'note.txt', content: 'hello fuzz' }]);
    const fileId = uploaded.json().data.files[0].node.id as number;
    const task = await admin.post(`${TASK}/task`, { nameCn: '模糊测试', nameEn: 'fuzz_task', langs: ['JAVASCRIPT'], repoUrl: 'https://example.invalid/fuzz.git', branch: 'main', tools: ['ESLINT', 'CCN'] });
    const taskId = task.json().data?.taskId ?? 1;
    Object.assign(known, { id: library.id, libraryId: library.id, nodeId: fileId, fileId, parentId: folder.id, folderId: folder.id, taskId, versionId: 1 });
  }, 60_000);
  afterAll(() => server.close());

  it('answers every malformed request with a 4xx envelope or a success, never a 5xx', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = readOperations(doc);
    expect(operations.length).toBeGreaterThan(100);

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    for (const op of operations) {
      for (const probe of probesFor(op, known)) {
        const sessionHeaders = { cookie: `${COOKIE.session}=${admin.cookie(COOKIE.session)}; ${COOKIE.csrf}=${admin.cookie(COOKIE.csrf)}`, [HEADER.csrf]: admin.cookie(COOKIE.csrf)!, [HEADER.account]: 'admin' };
        const response = await server.app.inject({ method: probe.method, url: probe.url, headers: { ...sessionHeaders, ...probe.headers }, ...(probe.payload !== undefined ? { payload: probe.payload } : {}) });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${probe.method} ${probe.url.slice(0, 160)} [${probe.headers?.['content-type'] ?? ''}] ${String(probe.payload ?? '').slice(0, 120)}`;
        if (response.statusCode >= 500) failures.push(`${response.statusCode} ${where}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400 && !/^\{"status":\d+,"message":"[^"]+"/.test(response.body)) failures.push(`${response.statusCode} not an envelope ${where}: ${response.body.slice(0, 200)}`);
      }
      // Some operations end the session (sign-out); the next one starts signed in again.
      if ((await admin.get('/api/getuser')).statusCode !== 200) await signInAdmin();
    }
    console.log(`fuzz on ${dialect}: ${sent} requests over ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    expect(failures).toEqual([]);
  }, 120_000);
});
