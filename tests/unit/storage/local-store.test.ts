import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertKey, BlobMissingError, BlobTooLargeError } from '../../../server/storage/blob-store';
import { localBlobStore, resolveInside } from '../../../server/storage/local-store';
import { sweepStaging } from '../../../server/storage/staging';

describe('the local blob store', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-store-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
  const md5 = (value: string) => createHash('md5').update(value).digest('hex');

  it('hashes while staging and publishes under the SHA-256 only on commit', async () => {
    const store = localBlobStore(root);
    const staged = await store.stage(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(staged).toMatchObject({ sha256: sha256('hello world'), md5: md5('hello world'), size: 11 });
    expect(await store.exists(staged.sha256)).toBe(false);
    await store.commit(staged);
    expect(await store.exists(staged.sha256)).toBe(true);
    expect(fs.existsSync(staged.path)).toBe(false);
    expect(await text(await store.read(staged.sha256))).toBe('hello world');
    expect(await text(await store.read(staged.sha256, { start: 6, end: 10 }))).toBe('world');
    expect(fs.existsSync(path.join(root, staged.sha256.slice(0, 2), staged.sha256.slice(2, 4), staged.sha256))).toBe(true);
  });

  it('never shows a half-written upload: a failing stream leaves nothing behind', async () => {
    const store = localBlobStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('connection dropped'));
      },
    });
    await expect(store.stage(failing)).rejects.toThrow('connection dropped');
    expect(fs.readdirSync(path.join(root, '.staging'))).toEqual([]);
  });

  it('stops staging past the size limit', async () => {
    const store = localBlobStore(root);
    await expect(store.stage(Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), { maxBytes: 15 })).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(fs.readdirSync(path.join(root, '.staging'))).toEqual([]);
  });

  it('keeps the first copy when the same content is committed twice', async () => {
    const store = localBlobStore(root);
    const first = await store.stage(Readable.from(['same']));
    const second = await store.stage(Readable.from(['same']));
    await store.commit(first);
    await store.commit(second);
    expect(fs.readdirSync(path.join(root, '.staging'))).toEqual([]);
    expect(await text(await store.read(first.sha256))).toBe('same');
  });

  it('deletes, and reports a missing blob as such', async () => {
    const store = localBlobStore(root);
    const staged = await store.stage(Readable.from(['gone soon']));
    await store.commit(staged);
    await store.delete(staged.sha256);
    await expect(store.read(staged.sha256)).rejects.toBeInstanceOf(BlobMissingError);
    await store.delete(staged.sha256);
  });

  it('accepts only content keys, so no key can name a path', () => {
    expect(() => assertKey('../../etc/passwd')).toThrow();
    expect(() => assertKey('a'.repeat(63))).toThrow();
    expect(() => assertKey(`${'a'.repeat(64)}/x`)).toThrow();
    expect(assertKey(`${'a'.repeat(64)}.pdf`)).toBe(`${'a'.repeat(64)}.pdf`);
    expect(() => resolveInside(root, '..', 'outside')).toThrow('escapes');
    expect(() => resolveInside(root, '/etc/passwd')).toThrow('escapes');
    expect(resolveInside(root, 'ab', 'cd')).toBe(path.join(root, 'ab', 'cd'));
  });

  it('sweeps staging files a crash left behind, keeping fresh ones', async () => {
    const dir = path.join(root, '.staging');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'old.part'), 'x');
    fs.writeFileSync(path.join(dir, 'new.part'), 'y');
    const past = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(path.join(dir, 'old.part'), past, past);
    await sweepStaging(dir, 86_400_000);
    expect(fs.readdirSync(dir)).toEqual(['new.part']);
  });
});
