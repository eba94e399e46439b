/**
 * Times of the upload list (spec §9) as message keys and numbers: the web app picks the words for the
 * person's language. Sizes and speeds use the app's one size format (src/lib/display-format.ts).
 */

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
