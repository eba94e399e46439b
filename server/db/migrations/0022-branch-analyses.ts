import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * Branch analyses: a source branch analysed against a base branch of a task's repository, with the
 * findings on the lines it changed and the quality gate's verdict on them. Kept apart from the task's
 * scans and defects, which such an analysis never changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('branch_analyses'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('source_branch', 'text', (c) => c.notNull())
    .addColumn('source_commit', 'text')
    .addColumn('base_branch', 'text', (c) => c.notNull())
    .addColumn('merge_base', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('failure', 'text')
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('gate', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('branch_analyses_task').on('branch_analyses').columns(['task_id', 'id']).execute();
  await db.schema.createIndex('branch_analyses_status').on('branch_analyses').column('status').execute();

  await withId(db, db.schema.createTable('branch_analysis_findings'))
    .addColumn('analysis_id', 'integer', (c) => c.notNull().references('branch_analyses.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('tool_name', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('end_line', 'integer', (c) => c.notNull())
    .addColumn('checker', 'text')
    .addColumn('severity', 'integer')
    .addColumn('message', 'text')
    .addColumn('function_name', 'text')
    .addColumn('ccn', 'integer')
    .addColumn('duplicate_of', 'text')
    .execute();
  await db.schema.createIndex('branch_analysis_findings_analysis').on('branch_analysis_findings').columns(['analysis_id', 'file_path', 'line']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['branch_analysis_findings', 'branch_analyses']) await db.schema.dropTable(table).execute();
}
