import { describe, expect, it } from 'vitest';
import { CCN_LIMIT, riskyFunctionRisk } from '../../../contract/codecheck-bands';
import { parseCheckstyleReport } from '../../../server/analysis/lint/checkstyle-report';
import { checkstyleXml } from '../../../server/modules/codecheck/checkstyle-xml';

const lint = (message: string, filePath = 'src/a & b <c>.js') => ({
  toolName: 'ESLINT',
  pattern: 'LINT' as const,
  checkers: new Map(),
  findings: [
    { status: 'new', checker: 'no-eval', severity: 1, filePath, line: 7, message, fingerprint: 'f1' },
    { status: 'ignored', ignoreReason: 'generated', checker: 'eqeqeq', severity: 3, filePath, line: 9, message: 'left out', fingerprint: 'f2' },
  ],
});

describe('a checkstyle report of a task', () => {
  it('keeps messages and paths with markup, quotes, line breaks and control characters whole as a reader takes them back', () => {
    const message = 'Use "===" & not <eval>\nnext line\u0007';
    const read = parseCheckstyleReport(checkstyleXml([lint(message)], 'en'), 'ESLINT', (path) => path);
    expect(read).toEqual([expect.objectContaining({ checker: 'no-eval', severity: 1, path: 'src/a & b <c>.js', line: 7, message: 'Use "===" & not <eval>\nnext line\ufffd' })]);
  });

  it('groups findings by file in path order, each file by line, and leaves ignored ones out', () => {
    const xml = checkstyleXml([lint('b', 'z.js'), lint('a', 'a.js')], 'zh-CN');
    expect([...xml.matchAll(/<file name="([^"]+)">/g)].map((match) => match[1])).toEqual(['a.js', 'z.js']);
    expect(xml).not.toContain('left out');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<checkstyle version="8.0">')).toBe(true);
  });

  it('names risky functions and duplicated blocks in the reader’s language, with their band as the severity', () => {
    expect(riskyFunctionRisk(200)).toBe('extremelyHigh');
    const xml = checkstyleXml(
      [
        { toolName: 'CCN', pattern: 'CCN', findings: [{ status: 'new', filePath: 'big.js', name: 'parse', ccn: 200, beginLine: 3, endLine: 90 }] },
        { toolName: 'DUPC', pattern: 'DUPC', findings: [{ status: 'new', fileRate: 12, source: { path: 'a.js', startLine: 1, endLine: 20 }, target: { path: 'b.js', startLine: 5, endLine: 24 }, lines: 20 }] },
      ],
      'en',
    );
    const read = parseCheckstyleReport(xml, 'export', (path) => path);
    expect(read).toEqual([
      expect.objectContaining({ path: 'a.js', line: 1, checker: 'DuplicatedBlock', message: '20 lines duplicate the code at b.js, line 5' }),
      expect.objectContaining({ path: 'big.js', line: 3, checker: 'RiskyFunction', severity: 1, message: `Function parse has a cyclomatic complexity of 200 (limit ${CCN_LIMIT})` }),
    ]);
  });
});
