/** Sizes and times as people read them in their language (Intl does the words and separators). */

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 24 → '24 bytes' / '24字节', 1536 → '1.5 kB': whole bytes below a kilobyte, one decimal above. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  // Rounding 1023.96 KB to one decimal would read '1,024 KB': it belongs to the next unit.
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value * 10) / 10 >= 1024) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    // Intl's short byte unit reads '24 byte' in English; the long one is the natural word.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/** A moment as date and minutes in the reader's language, e.g. '2026/3/5 14:07'. */
export function formatDateTime(epochMs: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochMs));
}
