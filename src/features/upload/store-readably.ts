import type { UploadRecord } from './upload-record';
import type { UploadRecordStore } from './upload-store';

/**
 * Stores a picked file and reads a byte of the stored copy back. Safari has failed to store Blobs at all,
 * and Chrome's incognito mode can store one and then throw NotReadableError when it is read: either way
 * the upload must keep the file in memory instead (and the page says it will not survive closing).
 */
export async function storeReadably(store: UploadRecordStore, record: UploadRecord): Promise<'stored' | 'memory'> {
  try {
    await store.put(record);
    const stored = await store.get(record.id);
    if (!stored) throw new Error('The stored upload could not be read back');
    await stored.file.slice(0, Math.min(1, stored.file.size)).arrayBuffer();
    return 'stored';
  } catch {
    await store.delete(record.id).catch(() => undefined);
    return 'memory';
  }
}
