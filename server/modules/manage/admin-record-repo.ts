import type { AdminOperation } from '../../../contract/admin-operations';
import type { Db } from '../../db/database';
import { type Executor, type Transactional, transactional } from '../../db/repositories';
import type { MessageKey, MessageParams } from '../../i18n/messages';
import { storedColumns } from '../../i18n/stored-message';

export interface AdminRecordEntry {
  actorId: number | null;
  action: AdminOperation;
  /** What the change was made to, as plain text: a person's account, a category's name. */
  subject: string;
  /** Further information, worded when the record is read, in the reader's language. */
  informationKey?: MessageKey;
  informationParams?: MessageParams;
}

/**
 * The back office's operation record. Pass the executor of the change's own transaction, so the record
 * and the change it describes are written together or not at all.
 */
export function adminRecord(executor: Executor) {
  return {
    async record(entry: AdminRecordEntry, at = Date.now()) {
      await executor
        .insertInto('admin_operations')
        .values({
          actor_id: entry.actorId,
          action: entry.action,
          subject: entry.subject,
          ...storedColumns(entry.informationKey ? { key: entry.informationKey, params: entry.informationParams } : null),
          created_at: at,
        })
        .execute();
    },
  };
}

export type AdminRecord = ReturnType<typeof adminRecord>;

/** The back office's record alone, for a change whose other writes go through a store of their own. */
export type AdminRecordRepositories = Transactional<{ adminRecord: AdminRecord }>;

export function adminRecordRepositories(db: Db): AdminRecordRepositories {
  return transactional(db, (executor) => ({ adminRecord: adminRecord(executor) }));
}
