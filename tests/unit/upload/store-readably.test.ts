import { describe, expect, it } from 'vitest';
import { storeReadably } from '../../../src/features/upload/store-readably';
import { initialState, type UploadRecord } from '../../../src/features/upload/upload-record';
import { MemoryRecordStore } from './memory-record-store';

function record(): UploadRecord {
  const file = new File(['content'], 'plan.pdf');
  return { id: 'r', account: 'li.na', file, name: file.name, relativePath: '', size: file.size, lastModified: 0, libraryId: 7, parentId: 70, state: initialState(true), addedAt: 0 };
}

describe('keeping a picked file in the browser', () => {
  it('stores it when the stored copy can be read back', async () => {
    const store = new MemoryRecordStore();
    expect(await storeReadably(store, record())).toBe('stored');
    expect(store.records.has('r')).toBe(true);
  });

  it('falls back to memory when the stored copy throws NotReadableError (Chrome incognito), leaving nothing behind', async () => {
    const store = new MemoryRecordStore();
    store.unreadable = true;
    expect(await storeReadably(store, record())).toBe('memory');
    expect(store.records.size).toBe(0);
  });

  it('falls back to memory when the browser cannot store a File at all (Safari)', async () => {
    const store = new MemoryRecordStore();
    store.failPut = true;
    expect(await storeReadably(store, record())).toBe('memory');
  });
});
