import { CCN_LIMIT, duplicatedFileRisk, riskyFunctionRisk } from '../../../contract/codecheck-bands';
import type { Locale } from '../../../contract/constants';
import { translate } from '../../i18n/messages';
import type { ToolFindings } from './exported-findings';

type CheckstyleSeverity = 'error' | 'warning' | 'info';

interface CheckstyleError {
  path: string;
  line: number;
  severity: CheckstyleSeverity;
  message: string;
  /** `<tool>.<checker>`: readers (checkstyle's own, Jenkins' Warnings, reviewdog) take the checker from its last part. */
  source: string;
}

/** Lint severities 1 high, 2 medium, 3 low, as checkstyle's. */
function lintSeverity(severity: number): CheckstyleSeverity {
  return severity <= 1 ? 'error' : severity === 2 ? 'warning' : 'info';
}

function bandSeverity(band: ReturnType<typeof duplicatedFileRisk> | ReturnType<typeof riskyFunctionRisk>): CheckstyleSeverity {
  return band === 'extremelyHigh' ? 'error' : band === 'high' ? 'warning' : 'info';
}

function escapeXml(text: string): string {
  return (
    text
      // Characters XML 1.0 cannot hold at all, even escaped.
       
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/\n/g, '&#10;')
  );
}

function errorsOf(tool: ToolFindings, locale: Locale): CheckstyleError[] {
  const source = (checker: string) => `${tool.toolName.toLowerCase()}.${checker}`;
  if (tool.pattern === 'CCN') {
    return tool.findings
      .filter((finding) => finding.status !== 'ignored')
      .map((finding) => ({
        path: finding.filePath,
        line: finding.beginLine,
        severity: bandSeverity(riskyFunctionRisk(finding.ccn)),
        message: translate(locale, 'sarifRiskyResult', { name: finding.name, count: finding.ccn, limit: CCN_LIMIT }),
        source: source('RiskyFunction'),
      }));
  }
  if (tool.pattern === 'DUPC') {
    return tool.findings
      .filter((finding) => finding.status !== 'ignored')
      .map((finding) => ({
        path: finding.source.path,
        line: finding.source.startLine,
        severity: bandSeverity(duplicatedFileRisk(finding.fileRate)),
        message: translate(locale, 'sarifDuplicatedResult', { count: finding.lines, path: finding.target.path, line: finding.target.startLine }),
        source: source('DuplicatedBlock'),
      }));
  }
  return tool.findings
    .filter((finding) => finding.status !== 'ignored')
    .map((finding) => ({ path: finding.filePath, line: finding.line, severity: lintSeverity(finding.severity), message: finding.message, source: source(finding.checker) }));
}

/**
 * A task's open findings as a checkstyle XML report, the format Jenkins' Warnings plugin, reviewdog,
 * SonarQube's external issues and checkstyle's own tools read: one `<file>` per path (relative to the
 * repository root), lint defects with their checkers, risky functions and duplicated blocks. Ignored
 * items are left out, since the format has no way to say so.
 */
export function checkstyleXml(tools: ToolFindings[], locale: Locale): string {
  const byPath = new Map<string, CheckstyleError[]>();
  for (const error of tools.flatMap((tool) => errorsOf(tool, locale))) {
    const errors = byPath.get(error.path) ?? [];
    errors.push(error);
    byPath.set(error.path, errors);
  }
  const files = [...byPath.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, errors]) => {
      const lines = errors
        .sort((a, b) => a.line - b.line)
        .map((error) => `    <error line="${Math.max(1, error.line)}" severity="${error.severity}" message="${escapeXml(error.message)}" source="${escapeXml(error.source)}"/>`);
      return [`  <file name="${escapeXml(path)}">`, ...lines, '  </file>'].join('\n');
    });
  // 8.0: the report version checkstyle itself writes today; readers check only the element names.
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<checkstyle version="8.0">', ...files, '</checkstyle>', ''].join('\n');
}
