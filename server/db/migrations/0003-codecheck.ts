import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('tasks'))
    .addColumn('name_en', 'text', (c) => c.notNull().unique())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('langs', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('suspend_reason', 'text')
    .addColumn('from_pipeline', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('project_id', 'text')
    .addColumn('repo_url', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('repo_credential', 'text')
    .addColumn('scan_type', 'text', (c) => c.notNull().defaultTo('full'))
    .addColumn('timing_days', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('timing_time', 'text')
    .addColumn('new_defect_time', 'bigint', (c) => c.notNull())
    .addColumn('last_commit', 'text')
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('task_members')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_members_pk', ['task_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('task_tools')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('tool_name', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checkers', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_tools_pk', ['task_id', 'tool_name'])
    .execute();

  await withId(db, db.schema.createTable('task_path_filters'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('task_path_filters_unique', ['task_id', 'path'])
    .execute();

  await withId(db, db.schema.createTable('builds'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('build_number', 'integer', (c) => c.notNull())
    .addColumn('flag', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('scan_type', 'text', (c) => c.notNull())
    .addColumn('commit_id', 'text')
    .addColumn('message', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('queued_at', 'bigint', (c) => c.notNull())
    .addColumn('start_at', 'bigint')
    .addColumn('end_at', 'bigint')
    .addUniqueConstraint('builds_number_unique', ['task_id', 'build_number'])
    .execute();

  await withId(db, db.schema.createTable('build_steps'))
    .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id').onDelete('cascade'))
    .addColumn('tool_name', 'text', (c) => c.notNull())
    .addColumn('step', 'integer', (c) => c.notNull())
    .addColumn('flag', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint')
    .execute();
  await db.schema.createIndex('build_steps_build').on('build_steps').column('build_id').execute();

  await db.schema
    .createTable('build_metrics')
    .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id').onDelete('cascade'))
    .addColumn('tool_name', 'text', (c) => c.notNull())
    .addColumn('metrics', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('build_metrics_pk', ['build_id', 'tool_name'])
    .execute();

  await withId(db, db.schema.createTable('defects'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('tool_name', 'text', (c) => c.notNull())
    .addColumn('checker', 'text', (c) => c.notNull())
    .addColumn('severity', 'integer', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('line_hash', 'text', (c) => c.notNull())
    .addColumn('context_hash', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('handler', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('first_build', 'integer', (c) => c.notNull())
    .addColumn('last_build', 'integer', (c) => c.notNull())
    .addColumn('fixed_at', 'bigint')
    .addColumn('ignore_reason', 'text')
    .execute();
  await db.schema.createIndex('defects_task_tool').on('defects').columns(['task_id', 'tool_name', 'status']).execute();

  await withId(db, db.schema.createTable('risky_functions'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('ccn', 'integer', (c) => c.notNull())
    .addColumn('begin_line', 'integer', (c) => c.notNull())
    .addColumn('end_line', 'integer', (c) => c.notNull())
    .addColumn('total_lines', 'integer', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('handler', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('modified_at', 'bigint')
    .addColumn('last_build', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risky_functions_task').on('risky_functions').columns(['task_id', 'status']).execute();

  await withId(db, db.schema.createTable('duplicated_files'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('duplicated_blocks', 'integer', (c) => c.notNull())
    .addColumn('duplicated_lines', 'integer', (c) => c.notNull())
    .addColumn('total_lines', 'integer', (c) => c.notNull())
    .addColumn('rate', 'real', (c) => c.notNull())
    .addColumn('blocks', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('handler', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_build', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('duplicated_files_task').on('duplicated_files').columns(['task_id', 'status']).execute();

  await db.schema
    .createTable('code_details')
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('build_id', 'integer', (c) => c.notNull().references('builds.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('files', 'integer', (c) => c.notNull())
    .addColumn('blank', 'integer', (c) => c.notNull())
    .addColumn('comment', 'integer', (c) => c.notNull())
    .addColumn('code', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('code_details_pk', ['build_id', 'language'])
    .execute();

  await withId(db, db.schema.createTable('operation_records'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('tool_name', 'text')
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('operation_type', 'text', (c) => c.notNull())
    .addColumn('information', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('operation_records_task').on('operation_records').columns(['task_id', 'created_at']).execute();

  await withId(db, db.schema.createTable('access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['access_tokens', 'operation_records', 'code_details', 'duplicated_files', 'risky_functions', 'defects', 'build_metrics', 'build_steps', 'builds', 'task_path_filters', 'task_tools', 'task_members', 'tasks']) {
    await db.schema.dropTable(table).execute();
  }
}
