import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMd5, md5OfBlob } from '../../../src/features/upload/hasher';
import { md5Hex } from './fake-upload-server';
import { bytesOf } from './harness';

describe('hashing a file', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the MD5 of the whole file with either implementation, across slice boundaries', async () => {
    const bytes = bytesOf(1_000_003, 1);
    const blob = new Blob([bytes]);
    const expected = md5Hex(bytes);
    expect(await md5OfBlob(blob, { sliceSize: 65_536 })).toBe(expected);
    expect(await md5OfBlob(blob, { sliceSize: 65_536, implementation: 'spark-md5' })).toBe(expected);
    expect(await md5OfBlob(blob, { sliceSize: 1_000_003, implementation: 'hash-wasm' })).toBe(expected);
  });

  it('reports progress after every slice, ending at the size', async () => {
    const progress: number[] = [];
    await md5OfBlob(new Blob([bytesOf(250, 2)]), { sliceSize: 100, onProgress: (done, total) => progress.push(done / total) });
    expect(progress).toEqual([0.4, 0.8, 1]);
  });

  it('lets the thread run its other tasks between slices, even when every read is answered at once', async () => {
    const sliceSize = 1024 * 1024;
    const bytes = bytesOf(32 * sliceSize, 4);
    // Chromium answers a file's stream reads without giving the event loop a turn: in the service worker,
    // the upload's own answers then waited until the whole file was hashed.
    let offset = 0;
    const stream = () =>
      new ReadableStream({
        type: 'bytes',
        pull(controller) {
          const request = controller.byobRequest!;
          const view = request.view!;
          const length = Math.min(view.byteLength, bytes.length - offset);
          if (length === 0) {
            controller.close();
            request.respond(0);
            return;
          }
          new Uint8Array(view.buffer, view.byteOffset, length).set(bytes.subarray(offset, offset + length));
          offset += length;
          request.respond(length);
        },
      });
    const file = Object.assign(new Blob([bytes]), { stream });
    let hashed = 0;
    let hashedWhenATaskRan: number | null = null;
    setTimeout(() => (hashedWhenATaskRan = hashed), 0);
    const md5 = await md5OfBlob(file, { sliceSize, onProgress: (done) => (hashed = done) });
    expect(md5).toBe(md5Hex(bytes));
    expect(hashedWhenATaskRan).not.toBeNull();
    expect(hashedWhenATaskRan!).toBeLessThan(bytes.length / 2);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const hashing = md5OfBlob(new Blob([bytesOf(1000, 3)]), {
      sliceSize: 100,
      signal: controller.signal,
      onProgress: (done) => done >= 300 && controller.abort(),
    });
    await expect(hashing).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('uses WebAssembly where it can, and spark-md5 where WebAssembly is missing', async () => {
    expect((await createMd5()).implementation).toBe('hash-wasm');
    vi.stubGlobal('WebAssembly', undefined);
    const fallback = await createMd5();
    expect(fallback.implementation).toBe('spark-md5');
    fallback.update(new TextEncoder().encode('librarium'));
    expect(fallback.digest()).toBe(md5Hex(new TextEncoder().encode('librarium')));
  });
});
