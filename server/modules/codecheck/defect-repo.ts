import type { Selectable, SelectQueryBuilder } from 'kysely';
import { ccnRangeOfImpact } from '../../../contract/codecheck-bands';
import type { WarnListQuery, WarnListBody } from '../../../contract/codecheck-defect';
import { pageWindow } from '../../db/paging';
import type { Executor } from '../../db/repositories';
import type { Database } from '../../db/schema';
import type { DefectsTable, DuplicatedFilesTable, RiskyFunctionsTable } from '../../db/tables/codecheck';

/** What the defect lists read, as the presenters receive it. */
export type DefectRow = Selectable<DefectsTable>;
export type RiskyFunctionRow = Selectable<RiskyFunctionsTable>;
export type DuplicatedFileRow = Selectable<DuplicatedFilesTable>;

const LINT_SORT = { severity: 'severity', filePath: 'file_path', line: 'line', createdAt: 'created_at', checker: 'checker', author: 'author', handler: 'handler' } as const;
const CCN_SORT = { ccn: 'ccn', filePath: 'file_path', functionName: 'name', author: 'author', handler: 'handler', createdAt: 'created_at' } as const;
const DUPC_SORT = { rate: 'rate', filePath: 'file_path', duplicatedLines: 'duplicated_lines', author: 'author', handler: 'handler' } as const;

const direction = (paging: WarnListQuery) => (paging.sortType === 'ASC' ? 'asc' : 'desc');

/** Rows a filtered query would return, for the page's total. */
async function countOf(query: { select: SelectQueryBuilder<Database, keyof Database, object>['select'] }) {
  const row = await query.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst();
  return Number((row as { n?: number | string } | undefined)?.n ?? 0);
}

/** The filters every kind of item shares: who wrote it, who handles it, where it is. */
function byOwnerAndPath<Q extends SelectQueryBuilder<Database, 'defects' | 'risky_functions' | 'duplicated_files', object>>(query: Q, filter: WarnListBody): Q {
  let filtered = query;
  if (filter.author) filtered = filtered.where('author', '=', filter.author) as Q;
  if (filter.handler) filtered = filtered.where('handler', '=', filter.handler) as Q;
  if (filter.filePath) filtered = filtered.where('file_path', 'like', escapeLike(filter.filePath)) as Q;
  return filtered;
}

function escapeLike(value: string) {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function defectRepo(db: Executor) {
  function lintQuery(filter: WarnListBody, newDefectTime: number) {
    let query = byOwnerAndPath(db.selectFrom('defects').where('task_id', '=', filter.taskId).where('tool_name', '=', filter.toolName), filter);
    if (filter.checker) query = query.where('checker', '=', filter.checker);
    if (filter.severity?.length) query = query.where('severity', 'in', filter.severity);
    if (filter.defectType === 'new') query = query.where('created_at', '>', newDefectTime);
    if (filter.defectType === 'history') query = query.where('created_at', '<=', newDefectTime);
    return query;
  }

  return {
    async lintPage(filter: WarnListBody, paging: WarnListQuery, newDefectTime: number) {
      const base = lintQuery(filter, newDefectTime).where('status', '=', filter.status);
      const total = await base.select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst();
      const { offset, limit } = pageWindow(paging);
      const sort = LINT_SORT[paging.sortField as keyof typeof LINT_SORT] ?? 'severity';
      const direction = paging.sortType === 'ASC' ? 'asc' : 'desc';
      // Severity 1 is the highest, so a descending severity sort is ascending numbers. The id follows the
      // same direction so that a page is one walk of a (status, column, id) index in either direction.
      const order = sort === 'severity' ? (direction === 'asc' ? 'desc' : 'asc') : direction;
      const rows = await base
        .selectAll()
        .orderBy(sort, order)
        .orderBy('id', order)
        .offset(offset)
        .limit(limit)
        .execute();
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Counts for the filter bar: the same filters except the one each count is about. */
    async lintCounts(filter: WarnListBody, newDefectTime: number) {
      // Counted by the database in a handful of groups: a large task has 100,000 defects to count.
      const groups = await lintQuery({ ...filter, severity: undefined, defectType: undefined }, newDefectTime)
        .select((eb) => ['status', 'severity', eb.case().when('created_at', '>', newDefectTime).then(1).else(0).end().as('is_new'), eb.fn.countAll<number | string>().as('n')])
        .groupBy(['status', 'severity', 'is_new'])
        .execute();
      const count = (wanted: (group: (typeof groups)[number]) => boolean) => groups.filter(wanted).reduce((sum, group) => sum + Number(group.n), 0);
      const open = (group: (typeof groups)[number]) => group.status === 'open';
      return {
        newCount: count((group) => open(group) && Number(group.is_new) === 1),
        historyCount: count((group) => open(group) && Number(group.is_new) === 0),
        high: count((group) => open(group) && group.severity === 1),
        medium: count((group) => open(group) && group.severity === 2),
        low: count((group) => open(group) && group.severity === 3),
        open: count(open),
        fixed: count((group) => group.status === 'fixed'),
        ignored: count((group) => group.status === 'ignored'),
      };
    },

    async riskyPage(filter: WarnListBody, paging: WarnListQuery) {
      let base = byOwnerAndPath(db.selectFrom('risky_functions').where('task_id', '=', filter.taskId).where('status', '=', filter.status === 'ignored' ? 'ignored' : filter.status), filter);
      if (filter.severity?.length) {
        const ranges = filter.severity.map(ccnRangeOfImpact);
        base = base.where((eb) => eb.or(ranges.map(({ from, to }) => eb.and([eb('ccn', '>=', from), ...(to === undefined ? [] : [eb('ccn', '<=', to)])]))));
      }
      const { offset, limit } = pageWindow(paging);
      const sort = CCN_SORT[paging.sortField as keyof typeof CCN_SORT] ?? 'ccn';
      const [total, rows] = await Promise.all([countOf(base), base.selectAll().orderBy(sort, direction(paging)).orderBy('id', 'asc').offset(offset).limit(limit).execute()]);
      return { rows, total };
    },

    riskyOpen(taskId: number) {
      return db.selectFrom('risky_functions').select(['ccn', 'status']).where('task_id', '=', taskId).execute();
    },

    async duplicatedPage(filter: WarnListBody, paging: WarnListQuery) {
      const base = byOwnerAndPath(db.selectFrom('duplicated_files').where('task_id', '=', filter.taskId).where('status', '=', filter.status), filter);
      const { offset, limit } = pageWindow(paging);
      const sort = DUPC_SORT[paging.sortField as keyof typeof DUPC_SORT] ?? 'rate';
      const [total, rows] = await Promise.all([countOf(base), base.selectAll().orderBy(sort, direction(paging)).orderBy('id', 'asc').offset(offset).limit(limit).execute()]);
      return { rows, total };
    },

    lintById(taskId: number, toolName: string, id: number) {
      return db.selectFrom('defects').selectAll().where('task_id', '=', taskId).where('tool_name', '=', toolName).where('id', '=', id).executeTakeFirst();
    },
    riskyById(taskId: number, id: number) {
      return db.selectFrom('risky_functions').selectAll().where('task_id', '=', taskId).where('id', '=', id).executeTakeFirst();
    },
    duplicatedById(taskId: number, id: number) {
      return db.selectFrom('duplicated_files').selectAll().where('task_id', '=', taskId).where('id', '=', id).executeTakeFirst();
    },

    checkersAndOwners(taskId: number, toolName: string) {
      return db.selectFrom('defects').select(['checker', 'author', 'author_email', 'handler']).where('task_id', '=', taskId).where('tool_name', '=', toolName).where('status', '=', 'open').execute();
    },
    ownersOf(table: 'risky_functions' | 'duplicated_files', taskId: number) {
      return db.selectFrom(table).select(['author', 'author_email', 'handler']).where('task_id', '=', taskId).where('status', '=', 'open').execute();
    },

    async setHandler(table: 'defects' | 'risky_functions' | 'duplicated_files', taskId: number, toolName: string, ids: number[], handler: string) {
      let query = db.updateTable(table).set({ handler }).where('task_id', '=', taskId).where('id', 'in', ids);
      if (table === 'defects') query = query.where('tool_name', '=', toolName);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async setIgnored(taskId: number, toolName: string, ids: number[], ignore: boolean, reason: string | null) {
      const result = await db
        .updateTable('defects')
        .set(ignore ? { status: 'ignored', ignore_reason: reason } : { status: 'open', ignore_reason: null })
        .where('task_id', '=', taskId)
        .where('tool_name', '=', toolName)
        .where('id', 'in', ids)
        .where('status', '=', ignore ? 'open' : 'ignored')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    openLintForCharts(taskId: number, toolName: string) {
      return db.selectFrom('defects').select(['severity', 'handler']).where('task_id', '=', taskId).where('tool_name', '=', toolName).where('status', '=', 'open').execute();
    },

    /** What a report of the task's findings holds: the open and the ignored items of each kind, in a stable order. */
    lintToReport(taskId: number) {
      return db
        .selectFrom('defects')
        .select(['tool_name', 'checker', 'severity', 'file_path', 'line', 'message', 'fingerprint', 'status', 'ignore_reason'])
        .where('task_id', '=', taskId)
        .where('status', 'in', ['open', 'ignored'])
        .orderBy('tool_name')
        .orderBy('file_path')
        .orderBy('line')
        .orderBy('id')
        .execute();
    },
    riskyToReport(taskId: number) {
      return db
        .selectFrom('risky_functions')
        .select(['file_path', 'name', 'ccn', 'begin_line', 'end_line', 'status'])
        .where('task_id', '=', taskId)
        .where('status', 'in', ['open', 'ignored'])
        .orderBy('file_path')
        .orderBy('begin_line')
        .orderBy('id')
        .execute();
    },
    duplicatedToReport(taskId: number) {
      return db
        .selectFrom('duplicated_files')
        .select(['file_path', 'rate', 'blocks', 'status'])
        .where('task_id', '=', taskId)
        .where('status', 'in', ['open', 'ignored'])
        .orderBy('file_path')
        .orderBy('id')
        .execute();
    },
  };
}
