import type { Locales, Translations } from './i18n-types';
import { loadedLocales } from './i18n-util';

/** The kinds of code the server's messages and records name: `server.codes` in the dictionaries. */
export type CodeKind = keyof Translations['server']['codes'] | 'language';

const LIST_SEPARATOR: Record<Locales, string> = { 'zh-CN': '、', en: ', ' };
/** What an empty list reads as. */
const NONE = '—';

/**
 * Tools and programming languages go by their product names, the same in every language: the contract
 * keeps them, and the side that words messages (the server) names them here, so the web app's first
 * download does not carry the contract's tool catalogue for formatters it never runs.
 */
let productName: (kind: CodeKind, code: string) => string | undefined = () => undefined;

export function nameProductsWith(lookup: (kind: CodeKind, code: string) => string | undefined): void {
  productName = lookup;
}

/** The name of a code in the reader's language; a code the dictionaries do not know shows as itself. */
export function nameOf(locale: Locales, kind: CodeKind, code: string | number): string {
  const codes = loadedLocales[locale]?.server?.codes as Record<string, Record<string, string> | undefined> | undefined;
  return codes?.[kind]?.[String(code)] ?? productName(kind, String(code)) ?? String(code);
}

/** A value or a list of values as the reader reads them: each named through `kind` when given, a list joined. */
export function wordsOf(locale: Locales, value: unknown, kind?: CodeKind): string {
  if (value === undefined || value === null) return '';
  const named = (item: unknown) => (kind ? nameOf(locale, kind, item as string | number) : String(item));
  if (!Array.isArray(value)) return named(value);
  return value.length ? value.map(named).join(LIST_SEPARATOR[locale]) : NONE;
}
