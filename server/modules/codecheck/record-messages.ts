import type { StoredMessage } from '../../i18n/stored-message';

/** The information of a basic-settings change: the name, the languages, or both. */
export function basicsChange(nameCn: string | undefined, langs: readonly string[] | undefined): StoredMessage | null {
  if (nameCn !== undefined && langs) return { key: 'recordTaskNameAndLanguages', params: { name: nameCn, langs } };
  if (nameCn !== undefined) return { key: 'recordTaskName', params: { name: nameCn } };
  if (langs) return { key: 'recordTaskLanguages', params: { langs } };
  return null;
}

/** The JavaScript environments a task chose for ESLint, or detection per file. */
export function jsEnvironmentsChange(environments: readonly string[] | null): StoredMessage {
  return environments ? { key: 'recordJsEnvironments', params: { environments: environments.join(', ') } } : { key: 'recordJsEnvironmentsDetected', params: {} };
}

/** The moment a task's defects count as new from, or back to the default (the end of its first successful scan). */
export function newDefectTimeChange(time: number | null): StoredMessage {
  return time === null ? { key: 'recordNewDefectTimeDefault', params: {} } : { key: 'recordNewDefectTime', params: { time: new Date(time).toISOString() } };
}

/** The information of ignoring defects, or bringing them back. */
export function ignoreChange(ignore: boolean, count: number, reason: string | null | undefined): StoredMessage {
  if (!ignore) return { key: 'recordUnignored', params: { count } };
  return reason ? { key: 'recordIgnoredWithReason', params: { count, reason } } : { key: 'recordIgnored', params: { count } };
}
