import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, type Locale } from '../../contract/constants';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { i18nObject } from '../../i18n/i18n-util';
import { loadLocaleAsync } from '../../i18n/i18n-util.async';
import { readCookie, writeYearCookie } from './cookies';

let current: Locale = DEFAULT_LANGUAGE;

/** The language chosen earlier (the cookie the server also reads), else the default zh-CN. */
export function savedLocale(): Locale {
  const value = readCookie(COOKIE.language);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LANGUAGE;
}

/** Loads a language's texts and makes it the one used outside React (toasts of the API client). */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadLocaleAsync(locale);
  current = locale;
  document.documentElement.lang = locale;
}

/** Remembered for a year and sent to the server, which answers in the same language. */
export function saveLocale(locale: Locale): void {
  writeYearCookie(COOKIE.language, locale);
}

export function currentTranslations(): TranslationFunctions {
  return i18nObject(current);
}
