import type { Finding, Severity } from '../types';
import { findAll, parseXml } from '../xml-reader';

/**
 * The checkstyle XML report format, which checkstyle prints and many other linters (detekt, ktlint,
 * golangci-lint, ESLint's formatter) can write; the checkstyle adapter and ingestion share it.
 */

const SEVERITY: Record<string, Severity> = { error: 1, warning: 2, info: 3 };

/** `com.puppycrawl.tools.checkstyle.checks.blocks.NeedBracesCheck` → `NeedBraces`; `detekt.MagicNumber` → `MagicNumber`. */
function checkerFromSource(source: string): string {
  const last = source.slice(source.lastIndexOf('.') + 1);
  return last.endsWith('Check') && last.length > 5 ? last.slice(0, -5) : last;
}

export function parseCheckstyleReport(
  xml: string,
  tool: string,
  mapPath: (reported: string) => string | undefined,
): Finding[] {
  const document = parseXml(xml);
  if (document.name !== 'checkstyle') throw new Error(`expected a <checkstyle> report, found <${document.name}>`);
  const findings: Finding[] = [];
  for (const file of document.children.filter((child) => child.name === 'file')) {
    const path = mapPath(file.attributes.name ?? '');
    if (!path) continue;
    for (const error of findAll(file, 'error')) {
      const severity = SEVERITY[error.attributes.severity ?? 'warning'];
      if (severity === undefined) continue;
      const line = Number(error.attributes.line);
      const column = Number(error.attributes.column);
      findings.push({
        tool,
        checker: checkerFromSource(error.attributes.source ?? 'unknown'),
        severity,
        path,
        line: Number.isInteger(line) && line > 0 ? line : 1,
        column: Number.isInteger(column) && column > 0 ? column : undefined,
        message: error.attributes.message ?? '',
      });
    }
  }
  return findings;
}
