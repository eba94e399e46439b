import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../contract/constants';
import { ChunkLoadError, loadChunk } from '../../../src/lib/load-chunk';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a screen chunk', () => {
  it('resolves with the module when it arrives in time', async () => {
    const module = { Screen: () => null };
    await expect(loadChunk(() => Promise.resolve(module))).resolves.toBe(module);
  });

  it('gives up with a chunk-load error after 120 s', async () => {
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => {}).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed import into a chunk-load error that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await loadChunk(() => Promise.reject(cause)).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('failed');
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('does not fire the timeout after the chunk arrived', async () => {
    const module = { ok: true };
    await expect(loadChunk(() => Promise.resolve(module), 10)).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });
});
