import type { Kysely } from 'kysely';
import { withId } from '../dialect';

/**
 * A task's quality gate (whether it is on, and its conditions; a task without a row keeps the default
 * gate) and, per scan, the gate's verdict with each condition's measured value.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quality_gates')
    .addColumn('task_id', 'integer', (c) => c.primaryKey().references('tasks.id').onDelete('cascade'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('quality_gate_conditions'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('tasks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('tool_name', 'text')
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quality_gate_conditions_task').on('quality_gate_conditions').columns(['task_id', 'position']).execute();

  await db.schema
    .createTable('build_gates')
    .addColumn('build_id', 'integer', (c) => c.primaryKey().references('builds.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('conditions', 'text', (c) => c.notNull())
    .addColumn('evaluated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['build_gates', 'quality_gate_conditions', 'quality_gates']) await db.schema.dropTable(table).execute();
}
