import type { Kysely } from 'kysely';

/**
 * The defect list of one tool pages through its defects of one status in the order the reader sorts
 * by, with the id breaking ties: one index per sortable column lets both databases read a page
 * straight from the index instead of sorting every defect of the task (100,000 in large ones). Each
 * starts with the old (task, tool, status) index's columns, which it replaces.
 */
const SORTED_COLUMNS = { severity: 'severity', file: 'file_path', line: 'line', created: 'created_at', checker: 'checker', author: 'author', handler: 'handler' } as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, column] of Object.entries(SORTED_COLUMNS)) {
    await db.schema.createIndex(`defects_list_by_${name}`).on('defects').columns(['task_id', 'tool_name', 'status', column, 'id']).execute();
  }
  // The filter bar's counts group a tool's defects by status, severity and age: read from this index alone.
  await db.schema.createIndex('defects_counts').on('defects').columns(['task_id', 'tool_name', 'status', 'severity', 'created_at']).execute();
  await db.schema.dropIndex('defects_task_tool').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('defects_task_tool').on('defects').columns(['task_id', 'tool_name', 'status']).execute();
  await db.schema.dropIndex('defects_counts').execute();
  for (const name of Object.keys(SORTED_COLUMNS)) await db.schema.dropIndex(`defects_list_by_${name}`).execute();
}
