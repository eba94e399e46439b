/** Sizes and times as people read them in their language (Intl does the separators and date words). */

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * Intl formatters by language and options, made once: making one costs far more than formatting with it,
 * and a file list or an upload's progress formats hundreds of values a second.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let made = formatters.get(key) as T | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/**
 * The one way the app writes a size, in every screen and both languages: binary units (1 KB = 1024 B)
 * with the same symbols in Chinese and English, whole bytes below a kilobyte and at most one decimal
 * above ('24 B', '1.5 KB', '10 MB'); Intl writes the number in the reader's language.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Number.isFinite(bytes) ? Math.max(0, bytes) : 0;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Rounding 1023.96 KB to one decimal would read '1,024 KB': it belongs to the next unit.
  if (unit > 0 && unit < BYTE_UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = formatter(`number ${locale} ${digits}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: digits })).format(unit === 0 ? Math.round(value) : value);
  return `${number} ${BYTE_UNITS[unit]}`;
}

/** A moment as date and minutes in the reader's language, e.g. '2026/3/5 14:07'. */
export function formatDateTime(epochMs: number, locale: string): string {
  return formatter(`moment ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })).format(new Date(epochMs));
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60_000],
  ['hour', 3_600_000],
  ['day', 86_400_000],
];

/**
 * A recent moment said shortly in the reader's language ('3 小时前', 'yesterday'); older than a week, the
 * date alone ('2026年3月5日'). The full moment belongs in a tooltip beside it.
 */
export function formatRecent(epochMs: number, locale: string, now = Date.now()): string {
  const ago = now - epochMs;
  if (ago < 7 * 86_400_000) {
    const relative = formatter(`relative ${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
    if (ago < 60_000) return relative.format(0, 'minute');
    for (let index = RELATIVE_STEPS.length - 1; index >= 0; index -= 1) {
      const [unit, size] = RELATIVE_STEPS[index]!;
      if (ago >= size) return relative.format(-Math.floor(ago / size), unit);
    }
  }
  return formatter(`date ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(new Date(epochMs));
}
