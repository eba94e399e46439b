import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { WIKI_COLLAB, wikiDocumentName } from '../../contract/wiki';
import { DOC, sessionHeaders } from './library-support';
import { build, createUser, dropSchema, type TestServer } from './support/build';
import type { ApiClient } from './support/client';

export const WIKI = `${DOC}/wiki`;

export async function createPage(client: ApiClient, libraryId: number, title: string, parentId: number | null = null, position?: number) {
  const response = await client.post(`${WIKI}/${libraryId}/pages`, { title, parentId, ...(position !== undefined ? { position } : {}) });
  if (response.statusCode !== 200) throw new Error(`create page failed: ${response.body}`);
  return response.json().data as { id: number; title: string; parentId: number | null; position: number };
}

export async function grantLibrary(client: ApiClient, libraryId: number, account: string, role: 'read' | 'edit' | 'upload' | 'admin') {
  const response = await client.post(`${DOC}/common/perm`, { libraryId, grants: [{ grantee: { type: 'user', account }, role }] });
  if (response.statusCode !== 200) throw new Error(`grant failed: ${response.body}`);
}

export async function pageText(client: ApiClient, libraryId: number, pageId: number): Promise<string> {
  const response = await client.get(`${WIKI}/${libraryId}/pages/${pageId}`);
  if (response.statusCode !== 200) throw new Error(`get page failed: ${response.body}`);
  return response.json().data.text as string;
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition') {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The server listening on a loopback port, for sockets. */
export async function listen(server: TestServer): Promise<string> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${server.config.apiPrefix}${WIKI_COLLAB.path}`;
}

export interface Editor {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  synced: Promise<void>;
  /** Set when the server refused the connection, with its reason. */
  refusal: () => string | null;
  scope: () => string | null;
  /** The stateless messages the server sent, newest last. */
  notices: () => string[];
  close(): void;
}

/** A Yjs client of a page with the session of `client`, as the browser's editor connects. */
export function connectEditor(url: string, client: ApiClient | null, pageId: number): Editor {
  const cookie = client ? sessionHeaders(client).cookie : '';
  class CookieSocket extends WebSocket {
    constructor(address: string) {
      super(address, { headers: cookie ? { cookie } : {} });
    }
  }
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: CookieSocket, maxAttempts: 1 });
  let refusal: string | null = null;
  let scope: string | null = null;
  const notices: string[] = [];
  let resolveSynced: () => void = () => {};
  const synced = new Promise<void>((resolve) => (resolveSynced = resolve));
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: wikiDocumentName(pageId),
    document: doc,
    token: WIKI_COLLAB.token,
    onSynced: () => resolveSynced(),
    onAuthenticated: (data) => {
      scope = data.scope;
    },
    onAuthenticationFailed: (data) => {
      refusal = data.reason;
    },
    onStateless: ({ payload }) => {
      notices.push(payload);
    },
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    synced,
    refusal: () => refusal,
    scope: () => scope,
    notices: () => notices,
    close() {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

/** Appends a paragraph with `text` to the page as TipTap would (a `paragraph` element holding text). */
export function appendParagraph(doc: Y.Doc, text: string) {
  const fragment = doc.getXmlFragment(WIKI_COLLAB.fragment);
  const paragraph = new Y.XmlElement('paragraph');
  paragraph.insert(0, [new Y.XmlText(text)]);
  fragment.insert(fragment.length, [paragraph]);
}

export function paragraphs(doc: Y.Doc): string[] {
  return doc
    .getXmlFragment(WIKI_COLLAB.fragment)
    .toArray()
    .map((node) => (node instanceof Y.XmlElement ? node.toArray().map((child) => (child instanceof Y.XmlText ? child.toString() : '')).join('') : ''));
}

/** The entries of a zip (read through its central directory), each with its bytes. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  let at = zip.readUInt32LE(end + 16);
  const count = zip.readUInt16LE(end + 10);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    at += 46 + skip;
  }
  return entries;
}

/** Two app instances on one PostgreSQL schema and one Redis, with the editors a test opens on them. */
export interface TwoInstances {
  first: TestServer;
  second: TestServer;
  /** Closed after the suite. */
  editors: Editor[];
}

/**
 * For a suite about what live editing carries between instances: both are built before it (the people
 * named made on their database) and closed, with their schema and data folder, after it.
 */
export function twoInstancesSharingRedis(prefix: string, people: { account: string; name: string }[]): TwoInstances {
  const env = { REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: `${prefix}${randomBytes(4).toString('hex')}`, WIKI_STORE_DEBOUNCE_MS: '100' };
  const instances = { editors: [] } as unknown as TwoInstances;
  beforeAll(async () => {
    instances.first = await build('postgres', env, undefined, true);
    instances.second = await build('postgres', env, instances.first.state, true);
    for (const person of people) await createUser(instances.first.db, person.account, { name: person.name });
  });
  afterAll(async () => {
    for (const editor of instances.editors) editor.close();
    await instances.first.close();
    await instances.second.close();
    await dropSchema(instances.first.state.schema);
    fs.rmSync(instances.first.dataDir, { recursive: true, force: true });
  });
  return instances;
}
