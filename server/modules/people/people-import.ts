import { parse } from 'csv-parse/sync';
import type { Locale } from '../../../contract/constants';
import { LIMITS, PEOPLE_LIMITS } from '../../../contract/constants';
import { ACCOUNT_PATTERN, IMPORT_COLUMNS, type ImportPreview, type ImportRow } from '../../../contract/people';
import { checkText } from '../../../contract/validation';
import { type MessageKey, type MessageParams, translate } from '../../i18n/messages';

type Column = (typeof IMPORT_COLUMNS)[number];

/** Header names a spreadsheet may carry for each column, English or Chinese, compared without case. */
const HEADER_NAMES: Record<Column, string[]> = {
  account: ['account', '账号', '帐号'],
  name: ['name', '姓名', '名字'],
  email: ['email', 'e-mail', '邮箱', '电子邮件'],
  phone: ['phone', '电话', '手机'],
  department: ['department', '部门'],
  groups: ['groups', 'group', '用户组', '组'],
};
const REQUIRED: Column[] = ['account', 'name'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+\-() ]*$/;

function columnOf(header: string): Column | undefined {
  const wanted = header.trim().toLowerCase();
  return IMPORT_COLUMNS.find((column) => HEADER_NAMES[column].includes(wanted));
}

/** A row ready to be written, with what it refers to by name. */
export interface ImportCandidate extends ImportRow {
  valid: boolean;
}

/**
 * Reads a CSV of people (a header, then one person per line) and checks every row against the account,
 * name and contact rules, duplicates within the file and accounts that exist already. Nothing is written:
 * the preview and the import itself both start here, so they agree on every row.
 */
export async function readImport(csv: string, existingAccounts: (accounts: string[]) => Promise<Set<string>>, locale: Locale): Promise<{ rows: ImportCandidate[]; fileErrors: string[] }> {
  const say = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true, bom: true }) as string[][];
  } catch {
    return { rows: [], fileErrors: [say('importUnreadable')] };
  }
  const [header, ...body] = records;
  if (!header || !body.length) return { rows: [], fileErrors: [say('importEmpty')] };

  const columns = header.map(columnOf);
  const fileErrors: string[] = [];
  header.forEach((name, index) => {
    if (!columns[index]) fileErrors.push(say('importUnknownColumn', { name }));
  });
  for (const column of REQUIRED) if (!columns.includes(column)) fileErrors.push(say('importMissingColumn', { name: column }));
  if (body.length > PEOPLE_LIMITS.importRowsMax) fileErrors.push(say('importTooManyRows', { count: PEOPLE_LIMITS.importRowsMax }));
  if (fileErrors.length) return { rows: [], fileErrors };

  const cell = (record: string[], column: Column) => {
    const index = columns.indexOf(column);
    return index >= 0 ? (record[index] ?? '').trim() : '';
  };
  const drafts = body.map((record, index) => ({
    line: index + 2,
    account: cell(record, 'account'),
    name: cell(record, 'name'),
    email: cell(record, 'email'),
    phone: cell(record, 'phone'),
    department: cell(record, 'department'),
    groups: [
      ...new Set(
        cell(record, 'groups')
          .split(/[;；]/)
          .map((group) => group.trim())
          .filter(Boolean),
      ),
    ],
    extra: record.length > header.length,
  }));
  const existing = await existingAccounts(drafts.map((draft) => draft.account).filter(Boolean));
  const seen = new Map<string, number>();
  const rows = drafts.map(({ extra, ...draft }): ImportCandidate => {
    const errors: string[] = [];
    const lowered = draft.account.toLowerCase();
    if (!draft.account) errors.push(say('importFieldMissing', { name: say('importColumnAccount') }));
    else if (draft.account.length < PEOPLE_LIMITS.accountMin || draft.account.length > LIMITS.accountMax || !ACCOUNT_PATTERN.test(draft.account)) errors.push(say('invalidAccount'));
    else if (seen.has(lowered)) errors.push(say('importDuplicateAccount', { line: seen.get(lowered)! }));
    else if (existing.has(lowered)) errors.push(say('importAccountExists', { name: draft.account }));
    if (draft.account && !seen.has(lowered)) seen.set(lowered, draft.line);
    const nameIssue = checkText(draft.name, { required: true, max: LIMITS.nameMax, displayName: true });
    if (nameIssue) errors.push(nameIssue.key === 'necessary' ? say('importFieldMissing', { name: say('importColumnName') }) : say(nameIssue.key, nameIssue.params));
    if (draft.email && (draft.email.length > PEOPLE_LIMITS.emailMax || !EMAIL.test(draft.email))) errors.push(say('invalidEmail'));
    if (draft.phone && (draft.phone.length > PEOPLE_LIMITS.phoneMax || !PHONE.test(draft.phone))) errors.push(say('invalidPhone'));
    if (draft.department && checkText(draft.department, { max: PEOPLE_LIMITS.departmentNameMax, displayName: true })) errors.push(say('importBadDepartment'));
    if (draft.groups.some((group) => checkText(group, { max: PEOPLE_LIMITS.groupNameMax, displayName: true }))) errors.push(say('importBadGroup'));
    if (extra) errors.push(say('importExtraCells'));
    return { ...draft, errors, valid: errors.length === 0 };
  });
  return { rows, fileErrors };
}

/** The preview the screen shows: every row with its errors, and the counts. */
export function previewOf(read: { rows: ImportCandidate[]; fileErrors: string[] }): ImportPreview {
  const valid = read.rows.filter((row) => row.valid).length;
  return {
    rows: read.rows.map(({ valid: _valid, ...row }) => row),
    valid,
    invalid: read.rows.length - valid,
    fileErrors: read.fileErrors,
  };
}
