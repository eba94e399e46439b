import { describe, expect, it } from 'vitest';
import { UploadEngine } from '../../../src/features/upload/engine';
import type { PageMessage, QueueMessage, SessionValues } from '../../../src/features/upload/queue-messages';
import type { PersistedUploadState } from '../../../src/features/upload/types';
import { createUploadQueue } from '../../../src/features/upload/upload-queue';
import { initialState, type UploadRecord } from '../../../src/features/upload/upload-record';
import { API_PREFIX, FakeUploadServer, md5Hex } from './fake-upload-server';
import { bytesOf, CHUNK, fileOf, settle } from './harness';
import { MemoryRecordStore } from './memory-record-store';

const LI_NA: SessionValues = { account: 'li.na', csrf: 'csrf-1' };
const ZHAO: SessionValues = { account: 'zhao.lei', csrf: 'csrf-2' };

function recordOf(id: string, bytes: Uint8Array<ArrayBuffer>, extra: Partial<UploadRecord> = {}): UploadRecord {
  const file = fileOf(bytes, `${id}.bin`);
  return {
    id,
    account: 'li.na',
    file,
    name: file.name,
    relativePath: '',
    size: file.size,
    lastModified: file.lastModified,
    libraryId: 7,
    parentId: 70,
    state: initialState(true),
    addedAt: Date.now(),
    ...extra,
  };
}

/** The queue as the worker runs it, on a fake server and a store held in memory. */
function queueOn(server: FakeUploadServer, store: MemoryRecordStore | null, tickMs = 1000) {
  const messages: QueueMessage[] = [];
  const watchers = new Set<() => void>();
  const accounts: string[] = [];
  const queue = createUploadQueue({
    store,
    createEngine: (account) => {
      accounts.push(account);
      return new UploadEngine({ transport: server.transport, apiPrefix: API_PREFIX, chunkSize: CHUNK, retryDelayMs: 5, maxRetryDelayMs: 20, isOnline: () => true, autoStart: false });
    },
    broadcast: (message) => {
      messages.push(message);
      for (const watch of [...watchers]) watch();
    },
    tickMs,
  });
  /** Resolves with the first message (already sent or still to come) that `match` accepts. */
  const until = <T extends QueueMessage>(match: (message: QueueMessage) => message is T) =>
    new Promise<T>((resolve) => {
      const check = () => {
        const found = messages.find(match);
        if (found) {
          watchers.delete(check);
          resolve(found);
        }
      };
      watchers.add(check);
      check();
    });
  const send = async (message: PageMessage) => {
    const answer = await queue.handle(message);
    if (answer) messages.push(answer);
    return answer;
  };
  return { queue, messages, until, send, accounts };
}

const completeOf = (id: string) => (message: QueueMessage): message is Extract<QueueMessage, { type: 'upload:complete' }> =>
  message.type === 'upload:complete' && message.id === id;

const itemWith = (id: string, status: string) => (message: QueueMessage): message is Extract<QueueMessage, { type: 'upload:item' }> =>
  message.type === 'upload:item' && message.item.id === id && message.item.status === status;

describe('the upload queue of the service worker', () => {
  it('resumes the last person’s stored uploads when the worker starts, and drops each record once the server holds the file', async () => {
    const server = new FakeUploadServer();
    const store = new MemoryRecordStore();
    store.lastAccount = 'li.na';
    const bytes = bytesOf(3 * CHUNK + 10, 1);
    await store.put(recordOf('report', bytes));
    await store.put(recordOf('paused', bytesOf(2 * CHUNK, 2), { state: { ...initialState(true), status: 'paused' } }));
    await store.put(recordOf('theirs', bytesOf(2 * CHUNK, 3), { account: 'zhao.lei' }));
    const { queue, until } = queueOn(server, store);

    await queue.boot();
    const done = await until(completeOf('report'));
    await queue.settled();

    expect(done).toMatchObject({ libraryId: 7, parentId: 70, instant: false });
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
    expect([...store.records.keys()].sort()).toEqual(['paused', 'theirs']);
    expect(queue.snapshot().map((item) => [item.id, item.status])).toEqual([
      ['report', 'success'],
      ['paused', 'paused'],
    ]);
  });

  it('keeps the stored state in step, so a worker stopped mid-upload resumes the same upload without sending again what the server holds', async () => {
    const server = new FakeUploadServer();
    const store = new MemoryRecordStore();
    const gate = server.hold((info) => info.kind === 'chunk' && info.chunkNumber === 3);
    const bytes = bytesOf(4 * CHUNK, 4);
    await store.put(recordOf('survey', bytes));
    const first = queueOn(server, store);
    await first.send({ type: 'upload:add', session: LI_NA, files: [{ id: 'survey', stored: true }] });
    await gate.reached(1);
    await settle();
    const saved = store.records.get('survey')!.state;
    expect(saved).toMatchObject({ status: 'uploading', identifier: expect.any(String), fileMd5: md5Hex(bytes) });
    // The browser stops the worker: its engine and everything in flight are gone.
    first.queue.dispose();
    gate.release();

    const second = queueOn(server, store);
    await second.queue.boot();
    const done = await second.until(completeOf('survey'));
    await second.queue.settled();
    expect(second.queue.snapshot()[0]!.identifier).toBe(saved.identifier);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
    expect(server.chunkPosts().filter((chunk) => chunk === 1)).toHaveLength(1);
    expect(store.records.size).toBe(0);
  });

  it('runs a file the browser could not store from the message itself', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(2 * CHUNK, 5);
    const { send, until } = queueOn(server, null);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'memo', stored: false, record: recordOf('memo', bytes) }] });
    const done = await until(completeOf('memo'));
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('tells every page about a skipped duplicate and drops its record', async () => {
    const server = new FakeUploadServer();
    const store = new MemoryRecordStore();
    const bytes = bytesOf(2 * CHUNK, 6);
    const file = fileOf(bytes, 'plan.pdf');
    await store.put({ ...recordOf('one', bytes), file, name: 'plan.pdf', lastModified: file.lastModified });
    await store.put({ ...recordOf('two', bytes), file, name: 'plan.pdf', lastModified: file.lastModified });
    const { send, messages } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'one', stored: true }, { id: 'two', stored: true }] });
    await settle();

    expect(messages).toContainEqual({ type: 'upload:skipped', id: 'two', name: 'plan.pdf', reason: 'duplicate' });
    expect(store.records.has('two')).toBe(false);
  });

  it('cancels an upload whose permit is refused: the pages learn why and the stored file is dropped', async () => {
    const server = new FakeUploadServer();
    server.fail((info) => info.kind === 'permit', { status: 403, body: { status: 403, message: 'Sorry, your privileges are insufficient!' } }, 1);
    const store = new MemoryRecordStore();
    await store.put(recordOf('denied', bytesOf(2 * CHUNK, 7)));
    const { send, until } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'denied', stored: true }] });

    const removed = await until((message): message is Extract<QueueMessage, { type: 'upload:removed' }> => message.type === 'upload:removed');
    expect(removed).toEqual({
      type: 'upload:removed',
      id: 'denied',
      reason: 'cancelled',
      error: { kind: 'server', status: 403, message: 'Sorry, your privileges are insufficient!' },
    });
    await settle();
    expect(store.records.size).toBe(0);
  });

  it('never runs one person’s uploads for another who signs in on the same browser', async () => {
    const server = new FakeUploadServer();
    const store = new MemoryRecordStore();
    store.lastAccount = 'li.na';
    await store.put(recordOf('hers', bytesOf(2 * CHUNK, 8), { state: { ...initialState(true), status: 'paused' } }));
    const { queue, send, accounts } = queueOn(server, store);
    await queue.boot();
    expect(queue.snapshot().map((item) => item.id)).toEqual(['hers']);

    const answer = await send({ type: 'upload:hello', session: ZHAO, signedIn: true });
    expect(answer).toEqual({ type: 'upload:snapshot', items: [] });
    expect(accounts).toEqual(['li.na', 'zhao.lei']);
    expect(store.lastAccount).toBe('zhao.lei');
    // A page that does not know its person yet changes nothing.
    await send({ type: 'upload:ping', session: { account: null, csrf: null } });
    expect(accounts).toEqual(['li.na', 'zhao.lei']);
    expect(store.records.has('hers')).toBe(true);
  });

  it('stops sending when the person signs out, and goes on when they are back', async () => {
    const server = new FakeUploadServer();
    const gate = server.hold((info) => info.kind === 'chunk' && info.chunkNumber === 2);
    const store = new MemoryRecordStore();
    const bytes = bytesOf(3 * CHUNK, 16);
    await store.put(recordOf('draft', bytes));
    const { send, until, queue } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'draft', stored: true }] });
    await gate.reached(1);

    expect(await send({ type: 'upload:sign-out', session: LI_NA })).toEqual({ type: 'upload:snapshot', items: [] });
    expect(store.lastAccount).toBeNull();
    expect(queue.snapshot()).toEqual([]);
    const sent = server.log.length;
    gate.release();
    await settle();
    // The request that was under way was dropped; nothing new went out.
    expect(server.log.slice(sent).filter((entry) => entry.kind !== 'mark' && entry.at === 'request')).toEqual([]);
    expect(store.records.get('draft')!.state.status).toBe('uploading');

    await send({ type: 'upload:hello', session: LI_NA, signedIn: true });
    const done = await until(completeOf('draft'));
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('goes on with an upload stopped by a lapsed session once a page of the same person says hello', async () => {
    const server = new FakeUploadServer();
    server.fail((info) => info.kind === 'permit', { status: 401, body: { status: 401, message: 'Logon failed, please re-login' } }, 1);
    const store = new MemoryRecordStore();
    await store.put(recordOf('late', bytesOf(2 * CHUNK, 9)));
    const { send, until } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'late', stored: true }] });
    await until(itemWith('late', 'signIn'));
    expect(store.records.get('late')!.state.status).toBe('error');

    await send({ type: 'upload:hello', session: LI_NA, signedIn: true });
    await until(completeOf('late'));
  });

  it('waits for sign-in at the first refused chunk, lets the sign-in page look without retrying, and goes on at once after signing in', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(4 * CHUNK, 12);
    const signedOut = { status: 401, body: { status: 401, message: 'Logon failed, please re-login' } };
    // The session lapses once the second chunk has been stored: every later call is refused.
    let lapsed = false;
    server.fail((info) => lapsed && info.kind !== 'permit', signedOut, 1000);
    server.fail((info) => lapsed && info.kind === 'permit', signedOut, 1000);
    const gate = server.hold((info) => info.kind === 'chunk' && info.chunkNumber === 3);
    const store = new MemoryRecordStore();
    await store.put(recordOf('thesis', bytes));
    const { send, until, messages } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'thesis', stored: true }] });
    await gate.reached(1);
    // Chunks 1 and 2 went beside it: they are stored before the session lapses.
    const storedChunks = () => server.log.filter((entry) => entry.kind === 'chunk' && entry.at === 'answer' && entry.status === 200).length;
    while (storedChunks() < 2) await settle(5);
    lapsed = true;
    gate.release();
    const waiting = await until(itemWith('thesis', 'signIn'));
    expect(waiting.item.progress).toBeGreaterThan(0);
    await settle();
    // No retry timer keeps asking with a session that is gone.
    const refused = server.log.filter((entry) => entry.kind !== 'mark' && entry.at === 'answer' && entry.status === 401).length;
    expect(refused).toBeLessThanOrEqual(3);
    expect(store.records.get('thesis')!.state.error?.status).toBe(401);

    // A worker started later (a browser restart) shows it waiting, with how far it got, before asking anyone.
    const restarted = queueOn(new FakeUploadServer(), store);
    await restarted.queue.boot();
    expect(restarted.queue.snapshot()).toMatchObject([{ id: 'thesis', status: 'signIn', uploadedBytes: waiting.item.uploadedBytes }]);
    restarted.queue.dispose();

    // The sign-in page looks at the queue: nothing is sent.
    const sent = server.log.length;
    const snapshot = await send({ type: 'upload:hello', session: LI_NA, signedIn: false });
    expect(snapshot).toMatchObject({ type: 'upload:snapshot', items: [{ id: 'thesis', status: 'signIn' }] });
    await settle();
    expect(server.log.length).toBe(sent);

    lapsed = false;
    const held = server.chunkPosts().length;
    await send({ type: 'upload:hello', session: LI_NA, signedIn: true });
    const done = await until(completeOf('thesis'));
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
    // Chunks the server already held were not sent again.
    expect(server.chunkPosts().length - held).toBeLessThan(4);
    expect(messages.some((message) => message.type === 'upload:item' && message.item.status === 'error')).toBe(false);
  });

  it('does not add twice a file the worker restored while the page was still handing it over', async () => {
    const server = new FakeUploadServer();
    const store = new MemoryRecordStore();
    store.lastAccount = 'li.na';
    await store.put(recordOf('race', bytesOf(2 * CHUNK, 10)));
    const { queue, send, until, messages } = queueOn(server, store);
    await queue.boot();
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'race', stored: true }] });
    await until(completeOf('race'));
    expect(messages.filter((message) => message.type === 'upload:skipped')).toEqual([]);
  });

  it('pauses, resumes and removes on a page’s command; a removed upload’s file leaves the store', async () => {
    const server = new FakeUploadServer();
    const gate = server.hold((info) => info.kind === 'chunk');
    const store = new MemoryRecordStore();
    await store.put(recordOf('a', bytesOf(3 * CHUNK, 11)));
    await store.put(recordOf('b', bytesOf(3 * CHUNK, 12)));
    const { send, until } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'a', stored: true }, { id: 'b', stored: true }] });
    await gate.reached(1);

    await send({ type: 'upload:command', session: LI_NA, command: 'pause', id: 'a' });
    await until(itemWith('a', 'paused'));
    await send({ type: 'upload:command', session: LI_NA, command: 'remove', id: 'b' });
    await settle();
    expect(store.records.has('b')).toBe(false);
    expect(store.records.get('a')!.state.status).toBe('paused');

    gate.release();
    await send({ type: 'upload:command', session: LI_NA, command: 'resume', id: 'a' });
    await until(completeOf('a'));
  });

  it('starts a file added with auto-start off only when asked', async () => {
    const server = new FakeUploadServer();
    const store = new MemoryRecordStore();
    await store.put(recordOf('later', bytesOf(2 * CHUNK, 13), { state: initialState(false) }));
    const { send, until, queue } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'later', stored: true }] });
    await settle();
    expect(queue.snapshot()[0]).toMatchObject({ status: 'waiting', started: false });
    expect(server.log).toEqual([]);

    await send({ type: 'upload:command', session: LI_NA, command: 'start', id: 'later' });
    await until(completeOf('later'));
  });

  it('settles once the uploads are done and the store is up to date (what Background Sync waits for)', async () => {
    const server = new FakeUploadServer();
    const store = new MemoryRecordStore();
    await store.put(recordOf('sync', bytesOf(2 * CHUNK, 14)));
    const { send, queue } = queueOn(server, store);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'sync', stored: true }] });
    await queue.wake();
    await queue.settled();
    expect(queue.snapshot()[0]!.status).toBe('success');
    expect(store.journal[store.journal.length - 1]).toBe('delete sync');
  });

  it('sends the figures of running uploads again while no chunk completes', async () => {
    const server = new FakeUploadServer();
    const gate = server.hold((info) => info.kind === 'chunk' && info.chunkNumber === 2);
    const store = new MemoryRecordStore();
    await store.put(recordOf('slow', bytesOf(3 * CHUNK, 15)));
    const { send, messages } = queueOn(server, store, 10);
    await send({ type: 'upload:add', session: LI_NA, files: [{ id: 'slow', stored: true }] });
    await gate.reached(1);
    await settle();
    const before = messages.length;
    await settle(60);
    const ticks = messages.slice(before).filter((message) => message.type === 'upload:item');
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    gate.release();
  });
});

describe('the stored state a record starts with', () => {
  it('says whether the file was started, so a restored one waits or goes as it was added', () => {
    const started: PersistedUploadState = initialState(true);
    expect(started).toEqual({ identifier: null, fileMd5: null, status: 'uploading', nodeId: null, error: null });
    expect(initialState(false).status).toBe('queued');
  });
});
