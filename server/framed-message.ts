/**
 * Lines of plain text inside a box of `+`, `-` and `|`, for the few messages a person starting the
 * server must not miss among the log lines (the first administrator password). Plain ASCII frames
 * survive any terminal and any log collector; wide (CJK) characters count as two columns.
 */
export function framedMessage(lines: readonly string[]): string {
  const width = Math.max(0, ...lines.map(columns));
  const rule = `+${'-'.repeat(width + 4)}+`;
  const body = lines.map((line) => `|  ${line}${' '.repeat(width - columns(line))}  |`);
  return [rule, ...body, rule].join('\n');
}

function columns(text: string): number {
  let count = 0;
  for (const char of text) count += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(char) ? 2 : 1;
  return count;
}
