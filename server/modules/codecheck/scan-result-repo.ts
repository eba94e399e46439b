import type { Insertable, Updateable } from 'kysely';
import type { CodeDetail } from '../../analysis/types';
import { type Executor, inTransaction } from '../../db/repositories';
import type { DefectsTable, DuplicatedFilesTable, RiskyFunctionsTable } from '../../db/tables/codecheck';

/** Rows inserted at once; both dialects cap the parameters of one statement. */
const INSERT_BATCH = 500;

export type LintDefectUpdate = { id: number; values: Updateable<DefectsTable> };
type RiskyFunctionValues = Omit<Insertable<RiskyFunctionsTable>, 'task_id' | 'file_path' | 'name' | 'handler' | 'status' | 'created_at'>;

/** What a scan writes of its results, and the code counts the overview reads back. */
export function scanResultRepo(db: Executor) {
  return {
    lintDefects(taskId: number, tool: string) {
      return db.selectFrom('defects').selectAll().where('task_id', '=', taskId).where('tool_name', '=', tool).execute();
    },

    /** Kept and fixed defects change together, so a failed scan leaves the earlier state whole. */
    async updateLintDefects(updates: LintDefectUpdate[]) {
      await inTransaction(db, async (trx) => {
        for (const update of updates) await trx.updateTable('defects').set(update.values).where('id', '=', update.id).execute();
      });
    },

    async insertLintDefects(rows: Insertable<DefectsTable>[]) {
      for (let index = 0; index < rows.length; index += INSERT_BATCH) {
        await db.insertInto('defects').values(rows.slice(index, index + INSERT_BATCH)).execute();
      }
    },

    openLintDefects(taskId: number, tool: string) {
      return db.selectFrom('defects').select(['severity', 'created_at', 'handler']).where('task_id', '=', taskId).where('tool_name', '=', tool).where('status', '=', 'open').execute();
    },

    openRiskyFunctions(taskId: number) {
      return db.selectFrom('risky_functions').selectAll().where('task_id', '=', taskId).where('status', '=', 'open').execute();
    },

    async markRiskyFunctionFixed(id: number, buildNumber: number) {
      await db.updateTable('risky_functions').set({ status: 'fixed', last_build: buildNumber }).where('id', '=', id).execute();
    },

    async updateRiskyFunction(id: number, values: RiskyFunctionValues) {
      await db.updateTable('risky_functions').set(values).where('id', '=', id).execute();
    },

    async insertRiskyFunction(row: Insertable<RiskyFunctionsTable>) {
      await db.insertInto('risky_functions').values(row).execute();
    },

    duplicatedFileHandlers(taskId: number) {
      return db.selectFrom('duplicated_files').select(['file_path', 'handler']).where('task_id', '=', taskId).execute();
    },

    /** Duplication is measured on full scans only, so each one replaces the task's list. */
    async replaceDuplicatedFiles(taskId: number, rows: Insertable<DuplicatedFilesTable>[]) {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('duplicated_files').where('task_id', '=', taskId).execute();
        for (const row of rows) await trx.insertInto('duplicated_files').values(row).execute();
      });
    },

    async saveCodeDetail(taskId: number, buildId: number, details: CodeDetail[]) {
      if (!details.length) return;
      await db
        .insertInto('code_details')
        .values(details.map((row) => ({ task_id: taskId, build_id: buildId, language: row.language, files: row.files, blank: row.blank, comment: row.comment, code: row.code, total: row.total })))
        .execute();
    },

    codeDetailOf(buildId: number): Promise<CodeDetail[]> {
      return db.selectFrom('code_details').select(['language', 'files', 'blank', 'comment', 'code', 'total']).where('build_id', '=', buildId).orderBy('code', 'desc').execute();
    },
  };
}

export type ScanResultRepo = ReturnType<typeof scanResultRepo>;
