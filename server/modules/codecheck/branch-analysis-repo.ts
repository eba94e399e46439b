import type { Insertable, Updateable } from 'kysely';
import type { BranchAnalysisStatus } from '../../../contract/codecheck-branch';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';

export type BranchFindingInsert = Omit<Insertable<Database['branch_analysis_findings']>, 'id' | 'analysis_id'>;

/** How many analyses a task's list shows. */
const LIST_LIMIT = 100;

/** Branch analyses and their findings: never the task's defects or scans. */
export function branchAnalysisRepo(db: Executor) {
  return {
    async create(values: Insertable<Database['branch_analyses']>) {
      const row = await db.insertInto('branch_analyses').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    findById(id: number) {
      return db.selectFrom('branch_analyses').selectAll().where('id', '=', id).executeTakeFirst();
    },
    ofTask(taskId: number) {
      return db.selectFrom('branch_analyses').selectAll().where('task_id', '=', taskId).orderBy('id', 'desc').limit(LIST_LIMIT).execute();
    },
    unfinished() {
      return db.selectFrom('branch_analyses').select(['id', 'task_id']).where('status', 'in', ['queued', 'running']).execute();
    },
    /** Changes an analysis still in one of the given states; false when it had moved on (ended, or failed on restart). */
    async update(id: number, from: BranchAnalysisStatus[], changes: Updateable<Database['branch_analyses']>) {
      const [result] = await db.updateTable('branch_analyses').set(changes).where('id', '=', id).where('status', 'in', from).execute();
      return Number(result?.numUpdatedRows ?? 0) === 1;
    },
    async addFindings(analysisId: number, rows: BranchFindingInsert[]) {
      // Batches keep each statement under SQLite's and PostgreSQL's parameter limits.
      for (let start = 0; start < rows.length; start += 200) {
        await db
          .insertInto('branch_analysis_findings')
          .values(rows.slice(start, start + 200).map((row) => ({ ...row, analysis_id: analysisId })))
          .execute();
      }
    },
    findings(analysisId: number) {
      return db.selectFrom('branch_analysis_findings').selectAll().where('analysis_id', '=', analysisId).orderBy('file_path').orderBy('line').orderBy('id').execute();
    },
  };
}

export type BranchAnalysisRepo = ReturnType<typeof branchAnalysisRepo>;
export type BranchAnalysisRow = NonNullable<Awaited<ReturnType<BranchAnalysisRepo['findById']>>>;
export type BranchFindingRow = Awaited<ReturnType<BranchAnalysisRepo['findings']>>[number];
