import type { Selectable } from 'kysely';
import { FLAG, type LogFlag, STEP, type StepCode } from '../../../contract/codecheck-codes';
import type { ToolMetrics } from '../../../contract/codecheck-defect';
import { type Executor, inTransaction } from '../../db/repositories';
import type { Database } from '../../db/schema';

/** One step of one tool in a scan, as the task log reads it. */
export type BuildStepRow = Selectable<Database['build_steps']>;

export function buildRepo(db: Executor, now = () => Date.now()) {
  /** Ends the tool's open step, if it has one. */
  async function endStep(buildId: number, toolName: string, at = now()) {
    await db.updateTable('build_steps').set({ end_at: at }).where('build_id', '=', buildId).where('tool_name', '=', toolName).where('end_at', 'is', null).execute();
  }

  return {
    async create(taskId: number, trigger: string, scanType: string, createdBy: string) {
      return inTransaction(db, async (trx) => {
        const last = await trx.selectFrom('builds').select(({ fn }) => fn.max('build_number').as('max')).where('task_id', '=', taskId).executeTakeFirst();
        const buildNumber = Number(last?.max ?? 0) + 1;
        const row = await trx
          .insertInto('builds')
          .values({ task_id: taskId, build_number: buildNumber, flag: FLAG.running, trigger, scan_type: scanType, created_by: createdBy, queued_at: now(), commit_id: null, message: null, start_at: null, end_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, buildNumber };
      });
    },
    findById(id: number) {
      return db.selectFrom('builds').selectAll().where('id', '=', id).executeTakeFirst();
    },
    running(taskId: number) {
      return db.selectFrom('builds').selectAll().where('task_id', '=', taskId).where('flag', '=', FLAG.running).orderBy('id', 'desc').executeTakeFirst();
    },
    allRunning() {
      return db.selectFrom('builds').select(['id', 'task_id']).where('flag', '=', FLAG.running).execute();
    },
    byNumber(taskId: number, buildNumber: number) {
      return db.selectFrom('builds').selectAll().where('task_id', '=', taskId).where('build_number', '=', buildNumber).executeTakeFirst();
    },
    latest(taskId: number) {
      return db.selectFrom('builds').selectAll().where('task_id', '=', taskId).orderBy('build_number', 'desc').executeTakeFirst();
    },
    latestOfTasks(taskIds: number[]) {
      if (!taskIds.length) return Promise.resolve([]);
      return db
        .selectFrom('builds as b')
        .select(['b.task_id', 'b.build_number', 'b.flag', 'b.end_at'])
        .where('b.task_id', 'in', taskIds)
        .where('b.build_number', '=', (eb) => eb.selectFrom('builds as b2').select(({ fn }) => fn.max('b2.build_number').as('m')).whereRef('b2.task_id', '=', 'b.task_id'))
        .execute();
    },
    firstSuccessfulEnd(taskId: number) {
      return db.selectFrom('builds').select('end_at').where('task_id', '=', taskId).where('flag', '=', FLAG.success).orderBy('build_number', 'asc').executeTakeFirst();
    },
    lastSuccessful(taskId: number) {
      return db.selectFrom('builds').selectAll().where('task_id', '=', taskId).where('flag', '=', FLAG.success).orderBy('build_number', 'desc').executeTakeFirst();
    },
    start(id: number) {
      return db.updateTable('builds').set({ start_at: now() }).where('id', '=', id).execute();
    },
    setCommit(id: number, commit: string) {
      return db.updateTable('builds').set({ commit_id: commit }).where('id', '=', id).execute();
    },
    finish(id: number, flag: LogFlag, message: string | null) {
      return db.updateTable('builds').set({ flag, message, end_at: now() }).where('id', '=', id).where('flag', '=', FLAG.running).execute();
    },
    page(taskId: number, { offset, limit }: { offset: number; limit: number }) {
      return db.selectFrom('builds').selectAll().where('task_id', '=', taskId).orderBy('build_number', 'desc').offset(offset).limit(limit).execute();
    },
    async count(taskId: number) {
      const row = await db.selectFrom('builds').select(({ fn }) => fn.countAll<number>().as('n')).where('task_id', '=', taskId).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    recent(taskId: number, limit: number) {
      return db.selectFrom('builds').selectAll().where('task_id', '=', taskId).where('flag', '=', FLAG.success).orderBy('build_number', 'desc').limit(limit).execute();
    },

    endStep,
    /** A new step closes the tool's previous one: the log shows each step with its times. */
    async step(buildId: number, toolName: string, step: StepCode, flag: LogFlag, message: string | null = null) {
      const at = now();
      await endStep(buildId, toolName, at);
      const closes = step === STEP.done || step === STEP.stopped;
      await db.insertInto('build_steps').values({ build_id: buildId, tool_name: toolName, step, flag, message, start_at: at, end_at: closes ? at : null }).execute();
    },
    steps(buildIds: number[]) {
      if (!buildIds.length) return Promise.resolve([]);
      return db.selectFrom('build_steps').selectAll().where('build_id', 'in', buildIds).orderBy('id').execute();
    },
    saveMetrics(buildId: number, toolName: string, metrics: ToolMetrics) {
      return db
        .insertInto('build_metrics')
        .values({ build_id: buildId, tool_name: toolName, metrics: JSON.stringify(metrics) })
        .onConflict((oc) => oc.columns(['build_id', 'tool_name']).doUpdateSet({ metrics: JSON.stringify(metrics) }))
        .execute();
    },
    metrics(taskId: number, toolName: string, limit: number) {
      return db
        .selectFrom('build_metrics')
        .innerJoin('builds', 'builds.id', 'build_metrics.build_id')
        .select(['builds.build_number', 'builds.end_at', 'build_metrics.metrics'])
        .where('builds.task_id', '=', taskId)
        .where('build_metrics.tool_name', '=', toolName)
        .orderBy('builds.build_number', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
