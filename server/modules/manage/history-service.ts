import { CSV_EXPORT_ROWS_MAX } from '../../../contract/constants';
import type { Locale } from '../../../contract/constants';
import type { HistoryFilters, HistoryRecord } from '../../../contract/manage';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import { nameOf, translate } from '../../i18n/messages';
import { readStored } from '../../i18n/stored-message';
import { backOfficePolicy } from '../users/backoffice-policy';
import { csvLine } from './csv';
import type { HistoryRepo, HistoryRow } from './history-repo';

/** One record in the reader's language; a back-office record's information starts with what it changed. */
function presentRecord(row: HistoryRow, locale: Locale): HistoryRecord {
  const information = readStored(locale, row.information_key, row.information_params);
  const library = row.source === 'library';
  return {
    key: `${row.source}-${row.id}`,
    libraryId: row.library_id,
    libraryName: row.library_name ?? '',
    operator: row.account ? { account: row.account, name: row.name ?? row.account } : null,
    action: row.action,
    actionName: nameOf(locale, library ? 'libraryOperation' : 'adminOperation', row.action),
    information: library || !row.subject ? information : [row.subject, information].filter(Boolean).join(' · '),
    time: Number(row.created_at),
  };
}

/** The operation record of the whole system: every library's records and the back office's, to read page by page or export. */
export function historyService(repos: { history: HistoryRepo }) {
  const { history: operations } = repos;
  return {
    async page(actor: Actor, filters: HistoryFilters, paging: PageQuery, locale: Locale) {
      backOfficePolicy.authorize(actor, 'administer');
      const { rows, total } = await operations.page(filters, paging);
      return pageOf(
        rows.map((row) => presentRecord(row, locale)),
        total,
        paging,
      );
    },

    /** The records as CSV text: a byte order mark (spreadsheets then read UTF-8), a header, one line per record. */
    async csv(actor: Actor, filters: HistoryFilters, locale: Locale): Promise<string> {
      backOfficePolicy.authorize(actor, 'administer');
      const rows = await operations.list(filters, CSV_EXPORT_ROWS_MAX + 1);
      const lines = [translate(locale, 'historyCsvHeader')];
      for (const row of rows.slice(0, CSV_EXPORT_ROWS_MAX)) {
        const record = presentRecord(row, locale);
        lines.push(csvLine([new Date(record.time).toISOString(), record.operator?.account ?? '', record.operator?.name ?? '', record.libraryName, record.actionName, record.information]));
      }
      if (rows.length > CSV_EXPORT_ROWS_MAX) lines.push(csvLine([translate(locale, 'historyCsvCapped', { count: CSV_EXPORT_ROWS_MAX })]));
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
