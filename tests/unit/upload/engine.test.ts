import { describe, expect, it } from 'vitest';
import { md5OfBlob, type HashBlob } from '../../../src/features/upload/hasher';
import { FakeUploadServer, md5Hex } from './fake-upload-server';
import { bytesOf, CHUNK, fileOf, harness, itemOf, settle } from './harness';

const isPost = (info: { kind: string }) => info.kind === 'chunk';

/** A hash that waits for `release()` before it answers, so a test decides when the MD5 is known. */
function heldHash(server: FakeUploadServer) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const hash: HashBlob = async (blob, options) => {
    const md5 = await md5OfBlob(blob, options);
    await gate;
    server.mark('hashed');
    return md5;
  };
  return { hash, release };
}

describe('uploading a file in chunks', () => {
  it('stores the file under its target with exactly the bytes picked, each chunk sent once', async () => {
    const server = new FakeUploadServer();
    const { engine, until, events } = harness(server);
    const bytes = bytesOf(5 * CHUNK + 1234, 1);
    engine.add([itemOf('a', fileOf(bytes, 'plan.docx'), { relativePath: 'specs/2026' })]);

    const done = await until('a', (item) => item.status === 'success');

    const node = server.nodes.get(done.nodeId!)!;
    expect(md5Hex(node.bytes)).toBe(md5Hex(bytes));
    expect(node).toMatchObject({ libraryId: 7, parentId: 70, name: 'plan.docx', relativePath: 'specs/2026' });
    // The last chunk absorbs the remainder, as the permit's totalChunk says.
    expect(done.chunks).toEqual(['success', 'success', 'success', 'success', 'complete']);
    expect([...server.stored.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(done).toMatchObject({ progress: 1, uploadedBytes: bytes.length, timeRemaining: 0, fileMd5: md5Hex(bytes), instant: false });
    expect(done.averageSpeed).toBeGreaterThan(0);
    expect(events).toContainEqual({ type: 'complete', id: 'a', nodeId: done.nodeId, instant: false });
  });

  it('puts a file in a folder named exactly like it into that folder, not beside it', async () => {
    const server = new FakeUploadServer();
    const { engine, until } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(100, 2), 'notes'), { relativePath: 'team/notes' })]);

    const done = await until('a', (item) => item.status === 'success');

    expect(server.nodes.get(done.nodeId!)).toMatchObject({ name: 'notes', relativePath: 'team/notes' });
  });

  it('classes files by extension and keeps the item fields the list shows', async () => {
    const server = new FakeUploadServer();
    const { engine, item } = harness(server, { autoStart: false });
    const names = ['photo.PNG', 'clip.mkv', 'song.flac', 'sheet.xlsx', 'archive.7z', 'README'];
    engine.add(names.map((name, index) => itemOf(name, fileOf(bytesOf(10, index), name))));

    expect(names.map((name) => item(name).type)).toEqual(['image', 'video', 'audio', 'document', 'unknown', 'unknown']);
    expect(item('photo.PNG')).toMatchObject({ extension: 'png', size: 10, status: 'waiting', progress: 0, timeRemaining: null });
  });

  it('sends chunks while the file is still being hashed, and the last one only once the MD5 is known, carrying it', async () => {
    const server = new FakeUploadServer();
    const { hash, release } = heldHash(server);
    const { engine, until } = harness(server, { hash });
    const bytes = bytesOf(4 * CHUNK, 2);
    engine.add([itemOf('a', fileOf(bytes))]);

    await until('a', (item) => item.chunks.length === 4 && item.chunks.slice(0, 3).every((status) => status === 'success'));
    expect(server.chunkPosts()).toEqual([1, 2, 3]);
    release();
    const done = await until('a', (item) => item.status === 'success');

    const order = server.log.flatMap((entry) => {
      if (entry.kind === 'mark') return [entry.label];
      if (entry.at !== 'request') return [];
      return [entry.kind === 'chunk' ? `chunk ${entry.chunkNumber}` : entry.fileMd5 ? `${entry.kind} with md5` : entry.kind];
    });
    // With only the last chunk left, the chunk carries the MD5 itself: no permit round trip before it.
    expect(order).toEqual(['permit', 'chunk 1', 'chunk 2', 'chunk 3', 'hashed', 'chunk 4']);
    const last = server.log.find((entry) => entry.kind === 'chunk' && entry.chunkNumber === 4);
    expect(last).toMatchObject({ fileMd5: md5Hex(bytes) });
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('once the MD5 is known, sends the last chunk beside the others, and completes on whichever arrives last', async () => {
    const server = new FakeUploadServer();
    const gate = server.hold((info) => info.kind === 'chunk' && info.chunkNumber === 1);
    const { engine, until } = harness(server);
    const bytes = bytesOf(5 * CHUNK + 7, 4);
    engine.add([itemOf('a', fileOf(bytes))]);

    await until('a', (item) => item.chunks.length === 5 && item.chunks.slice(1).every((status) => status === 'success'));
    expect(gate.waiting).toBe(1);
    expect(server.chunkPosts()).toContain(5);
    gate.release();

    const done = await until('a', (item) => item.status === 'success');
    const completing = server.log.filter((entry) => entry.kind === 'chunk' && entry.at === 'answer').at(-1);
    expect(completing).toMatchObject({ chunkNumber: 1 });
    expect(server.chunkPosts().sort()).toEqual([1, 2, 3, 4, 5]);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('hashes a one-chunk file first, so a single permit carries its MD5', async () => {
    const server = new FakeUploadServer();
    const { engine, until } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(CHUNK + 10, 3)))]);
    await until('a', (item) => item.status === 'success');

    const permits = server.log.filter((entry) => entry.kind === 'permit' && entry.at === 'request');
    expect(permits).toHaveLength(1);
    expect(permits[0]).toMatchObject({ fileMd5: md5Hex(bytesOf(CHUNK + 10, 3)) });
  });
});

describe('a folder and a new version', () => {
  it('uploads many small files of a folder, each to its place, never more than three requests at once', async () => {
    const server = new FakeUploadServer();
    const { engine, until } = harness(server);
    const files = Array.from({ length: 10 }, (_, index) =>
      itemOf(`f${index}`, fileOf(bytesOf(1000 + index, 50 + index), `note-${index}.txt`), { relativePath: `docs/${index % 3}` }),
    );
    engine.add(files);
    await Promise.all(files.map((file) => until(file.id, (item) => item.status === 'success')));

    const stored = [...server.nodes.values()].map((node) => `${node.relativePath}/${node.name}`).sort();
    expect(stored).toEqual(files.map((file) => `${file.relativePath}/${file.name}`).sort());
    expect(server.maxInFlight).toBeLessThanOrEqual(3);
  });

  it('sends a new version of an existing file with its fileId', async () => {
    const server = new FakeUploadServer();
    const { engine, until } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(2 * CHUNK, 60)), { fileId: 900 })]);
    const done = await until('a', (item) => item.status === 'success');
    expect(server.nodes.get(done.nodeId!)?.fileId).toBe(900);
    expect(done.fileId).toBe(900);
  });
});

describe('progress, speed and time remaining', () => {
  it('counts what the server holds and estimates the rest from the current speed', async () => {
    const server = new FakeUploadServer();
    let clock = 0;
    // Every reading of the clock moves it 50 ms on, so speeds are defined without real waiting.
    const now = () => (clock += 50);
    const gate = server.hold((info) => isPost(info) && info.chunkNumber! >= 3);
    const { engine, until } = harness(server, { now, simultaneousUploads: 1 });
    const bytes = bytesOf(4 * CHUNK, 61);
    engine.add([itemOf('a', fileOf(bytes))]);
    await gate.reached(1);

    const halfway = await until('a', (item) => item.uploadedBytes === 2 * CHUNK);
    expect(halfway.progress).toBe(0.5);
    expect(halfway.currentSpeed).toBeGreaterThan(0);
    expect(halfway.averageSpeed).toBeGreaterThan(0);
    expect(halfway.timeRemaining).toBeCloseTo((2 * CHUNK) / halfway.currentSpeed, 5);
    gate.release();
    await until('a', (item) => item.status === 'success');
  });
});

describe('what is skipped', () => {
  it('skips empty files', () => {
    const server = new FakeUploadServer();
    const { engine, events } = harness(server);
    const result = engine.add([itemOf('empty', fileOf(new Uint8Array(0), 'empty.txt'))]);

    expect(result).toEqual({ added: [], skipped: [{ id: 'empty', reason: 'empty' }] });
    expect(events).toEqual([{ type: 'skipped', id: 'empty', name: 'empty.txt', reason: 'empty' }]);
    expect(engine.snapshot()).toEqual([]);
  });

  it('skips the same file for the same folder twice, unless duplicates are allowed', () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(100, 4);
    const { engine } = harness(server, { autoStart: false });
    const result = engine.add([
      itemOf('first', fileOf(bytes)),
      itemOf('again', fileOf(bytes)),
      itemOf('elsewhere', fileOf(bytes), { parentId: 71 }),
      itemOf('edited', fileOf(bytes, 'report.pdf', 1_800_000_000_000)),
    ]);
    expect(result.skipped).toEqual([{ id: 'again', reason: 'duplicate' }]);
    expect(result.added).toEqual(['first', 'elsewhere', 'edited']);

    const lenient = harness(server, { autoStart: false, allowDuplicates: true }).engine;
    expect(lenient.add([itemOf('first', fileOf(bytes)), itemOf('again', fileOf(bytes))]).added).toEqual(['first', 'again']);
  });

  it('waits for start() when auto-start is off', async () => {
    const server = new FakeUploadServer();
    const { engine, until, item } = harness(server, { autoStart: false });
    engine.add([itemOf('a', fileOf(bytesOf(2 * CHUNK, 5)))]);
    await settle();
    expect(server.log).toEqual([]);
    expect(item('a').status).toBe('waiting');

    engine.start();
    await until('a', (snapshot) => snapshot.status === 'success');
  });
});

describe('the same content twice', () => {
  it('finishes a file the server already holds without sending a byte', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(CHUNK + 77, 6);
    server.seed(bytes);
    const { engine, until } = harness(server);
    engine.add([itemOf('a', fileOf(bytes))]);

    const done = await until('a', (item) => item.status === 'success');
    expect(done).toMatchObject({ instant: true, progress: 1 });
    expect(server.chunkPosts()).toEqual([]);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('stops sending at once when the MD5 turns a big upload instant', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(6 * CHUNK, 7);
    server.seed(bytes);
    const { hash, release } = heldHash(server);
    const gate = server.hold(isPost);
    const { engine, until } = harness(server, { hash });
    engine.add([itemOf('a', fileOf(bytes))]);
    await gate.reached(3);

    release();
    const done = await until('a', (item) => item.status === 'success');
    expect(done.instant).toBe(true);
    // The three chunks in flight were abandoned and none was stored.
    await settle();
    expect(server.stored.size).toBe(0);
    expect(server.chunkPosts()).toEqual([1, 2, 3]);
  });
});

describe('resuming', () => {
  it('after a reload sends only the chunks the server lacks, under the same identifier', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(6 * CHUNK + 500, 8);
    const file = fileOf(bytes);
    const gate = server.hold((info) => info.kind === 'chunk' && info.chunkNumber! >= 4);
    const before = harness(server, { simultaneousUploads: 1 });
    before.engine.add([itemOf('a', file)]);
    await gate.reached(1);
    const saved = before.persisted.get('a')!;
    expect(saved).toMatchObject({ status: 'uploading', identifier: expect.any(String) });

    // The page goes away mid-chunk; a new page (a new engine) picks the stored item up.
    before.engine.dispose();
    gate.release();
    const after = harness(server);
    after.engine.add([itemOf('a', file, { state: saved })]);
    const done = await after.until('a', (item) => item.status === 'success');

    expect(done.identifier).toBe(saved.identifier);
    expect(server.chunkPosts(saved.identifier!)).toEqual([1, 2, 3, 4, 4, 5, 6]);
    expect([...server.stored.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
    expect(after.persisted.get('a')).toMatchObject({ status: 'success', nodeId: done.nodeId, fileMd5: md5Hex(bytes) });
  });

  it('asks the server before resending a chunk of a resumed upload, and skips what it holds', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(3 * CHUNK, 9);
    const file = fileOf(bytes);
    const first = harness(server, { simultaneousUploads: 1 });
    const gate = server.hold((info) => info.kind === 'chunk' && info.chunkNumber === 2);
    first.engine.add([itemOf('a', file)]);
    await gate.reached(1);
    first.engine.dispose();
    gate.release();
    // A chunk that lands after the permit was answered (a request the old page left behind) is found by
    // the test GET instead of being sent again.
    const identifier = first.persisted.get('a')!.identifier!;
    const testGate = server.hold((info) => info.kind === 'test');
    const second = harness(server, { simultaneousUploads: 1 });
    const sentBefore = server.chunkPosts(identifier).length;
    second.engine.add([itemOf('a', file, { state: first.persisted.get('a')! })]);
    await testGate.reached(1);
    server.uploads.get(identifier)!.held.add(2);
    server.uploads.get(identifier)!.part.set(bytes.subarray(CHUNK, 2 * CHUNK), CHUNK);
    testGate.release();

    const done = await second.until('a', (item) => item.status === 'success');
    expect(server.chunkPosts(identifier).slice(sentBefore)).toEqual([3]);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('starts over when the server no longer knows the stored identifier', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(3 * CHUNK, 10);
    const { engine, until } = harness(server);
    const stale = { identifier: 'abcdefabcdefabcdef', fileMd5: null, status: 'uploading' as const, nodeId: null, error: null };
    engine.add([itemOf('a', fileOf(bytes), { state: stale })]);

    const done = await until('a', (item) => item.status === 'success');
    expect(done.identifier).not.toBe(stale.identifier);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('does not hash again when the stored state has the MD5', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(3 * CHUNK, 11);
    const hash: HashBlob = () => Promise.reject(new Error('hashed again'));
    const { engine, until } = harness(server, { hash });
    const saved = { identifier: null, fileMd5: md5Hex(bytes), status: 'uploading' as const, nodeId: null, error: null };
    engine.add([itemOf('a', fileOf(bytes), { state: saved })]);
    expect((await until('a', (item) => item.status !== 'uploading' && item.status !== 'waiting')).status).toBe('success');
  });
});

describe('failures', () => {
  it('retries a chunk after network errors, with the failure shown meanwhile', async () => {
    const server = new FakeUploadServer();
    server.fail((info) => isPost(info) && info.chunkNumber === 2, 'network', 2);
    const { engine, until } = harness(server);
    const bytes = bytesOf(3 * CHUNK, 12);
    engine.add([itemOf('a', fileOf(bytes))]);

    const retrying = await until('a', (item) => item.retrying !== null);
    expect(retrying).toMatchObject({ status: 'uploading', retrying: { kind: 'network' } });
    expect(retrying.chunks[1]).toBe('retry');
    const done = await until('a', (item) => item.status === 'success');
    expect(server.chunkPosts().filter((number) => number === 2)).toHaveLength(3);
    expect(done.retrying).toBeNull();
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('retries a server that is restarting (502, 503) and one that asks to slow down (429)', async () => {
    const server = new FakeUploadServer();
    server.fail(isPost, { status: 502 }, 1);
    server.fail(isPost, { status: 503 }, 1);
    server.fail((info) => info.kind === 'permit', { status: 429 }, 1);
    const { engine, until } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(3 * CHUNK, 13)))]);
    await until('a', (item) => item.status === 'success');
  });

  it('waits while offline until the host says the network is back', async () => {
    const server = new FakeUploadServer();
    let online = true;
    server.fail((info) => isPost(info) && info.chunkNumber === 2, 'network', 1);
    const { engine, until } = harness(server, { isOnline: () => online, maxRetryDelayMs: 60_000, simultaneousUploads: 1 });
    online = false;
    engine.add([itemOf('a', fileOf(bytesOf(3 * CHUNK, 14)))]);
    await until('a', (item) => item.chunks[1] === 'retry');
    await settle(50);
    expect(server.chunkPosts().filter((number) => number === 2)).toEqual([2]);

    online = true;
    engine.resume();
    await until('a', (item) => item.status === 'success');
  });

  it('stops the item on a permanent status (500) with the server message, and goes on after retry', async () => {
    const server = new FakeUploadServer();
    server.fail((info) => isPost(info) && info.chunkNumber === 2, { status: 500, body: { status: 500, message: '系统出现异常' } }, 1);
    const { engine, until, persisted } = harness(server, { simultaneousUploads: 1 });
    const bytes = bytesOf(3 * CHUNK, 15);
    engine.add([itemOf('a', fileOf(bytes))]);

    const failed = await until('a', (item) => item.status === 'error');
    expect(failed.error).toEqual({ kind: 'server', status: 500, message: '系统出现异常' });
    expect(failed.chunks[1]).toBe('error');
    await settle();
    expect(server.chunkPosts()).toEqual([1, 2]);
    expect(persisted.get('a')).toMatchObject({ status: 'error', error: failed.error });

    engine.retry('a');
    const done = await until('a', (item) => item.status === 'success');
    expect(server.chunkPosts()).toEqual([1, 2, 2, 3]);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('confirms with the server when the last answer was lost, and sends again what it lacks', async () => {
    const server = new FakeUploadServer();
    const lost = { status: 0, message: 'success', data: { complete: false, nodeId: null, uploadedChunks: 2 } };
    server.fail((info) => isPost(info) && info.chunkNumber === 3, { status: 200, body: lost }, 1);
    // The MD5 is known once the first two chunks are stored, so the last one carries it.
    const { hash, release } = heldHash(server);
    const { engine, until } = harness(server, { hash });
    const bytes = bytesOf(3 * CHUNK, 62);
    engine.add([itemOf('a', fileOf(bytes))]);
    await until('a', (item) => item.chunks.length === 3 && item.chunks.slice(0, 2).every((status) => status === 'success'));
    release();

    const done = await until('a', (item) => item.status === 'success');
    // The opening permit, then one asked only after the last chunk's answer said nothing of completion.
    const requests = server.log.filter((entry) => entry.kind !== 'mark' && entry.at === 'request').map((entry) => (entry.kind === 'chunk' ? `chunk ${entry.chunkNumber}` : entry.kind));
    expect(requests).toEqual(['permit', 'chunk 1', 'chunk 2', 'chunk 3', 'permit', 'chunk 3']);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('stops when the server collected an abandoned upload, and starts a new one on retry', async () => {
    const server = new FakeUploadServer();
    const gate = server.hold((info) => isPost(info) && info.chunkNumber === 2);
    // No permit carrying the MD5 may reach the server after it forgot the upload: that permit would
    // start a new upload at once, which is the other way back.
    const { hash, release } = heldHash(server);
    const { engine, until } = harness(server, { simultaneousUploads: 1, hash });
    const bytes = bytesOf(3 * CHUNK, 63);
    engine.add([itemOf('a', fileOf(bytes))]);
    await gate.reached(1);
    const first = engine.snapshot()[0]!.identifier!;
    server.uploads.delete(first);
    gate.release();

    const failed = await until('a', (item) => item.status === 'error');
    expect(failed.error).toMatchObject({ status: 404, message: 'Upload not found' });
    release();
    engine.retry('a');
    const done = await until('a', (item) => item.status === 'success');
    expect(done.identifier).not.toBe(first);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('reads an error body that is not JSON as text', async () => {
    const server = new FakeUploadServer();
    server.fail(isPost, { status: 415, text: 'Unsupported Media Type' }, 1);
    const { engine, until } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(2 * CHUNK, 16)))]);
    expect((await until('a', (item) => item.status === 'error')).error).toEqual({ kind: 'server', status: 415, message: 'Unsupported Media Type' });
  });

  it('gives up on a refusal after the allowed retries (a wrong MD5 stays wrong)', async () => {
    const server = new FakeUploadServer();
    const wrong: HashBlob = async () => '0'.repeat(32);
    const { engine, until } = harness(server, { hash: wrong, maxRetries: 2 });
    engine.add([itemOf('a', fileOf(bytesOf(2 * CHUNK, 17)))]);

    const failed = await until('a', (item) => item.status === 'error');
    expect(failed.error).toEqual({ kind: 'server', status: 400, message: 'The file MD5 does not match its content' });
    expect(server.nodes.size).toBe(0);
    expect(server.chunkPosts().filter((number) => number === 2)).toHaveLength(3);
  });

  it('cancels the upload and shows the message when the permit is refused', async () => {
    const server = new FakeUploadServer();
    server.fail((info) => info.kind === 'permit', { status: 403, body: { status: 403, message: 'Sorry, your privileges are insufficient!' } }, 1);
    const { engine, events } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(2 * CHUNK, 18)))]);
    await settle();

    expect(events).toContainEqual({
      type: 'removed',
      id: 'a',
      reason: 'cancelled',
      error: { kind: 'server', status: 403, message: 'Sorry, your privileges are insufficient!' },
    });
    expect(engine.snapshot()).toEqual([]);
    expect(server.chunkPosts()).toEqual([]);
  });

  it('keeps the file when the session lapsed, to go on after signing in', async () => {
    const server = new FakeUploadServer();
    server.fail((info) => info.kind === 'permit', { status: 401, body: { status: 401, message: 'Logon failed, please re-login' } }, 1);
    const { engine, until } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(2 * CHUNK, 19)))]);
    expect((await until('a', (item) => item.status === 'signIn')).error?.status).toBe(401);

    engine.resumeSignedIn();
    await until('a', (item) => item.status === 'success');
  });

  it('reports a file whose bytes can no longer be read', async () => {
    const server = new FakeUploadServer();
    const lost = fileOf(bytesOf(2 * CHUNK, 20));
    lost.slice = () => {
      throw new DOMException('The file could not be read', 'NotReadableError');
    };
    const { engine, until } = harness(server);
    engine.add([itemOf('a', lost)]);
    expect((await until('a', (item) => item.status === 'error')).error).toMatchObject({ kind: 'unreadable' });
  });
});

describe('controls', () => {
  it('pauses mid-chunk, sends nothing while paused, and resumes without resending what is stored', async () => {
    const server = new FakeUploadServer();
    const bytes = bytesOf(4 * CHUNK, 21);
    const gate = server.hold((info) => isPost(info) && info.chunkNumber === 2);
    const { engine, until, persisted } = harness(server, { simultaneousUploads: 1 });
    engine.add([itemOf('a', fileOf(bytes))]);
    await gate.reached(1);

    engine.pause('a');
    expect(persisted.get('a')?.status).toBe('paused');
    gate.release();
    await settle(50);
    expect(server.chunkPosts()).toEqual([1, 2]);
    expect(server.stored.size).toBe(1);
    const paused = await until('a', (item) => item.status === 'paused');
    expect(paused.chunks).toEqual(['success', 'pending', 'pending', 'pending']);

    engine.resume('a');
    const done = await until('a', (item) => item.status === 'success');
    expect([...server.stored.values()]).toEqual([1, 1, 1, 1]);
    expect(md5Hex(server.nodes.get(done.nodeId!)!.bytes)).toBe(md5Hex(bytes));
  });

  it('sends three chunks at a time across all items', async () => {
    const server = new FakeUploadServer();
    const gate = server.hold(isPost);
    const { engine, until } = harness(server);
    const files = [0, 1, 2].map((index) => itemOf(`f${index}`, fileOf(bytesOf(4 * CHUNK, 30 + index), `f${index}.bin`)));
    engine.add(files);
    await gate.reached(3);
    await settle(30);
    expect(gate.waiting).toBe(3);

    gate.release();
    await Promise.all(files.map((file) => until(file.id, (item) => item.status === 'success')));
    expect(server.maxInFlight).toBe(3);
    expect(server.nodes.size).toBe(3);
  });

  it('removes an item: its requests stop and it leaves the list', async () => {
    const server = new FakeUploadServer();
    const gate = server.hold(isPost);
    const { engine, events } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(4 * CHUNK, 40)))]);
    await gate.reached(3);

    engine.remove('a');
    gate.release();
    await settle();
    expect(events).toContainEqual({ type: 'removed', id: 'a', reason: 'removed', error: null });
    expect(engine.snapshot()).toEqual([]);
    expect(server.stored.size).toBe(0);
    await engine.settled();
  });

  it('settles once every item is done, failed or paused', async () => {
    const server = new FakeUploadServer();
    const { engine } = harness(server);
    engine.add([itemOf('a', fileOf(bytesOf(2 * CHUNK, 41))), itemOf('b', fileOf(bytesOf(CHUNK, 42), 'b.txt'))]);
    engine.pause('b');
    await engine.settled();
    expect(engine.snapshot().map((item) => item.status)).toEqual(['success', 'paused']);
  });
});
