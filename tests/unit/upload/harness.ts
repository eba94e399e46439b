import { UploadEngine, type UploadEngineOptions } from '../../../src/features/upload/engine';
import type { PersistedUploadState, UploadEvent, UploadItemInput, UploadItemSnapshot } from '../../../src/features/upload/types';
import { API_PREFIX, type FakeUploadServer } from './fake-upload-server';

/** Small chunks keep the suite quick while every file still spans several of them. */
export const CHUNK = 64 * 1024;

/** Deterministic bytes, different for every seed. */
export function bytesOf(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let state = seed * 2_654_435_761 + 1;
  for (let i = 0; i < size; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

export function fileOf(bytes: Uint8Array<ArrayBuffer>, name = 'report.pdf', lastModified = 1_700_000_000_000): File {
  return new File([bytes], name, { lastModified });
}

export function itemOf(id: string, file: File, extra: Partial<UploadItemInput> = {}): UploadItemInput {
  return { id, file, name: file.name, relativePath: '', size: file.size, libraryId: 7, parentId: 70, ...extra };
}

export interface Harness {
  engine: UploadEngine;
  events: UploadEvent[];
  /** What the host would have written to IndexedDB, by item id. */
  persisted: Map<string, PersistedUploadState>;
  /** Resolves once `predicate` holds for the item's snapshot. */
  until(id: string, predicate: (item: UploadItemSnapshot) => boolean): Promise<UploadItemSnapshot>;
  item(id: string): UploadItemSnapshot;
}

export function harness(server: FakeUploadServer, options: Partial<UploadEngineOptions> = {}): Harness {
  const engine = new UploadEngine({
    transport: server.transport,
    apiPrefix: API_PREFIX,
    chunkSize: CHUNK,
    retryDelayMs: 5,
    maxRetryDelayMs: 20,
    isOnline: () => true,
    ...options,
  });
  const events: UploadEvent[] = [];
  const persisted = new Map<string, PersistedUploadState>();
  const watchers = new Set<() => void>();
  engine.on((event) => {
    events.push(event);
    if (event.type === 'persist') persisted.set(event.id, event.state);
    for (const watch of [...watchers]) watch();
  });
  const item = (id: string) => {
    const found = engine.snapshot().find((candidate) => candidate.id === id);
    if (!found) throw new Error(`no item ${id}`);
    return found;
  };
  const until = (id: string, predicate: (item: UploadItemSnapshot) => boolean) =>
    new Promise<UploadItemSnapshot>((resolve) => {
      const check = () => {
        const found = engine.snapshot().find((candidate) => candidate.id === id);
        if (found && predicate(found)) {
          watchers.delete(check);
          resolve(found);
        }
      };
      watchers.add(check);
      check();
    });
  return { engine, events, persisted, until, item };
}

/** Lets timers and pending answers run (the fake server answers after a 1 ms tick). */
export function settle(ms = 20): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
