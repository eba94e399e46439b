import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, type Locale } from '../../contract/constants';
import type { Namespaces, TranslationFunctions } from '../../i18n/i18n-types';
import { i18nObject } from '../../i18n/i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from '../../i18n/i18n-util.async';
import { readCookie, writeYearCookie } from './cookies';
import { FEATURE_WORDS, type WordedFeature } from './feature-words';

/** The language chosen earlier (the cookie the server also reads), else the default zh-CN. */
export function savedLocale(): Locale {
  const value = readCookie(COOKIE.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LANGUAGE;
}

/** The language in use; until one is activated, the one saved (read on first use, so the module loads without a page). */
let current: Locale | undefined;
/** The namespaces asked for so far: a change of language loads them in the new one too. */
const wanted = new Set<Namespaces>();
let refreshWords: (() => void) | undefined;
/** Counts the loads of namespaces, so a provider drawn before one finished knows to redraw. */
let wordsLoaded = 0;

/** Loads a language's shared texts and the namespaces loaded so far, and makes it the one used outside React (toasts of the API client). */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([loadLocaleAsync(locale), ...[...wanted].map((namespace) => loadNamespaceAsync(locale, namespace))]);
  current = locale;
  document.documentElement.lang = locale;
}

/** Remembered for a year and sent to the server, which answers in the same language. */
export function saveLocale(locale: Locale): void {
  writeYearCookie(COOKIE.language, locale);
}

export function currentLocale(): Locale {
  current ??= savedLocale();
  return current;
}

export function currentTranslations(): TranslationFunctions {
  return i18nObject(currentLocale());
}

async function loadWords(features: readonly WordedFeature[]): Promise<void> {
  const missing = features.flatMap((feature) => FEATURE_WORDS[feature]).filter((namespace) => !wanted.has(namespace));
  if (!missing.length) return;
  for (const namespace of missing) wanted.add(namespace);
  const locale = currentLocale();
  await Promise.all(missing.map((namespace) => loadNamespaceAsync(locale, namespace)));
  // A language chosen meanwhile loaded them too (they were wanted by then).
  wordsLoaded += 1;
  refreshWords?.();
}

/** A chunk's import that also loads the words of the features it shows, so its screens draw with them. */
export function withWords<Module>(features: readonly WordedFeature[], importer: () => Promise<Module>): () => Promise<Module> {
  return () => Promise.all([importer(), loadWords(features)]).then(([module]) => module);
}

export function wordsLoadedCount(): number {
  return wordsLoaded;
}

/**
 * Given the way to redraw with the texts (the i18n provider's): called after each load of a feature's
 * words, and at once when one finished since `seen`, the count the provider was drawn with.
 */
export function onWordsLoaded(refresh: () => void, seen: number): () => void {
  refreshWords = refresh;
  if (wordsLoaded !== seen) refresh();
  return () => {
    if (refreshWords === refresh) refreshWords = undefined;
  };
}
