const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Local midnight of a day picked in a date field (YYYY-MM-DD, the person's own calendar), `plusDays`
 * later; undefined for anything that is not such a day. A span 'to' a day ends at the next midnight.
 */
export function startOfDay(value: string | undefined, plusDays = 0): number | undefined {
  const match = value ? DATE.exec(value) : null;
  if (!match) return undefined;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).getTime();
  return Number.isNaN(time) ? undefined : time;
}
