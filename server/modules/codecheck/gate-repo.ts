import { FLAG } from '../../../contract/codecheck-codes';
import type { GateCondition, GateResult } from '../../../contract/codecheck-gate';
import { type Executor, inTransaction } from '../../db/repositories';

/** What a gate condition counts: open items of the task first found after `since`. */
interface NewItemsFilter {
  taskId: number;
  since: number;
  toolName?: string | null;
  severity?: number;
  ccn?: { from: number; to?: number };
}

/** A task's quality gate, the figures its conditions measure, and its verdict on each scan. */
export function gateRepo(db: Executor) {
  return {
    gate(taskId: number) {
      return db.selectFrom('quality_gates').selectAll().where('task_id', '=', taskId).executeTakeFirst();
    },

    conditions(taskId: number) {
      return db.selectFrom('quality_gate_conditions').select(['metric', 'tool_name', 'operator', 'threshold']).where('task_id', '=', taskId).orderBy('position').execute();
    },

    /** The switch and the conditions change together. */
    async replace(taskId: number, enabled: boolean, conditions: GateCondition[], at: number) {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('quality_gates')
          .values({ task_id: taskId, enabled: enabled ? 1 : 0, updated_at: at })
          .onConflict((oc) => oc.column('task_id').doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: at }))
          .execute();
        await trx.deleteFrom('quality_gate_conditions').where('task_id', '=', taskId).execute();
        if (conditions.length) {
          await trx
            .insertInto('quality_gate_conditions')
            .values(conditions.map((condition, position) => ({ task_id: taskId, position, metric: condition.metric, tool_name: condition.toolName, operator: condition.operator, threshold: condition.threshold })))
            .execute();
        }
      });
    },

    async newDefects(filter: NewItemsFilter) {
      let query = db.selectFrom('defects').select(({ fn }) => fn.countAll<number | string>().as('n')).where('task_id', '=', filter.taskId).where('status', '=', 'open').where('created_at', '>', filter.since);
      if (filter.toolName) query = query.where('tool_name', '=', filter.toolName);
      if (filter.severity !== undefined) query = query.where('severity', '=', filter.severity);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    },

    async newRiskyFunctions(filter: NewItemsFilter) {
      let query = db.selectFrom('risky_functions').select(({ fn }) => fn.countAll<number | string>().as('n')).where('task_id', '=', filter.taskId).where('status', '=', 'open').where('created_at', '>', filter.since);
      if (filter.ccn) query = query.where('ccn', '>=', filter.ccn.from);
      if (filter.ccn?.to !== undefined) query = query.where('ccn', '<=', filter.ccn.to);
      return Number((await query.executeTakeFirst())?.n ?? 0);
    },

    /** The duplication tool's figures of the task's latest scan that measured them. */
    latestDuplication(taskId: number) {
      return db
        .selectFrom('build_metrics')
        .innerJoin('builds', 'builds.id', 'build_metrics.build_id')
        .select('build_metrics.metrics')
        .where('builds.task_id', '=', taskId)
        .where('build_metrics.tool_name', '=', 'DUPC')
        .where('builds.flag', '!=', FLAG.interrupted)
        .orderBy('builds.build_number', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async saveResult(buildId: number, result: GateResult) {
      const row = { status: result.status, conditions: JSON.stringify(result.conditions), evaluated_at: result.evaluatedAt };
      await db
        .insertInto('build_gates')
        .values({ build_id: buildId, ...row })
        .onConflict((oc) => oc.column('build_id').doUpdateSet(row))
        .execute();
    },

    resultsOf(buildIds: number[]) {
      if (!buildIds.length) return Promise.resolve([]);
      return db.selectFrom('build_gates').selectAll().where('build_id', 'in', buildIds).execute();
    },
  };
}

export type GateRepo = ReturnType<typeof gateRepo>;
