const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight of a picked day (YYYY-MM-DD), or undefined for anything that is not one. */
export function startOfDay(value: string | undefined, plusDays = 0): number | undefined {
  const match = value ? DATE.exec(value) : null;
  if (!match) return undefined;
  const time = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).getTime();
  return Number.isNaN(time) ? undefined : time;
}
