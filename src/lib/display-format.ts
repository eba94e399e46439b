/** Sizes and times as people read them in their language (Intl does the separators and date words). */

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

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
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(unit === 0 ? Math.round(value) : value);
  return `${number} ${BYTE_UNITS[unit]}`;
}

/** A moment as date and minutes in the reader's language, e.g. '2026/3/5 14:07'. */
export function formatDateTime(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}
