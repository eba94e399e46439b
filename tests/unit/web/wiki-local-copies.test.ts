import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localCopyName, noteUnsynced, trackOpenCopy, unsyncedPages, wipeLocalCopies } from '../../../src/api/wiki-local-copies';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** IndexedDB as far as the wipe uses it: a list of databases and their deletion. */
function fakeIndexedDb(names: string[]) {
  const held = new Set(names);
  return {
    names: () => [...held],
    databases: async () => [...held].map((name) => ({ name, version: 1 })),
    deleteDatabase(name: string) {
      const request: { onsuccess?: () => void; onerror?: () => void; onblocked?: () => void } = {};
      setTimeout(() => {
        held.delete(name);
        request.onsuccess?.();
      });
      return request;
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});

describe('the wiki pages’ editor copies on this device', () => {
  it('counts the pages of a person whose edits the server has not confirmed', () => {
    noteUnsynced('li.na', 1, true);
    noteUnsynced('li.na', 2, true);
    noteUnsynced('li.na', 2, true);
    noteUnsynced('zhao.lei', 3, true);
    expect(unsyncedPages('li.na')).toBe(2);
    noteUnsynced('li.na', 1, false);
    expect(unsyncedPages('li.na')).toBe(1);
    expect(unsyncedPages('zhao.lei')).toBe(1);
    expect(unsyncedPages(null)).toBe(0);
  });

  it('closes the open copies, then deletes every copy of every person and forgets what was unsynced', async () => {
    const idb = fakeIndexedDb([localCopyName('li.na', 'wiki-page:1'), localCopyName('zhao.lei', 'wiki-page:2'), 'librarium']);
    vi.stubGlobal('indexedDB', idb);
    const closed = vi.fn(async () => {});
    trackOpenCopy(closed);
    noteUnsynced('li.na', 1, true);
    await wipeLocalCopies();
    expect(closed).toHaveBeenCalledTimes(1);
    expect(idb.names()).toEqual(['librarium']);
    expect(unsyncedPages('li.na')).toBe(0);
  });
});
