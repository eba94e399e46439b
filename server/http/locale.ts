import type { FastifyRequest } from 'fastify';
import { COOKIE, DEFAULT_LANGUAGE, LANGUAGES, type Locale } from '../../contract/constants';

function isLocale(value: string | undefined): value is Locale {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/**
 * The first language of an `Accept-Language` header we have messages in, by quality then order. A
 * language matches on its primary subtag too, so `en-GB` reads English and `zh-TW` reads Chinese.
 */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([0-9.]+)\s*$/i.exec(param)?.[1]).find((q) => q !== undefined);
      return { tag: tag.trim().toLowerCase(), quality: quality === undefined ? 1 : Number(quality), order };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranges) {
    const exact = LANGUAGES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const primary = LANGUAGES.find((locale) => locale.split('-')[0]!.toLowerCase() === tag.split('-')[0]);
    if (primary) return primary;
  }
  return undefined;
}

/** The language chosen in the web app (its `language` cookie), if the request carries one. */
export function chosenLocale(request: FastifyRequest): Locale | undefined {
  const cookie = request.cookies?.[COOKIE.language];
  return isLocale(cookie) ? cookie : undefined;
}

/**
 * The reader's language: the `language` cookie the web app sets; without it (a pipeline, curl) the
 * request's `Accept-Language`; else the default.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return chosenLocale(request) ?? acceptedLocale(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
