import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { PersistedUploadState } from './types';
import type { UploadRecord } from './upload-record';

/**
 * The queue's IndexedDB: one record per picked file (with the File) and the account the queue last ran
 * for. Both the service worker and a page without one use it, so neither knows how the other stores.
 */
export interface UploadRecordStore {
  put(record: UploadRecord): Promise<void>;
  get(id: string): Promise<UploadRecord | undefined>;
  /** One person's records, in the order they were picked. */
  list(account: string): Promise<UploadRecord[]>;
  /** Overwrites a record's upload state; a record already removed stays removed. */
  setState(id: string, state: PersistedUploadState): Promise<void>;
  delete(id: string): Promise<void>;
  /** The person the queue last ran for, so a worker started without a page knows whose uploads to resume. */
  account(): Promise<string | null>;
  setAccount(account: string | null): Promise<void>;
}

const NAME = 'librarium-uploads';
const ACCOUNT_KEY = 'account';

type StoredItem = Omit<UploadRecord, 'file'>;

/**
 * The Files live apart from the rest of a record: the state changes a few times per upload, and writing
 * a record again would make the browser copy its File's bytes again.
 */
interface UploadSchema extends DBSchema {
  items: { key: string; value: StoredItem; indexes: { account: string } };
  files: { key: string; value: Blob };
  meta: { key: string; value: string };
}

function split(record: UploadRecord): [StoredItem, Blob] {
  const { file, ...item } = record;
  return [item, file];
}

function byPickOrder(a: UploadRecord, b: UploadRecord): number {
  return a.addedAt - b.addedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function openUploadStore(): UploadRecordStore {
  let opening: Promise<IDBPDatabase<UploadSchema>> | null = null;
  const db = () => {
    opening ??= openDB<UploadSchema>(NAME, 1, {
      upgrade(database) {
        const items = database.createObjectStore('items', { keyPath: 'id' });
        items.createIndex('account', 'account');
        database.createObjectStore('files');
        database.createObjectStore('meta');
      },
      // Another context asks for a newer version (an updated worker): let it have the database.
      blocking() {
        void opening?.then((open) => open.close());
        opening = null;
      },
    }).catch((error: unknown) => {
      // A failed open (storage blocked, private mode) may work later; do not remember the failure.
      opening = null;
      throw error;
    });
    return opening;
  };

  return {
    async put(record) {
      const [item, file] = split(record);
      const tx = (await db()).transaction(['items', 'files'], 'readwrite');
      await Promise.all([tx.objectStore('files').put(file, record.id), tx.objectStore('items').put(item), tx.done]);
    },
    async get(id) {
      const tx = (await db()).transaction(['items', 'files']);
      const [item, file] = await Promise.all([tx.objectStore('items').get(id), tx.objectStore('files').get(id)]);
      return item && file ? { ...item, file } : undefined;
    },
    async list(account) {
      const tx = (await db()).transaction(['items', 'files']);
      const items = await tx.objectStore('items').index('account').getAll(account);
      const files = await Promise.all(items.map((item) => tx.objectStore('files').get(item.id)));
      const records: UploadRecord[] = [];
      items.forEach((item, index) => {
        const file = files[index];
        if (file) records.push({ ...item, file });
      });
      return records.sort(byPickOrder);
    },
    async setState(id, state) {
      const tx = (await db()).transaction('items', 'readwrite');
      const record = await tx.store.get(id);
      if (record) await tx.store.put({ ...record, state });
      await tx.done;
    },
    async delete(id) {
      const tx = (await db()).transaction(['items', 'files'], 'readwrite');
      await Promise.all([tx.objectStore('items').delete(id), tx.objectStore('files').delete(id), tx.done]);
    },
    async account() {
      return (await (await db()).get('meta', ACCOUNT_KEY)) ?? null;
    },
    async setAccount(account) {
      const open = await db();
      if (account === null) await open.delete('meta', ACCOUNT_KEY);
      else await open.put('meta', account, ACCOUNT_KEY);
    },
  };
}
