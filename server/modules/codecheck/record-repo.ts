import type { OperationAction } from '../../../contract/metadata';
import type { Executor } from '../../db/repositories';
import { type StoredMessage, storedColumns } from '../../i18n/stored-message';

interface RecordInput {
  taskId: number;
  toolName?: string | null;
  operator: string;
  type: OperationAction;
  /** What changed, worded when the record is read; null when the type says it all. */
  information: StoredMessage | null;
}

/** Operation records: who changed what in a task, and when. */
export function recordRepo(db: Executor, now = () => Date.now()) {
  return {
    add(record: RecordInput) {
      return db
        .insertInto('operation_records')
        .values({
          task_id: record.taskId,
          tool_name: record.toolName ?? null,
          operator: record.operator,
          operation_type: record.type,
          ...storedColumns(record.information),
          created_at: now(),
        })
        .execute();
    },
    /** The task's latest record of one kind. */
    latest(taskId: number, type: OperationAction) {
      return db.selectFrom('operation_records').select(['operator', 'created_at']).where('task_id', '=', taskId).where('operation_type', '=', type).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    },
    list(taskId: number, toolName: string | undefined) {
      let query = db.selectFrom('operation_records').selectAll().where('task_id', '=', taskId);
      if (toolName) query = query.where('tool_name', '=', toolName);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
    },
  };
}
