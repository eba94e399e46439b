/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or return first) is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line (RFC 4180 quoting) of cells people wrote: file names, library names, person names. */
export function csvLine(values: string[]): string {
  return values.map(cell).join(',');
}
