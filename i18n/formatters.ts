import type { FormattersInitializer } from 'typesafe-i18n';
import { wordsOf } from './code-names';
import type { Formatters, Locales } from './i18n-types';

/** `{field|kind}` in a message names a code, or each code of a list, in the reader's language. */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale) => ({
  language: (value) => wordsOf(locale, value, 'language'),
  libraryField: (value) => wordsOf(locale, value, 'libraryField'),
  libraryRole: (value) => wordsOf(locale, value, 'libraryRole'),
  previewKind: (value) => wordsOf(locale, value, 'previewKind'),
  scanTrigger: (value) => wordsOf(locale, value, 'scanTrigger'),
  scanType: (value) => wordsOf(locale, value, 'scanType'),
  tool: (value) => wordsOf(locale, value, 'tool'),
  weekday: (value) => wordsOf(locale, value, 'weekday'),
  wikiAccess: (value) => wordsOf(locale, value, 'wikiAccess'),
});
