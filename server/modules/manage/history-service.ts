import { HISTORY_ACTIONS, sourceOfAction } from '../../../contract/admin-operations';
import type { HistorySource } from '../../../contract/audit-events';
import { CSV_EXPORT_ROWS_MAX } from '../../../contract/constants';
import type { Locale } from '../../../contract/constants';
import type { HistoryActionName, HistoryFilters, HistoryRecord } from '../../../contract/manage';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import { type CodeKind, nameOf, translate } from '../../i18n/messages';
import { readStored } from '../../i18n/stored-message';
import { backOfficePolicy } from '../users/backoffice-policy';
import { csvLine } from './csv';
import type { HistoryRepo, HistoryRow } from './history-repo';

/** Where the names of each source's actions are: one place, the server's `codes`, for the screen's filter too. */
const NAMES: Record<HistorySource, CodeKind> = { library: 'libraryOperation', admin: 'adminOperation', audit: 'auditAction' };

/**
 * One record in the reader's language. A back-office or audit record's information starts with what it
 * was done to; an audited call made with an access token says which.
 */
function presentRecord(row: HistoryRow, locale: Locale): HistoryRecord {
  const information = readStored(locale, row.information_key, row.information_params);
  const viaToken = row.token_name !== null && row.source === 'audit' && !row.action.startsWith('ACCESS_TOKEN_') ? translate(locale, 'auditViaToken', { name: row.token_name }) : '';
  return {
    key: `${row.source}-${row.id}`,
    source: row.source,
    libraryId: row.library_id,
    libraryName: row.library_name ?? '',
    operator: row.account ? { account: row.account, name: row.name ?? row.account } : null,
    action: row.action,
    actionName: nameOf(locale, NAMES[row.source], row.action),
    information: row.source === 'library' || !row.subject ? [information, viaToken].filter(Boolean).join(' · ') : [row.subject, information, viaToken].filter(Boolean).join(' · '),
    ip: row.ip,
    userAgent: row.user_agent,
    time: Number(row.created_at),
  };
}

/** The record of the whole system: every library's operations, the back office's and the audit's, to read page by page or export. */
export function historyService(repos: { history: HistoryRepo }) {
  const { history: operations } = repos;
  return {
    /** Every action the history holds, named as its records are. */
    actions(actor: Actor, locale: Locale): HistoryActionName[] {
      backOfficePolicy.authorize(actor, 'administer');
      return HISTORY_ACTIONS.map((action) => {
        const source = sourceOfAction(action);
        return { action, source, name: nameOf(locale, NAMES[source], action) };
      });
    },

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
        lines.push(
          csvLine([new Date(record.time).toISOString(), record.operator?.account ?? '', record.operator?.name ?? '', record.libraryName, record.actionName, record.information, record.ip ?? '', record.userAgent ?? '']),
        );
      }
      if (rows.length > CSV_EXPORT_ROWS_MAX) lines.push(csvLine([translate(locale, 'historyCsvCapped', { count: CSV_EXPORT_ROWS_MAX })]));
      return `\uFEFF${lines.join('\r\n')}\r\n`;
    },
  };
}

export type HistoryService = ReturnType<typeof historyService>;
