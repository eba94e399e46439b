/**
 * Sizes and times of the upload list (spec §9) as message keys and numbers: the web app picks the words
 * and the number format for the person's language.
 */

type SizeUnit = 'bytes' | 'kb' | 'mb' | 'gb';
interface FormattedSize {
  key: SizeUnit;
  /** Whole bytes and kilobytes; megabytes and gigabytes to one decimal. */
  value: number;
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function formatSize(bytes: number): FormattedSize {
  const size = Math.max(0, bytes);
  if (size < KB) return { key: 'bytes', value: Math.round(size) };
  // Rounding can carry a value over a unit's limit (1023.6 KB); it then reads better in the next unit.
  if (size < MB && Math.round(size / KB) < KB) return { key: 'kb', value: Math.round(size / KB) };
  if (size < GB && oneDecimal(size / MB) < KB) return { key: 'mb', value: oneDecimal(size / MB) };
  return { key: 'gb', value: oneDecimal(size / GB) };
}

type TimeUnit = 'years' | 'days' | 'hours' | 'minutes' | 'seconds';
interface FormattedTime {
  /** The largest unit with a non-zero count, as the upload list has always shown it. */
  key: TimeUnit;
  value: number;
}

const UNITS: readonly (readonly [TimeUnit, number])[] = [
  ['years', 365 * 24 * 60 * 60],
  ['days', 24 * 60 * 60],
  ['hours', 60 * 60],
  ['minutes', 60],
];

/** Time remaining, in whole units; under a second reads as 0 seconds. */
export function formatTimeRemaining(seconds: number): FormattedTime {
  const whole = Math.max(0, Math.floor(seconds));
  for (const [unit, length] of UNITS) {
    if (whole >= length) return { key: unit, value: Math.floor(whole / length) };
  }
  return { key: 'seconds', value: whole };
}
