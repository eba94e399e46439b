import type { PersistedUploadState } from '../../../src/features/upload/types';
import type { UploadRecord } from '../../../src/features/upload/upload-record';
import type { UploadRecordStore } from '../../../src/features/upload/upload-store';

/**
 * The queue's IndexedDB, held in a Map: what a worker would find after a restart is what this keeps.
 * `failPut` and `unreadable` play the browsers that cannot store a File, or store one they then
 * cannot read (Chrome's incognito NotReadableError).
 */
export class MemoryRecordStore implements UploadRecordStore {
  readonly records = new Map<string, UploadRecord>();
  lastAccount: string | null = null;
  failPut = false;
  unreadable = false;
  /** Every change in order, so tests can see when a record went. */
  readonly journal: string[] = [];

  async put(record: UploadRecord): Promise<void> {
    if (this.failPut) throw new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');
    this.records.set(record.id, record);
    this.journal.push(`put ${record.id}`);
  }

  async get(id: string): Promise<UploadRecord | undefined> {
    const record = this.records.get(id);
    if (!record || !this.unreadable) return record;
    const broken = {
      ...record.file,
      size: record.file.size,
      slice: () => ({ arrayBuffer: () => Promise.reject(new DOMException('The file could not be read', 'NotReadableError')) }),
    } as unknown as Blob;
    return { ...record, file: broken };
  }

  async list(account: string): Promise<UploadRecord[]> {
    return [...this.records.values()].filter((record) => record.account === account).sort((a, b) => a.addedAt - b.addedAt);
  }

  async setState(id: string, state: PersistedUploadState): Promise<void> {
    const record = this.records.get(id);
    if (!record) return;
    this.records.set(id, { ...record, state });
    this.journal.push(`state ${id} ${state.status}`);
  }

  async delete(id: string): Promise<void> {
    this.records.delete(id);
    this.journal.push(`delete ${id}`);
  }

  async account(): Promise<string | null> {
    return this.lastAccount;
  }

  async setAccount(account: string | null): Promise<void> {
    this.lastAccount = account;
  }
}
