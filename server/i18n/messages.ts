import type { AdminOperation } from '../../contract/admin-operations';
import type { AuditAction } from '../../contract/audit-events';
import type { GranteeType, Locale } from '../../contract/constants';
import type { LibraryOperation, LibraryRole } from '../../contract/library';
import type { OperationAction } from '../../contract/metadata';
import { CODE_LANGUAGES, TOOLS } from '../../contract/tools';
import { type CodeKind, nameOf, nameProductsWith, wordsOf } from '../../i18n/code-names';
import type { Translations } from '../../i18n/i18n-types';
import { i18nObject, loadedLocales } from '../../i18n/i18n-util';
import { loadAllLocales } from '../../i18n/i18n-util.sync';

/*
 * What the server says to people comes from the same dictionaries as the web app's words: the `server`
 * namespace of i18n/<locale>/, with `{field|kind}` naming codes through its `codes`.
 */
loadAllLocales();
nameProductsWith((kind, code) => {
  if (kind === 'tool') return TOOLS.find((tool) => tool.name === code)?.displayName;
  if (kind === 'language') return CODE_LANGUAGES.find((language) => language.key === code)?.name;
  return undefined;
});
const WORDS = { 'zh-CN': i18nObject('zh-CN').server, en: i18nObject('en').server } satisfies Record<Locale, unknown>;

type ServerWords = Translations['server'];

// Every code the contract defines has a name in the dictionaries.
({}) as ServerWords['codes'] satisfies {
  operationAction: Record<OperationAction, string>;
  libraryOperation: Record<LibraryOperation, string>;
  adminOperation: Record<AdminOperation, string>;
  auditAction: Record<AuditAction, string>;
  granteeType: Record<GranteeType, string>;
  libraryRole: Record<LibraryRole, string>;
};

export { type CodeKind, nameOf };
export type MessageKey = Exclude<keyof ServerWords, 'codes'>;
type MessageParam = string | number | readonly (string | number)[];
export type MessageParams = Record<string, MessageParam | undefined>;

/**
 * A message in the reader's language. A list whose field the message does not name through a kind
 * reads as its items joined, as a named one does.
 */
export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  const template = loadedLocales[locale].server[key] as string;
  const values = Object.fromEntries(Object.entries(params).map(([field, value]) => [field, template.includes(`{${field}|`) ? value : wordsOf(locale, value)]));
  return (WORDS[locale][key] as (values: Record<string, unknown>) => string)(values);
}

export function isMessageKey(key: string): key is MessageKey {
  return key !== 'codes' && Object.hasOwn(loadedLocales['zh-CN'].server, key);
}
