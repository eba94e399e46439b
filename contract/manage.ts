import { z } from 'zod';
import { HISTORY_ACTIONS } from './admin-operations';
import { AREA } from './api-areas';
import { HISTORY_GROUP_KEYS, HISTORY_SOURCES } from './audit-events';
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

/**
 * What narrows the system's record: a person (account), a library, an action or a kind of action, the
 * address a call came from, a time span.
 */
export const historyFilters = z.strictObject({
  account: text({ max: LIMITS.accountMax }).optional(),
  libraryId: id.optional(),
  action: z.enum(HISTORY_ACTIONS).optional(),
  /** Sign-ins, downloads, previews, the wiki's actions or access tokens. */
  group: z.enum(HISTORY_GROUP_KEYS).optional(),
  /** The client's address exactly as recorded (IPv4 or IPv6). */
  ip: text({ max: 64 }).optional(),
  /** From this moment on (inclusive). */
  from: epoch.optional(),
  /** Before this moment (exclusive). */
  to: epoch.optional(),
});
export type HistoryFilters = z.output<typeof historyFilters>;

const historyQuery = pageQuery().extend(historyFilters.shape);

/**
 * One record: a library's (with the library's name today: records outlive renames), the back office's (no
 * library) or the audit's (a download, preview, sign-in, token or wiki action, with the address it came
 * from). `source` tells them apart, `key` is unique across the three.
 */
export const historyRecord = z.object({
  key: z.string(),
  source: z.enum(HISTORY_SOURCES),
  libraryId: z.number().int().nullable(),
  libraryName: z.string(),
  operator: person.nullable(),
  action: z.string(),
  actionName: z.string(),
  /** What was changed and how: a file's or a person's name, a move's folders, a grant's grantee. */
  information: z.string(),
  /** The client's address as the server saw it behind its trusted proxies; null where the source keeps none. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  time: z.number(),
});
export type HistoryRecord = z.infer<typeof historyRecord>;

/** An action the history can be filtered by, named in the reader's language by the server. */
export const historyAction = z.object({
  action: z.enum(HISTORY_ACTIONS),
  source: z.enum(HISTORY_SOURCES),
  name: z.string(),
});
export type HistoryActionName = z.infer<typeof historyAction>;

const tags = ['back office'];

export const manageEndpoints = {
  history: endpoint({
    method: 'GET',
    path: `${AREA.manage}/history`,
    tags,
    summary: "Every library's operation records, the back office's and the audit's, newest first, filtered by person, library, action or kind of action, address and time (classification admins)",
    query: historyQuery,
    data: page(historyRecord),
  }),
  historyActions: endpoint({
    method: 'GET',
    path: `${AREA.manage}/history/actions`,
    tags,
    summary: "Every action the history holds, with its source and its name in the caller's language (classification admins)",
    data: z.array(historyAction),
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
