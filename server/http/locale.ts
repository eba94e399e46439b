import type { FastifyRequest } from 'fastify';
import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, type Locale } from '../../contract/constants';

/** The reader's language: the `language` cookie the web app sets, else the default. */
export function requestLocale(request: FastifyRequest): Locale {
  const value = request.cookies?.[COOKIE.language];
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LANGUAGE;
}
