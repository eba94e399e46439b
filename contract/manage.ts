import { z } from 'zod';
import { HISTORY_ACTIONS } from './admin-operations';
import { AREA } from './api-areas';
import { CSV_EXPORT_ROWS_MAX, LIMITS } from './constants';
import { byteEndpoint, endpoint } from './endpoint';
import { person } from './library';
import { page, pageQuery } from './page';
import { text } from './schema-helpers';

/**
 * The back office (spec §2 /manage, classification admins only: everyone else gets 403 from the server).
 */

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
/** Epoch milliseconds, from the start of 1970 to the year 9999. */
const epoch = z.coerce.number<number>().int().min(0).max(253_402_300_799_999);

/** What narrows the system's operation record: a person (account), a library, an action, a time span. */
export const historyFilters = z.strictObject({
  account: text({ max: LIMITS.accountMax }).optional(),
  libraryId: id.optional(),
  action: z.enum(HISTORY_ACTIONS).optional(),
  /** From this moment on (inclusive). */
  from: epoch.optional(),
  /** Before this moment (exclusive). */
  to: epoch.optional(),
});
export type HistoryFilters = z.output<typeof historyFilters>;

const historyQuery = pageQuery().extend(historyFilters.shape);

/**
 * One record: a library's (with the library's name today: records outlive renames) or the back office's
 * (no library). `key` tells records of the two sources apart.
 */
export const historyRecord = z.object({
  key: z.string(),
  libraryId: z.number().int().nullable(),
  libraryName: z.string(),
  operator: person.nullable(),
  action: z.string(),
  actionName: z.string(),
  /** What was changed and how: a file's or a person's name, a move's folders, a grant's grantee. */
  information: z.string(),
  time: z.number(),
});
export type HistoryRecord = z.infer<typeof historyRecord>;

const tags = ['back office'];

export const manageEndpoints = {
  history: endpoint({
    method: 'GET',
    path: `${AREA.manage}/history`,
    tags,
    summary: "Every library's operation records, newest first, filtered by person, library, action and time (classification admins)",
    query: historyQuery,
    data: page(historyRecord),
  }),
};

export const manageExportEndpoints = {
  historyCsv: byteEndpoint({
    method: 'GET',
    path: `${AREA.manage}/history/export`,
    tags,
    summary: `The same records as CSV (UTF-8 with a byte order mark, so spreadsheets read Chinese), at most ${CSV_EXPORT_ROWS_MAX} rows (classification admins)`,
    query: historyFilters,
    produces: ['text/csv'],
  }),
};
