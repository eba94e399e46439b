import type { Locale } from '../../../contract/constants';
import { nameOf } from '../../i18n/messages';
import { readStored } from '../../i18n/stored-message';

interface OperationRow {
  id: number;
  library_id: number;
  node_id: number | null;
  action: string;
  information_key: string | null;
  information_params: string | null;
  created_at: number | string;
  account: string | null;
  name: string | null;
  library_name: string | null;
}

/** One operation record in the reader's language. */
export function presentOperation(row: OperationRow, locale: Locale) {
  return {
    id: row.id,
    libraryId: row.library_id,
    libraryName: row.library_name ?? '',
    nodeId: row.node_id,
    operator: row.account ? { account: row.account, name: row.name ?? row.account } : null,
    action: row.action,
    actionName: nameOf(locale, 'libraryOperation', row.action),
    information: readStored(locale, row.information_key, row.information_params),
    time: Number(row.created_at),
  };
}
