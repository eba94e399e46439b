import { createHash } from 'node:crypto';
import type * as Sarif from 'sarif';
import { CCN_LIMIT, duplicatedFileRisk, riskyFunctionRisk } from '../../../contract/codecheck-bands';
import type { Locale } from '../../../contract/constants';
import { translate } from '../../i18n/messages';
import type { DuplicatedBlockFinding, ExportedItem, RiskyFinding, ToolFindings } from './exported-findings';

/** Where the results' paths start: the repository's root, as GitHub and GitLab resolve relative URIs. */
const SOURCE_ROOT = '%SRCROOT%';
/** The fingerprint's name: its version changes only if the way it is computed does. */
const FINGERPRINT = 'librariumFindingHash/v1';
const RISKY_RULE = 'librarium.riskyFunction';
const DUPLICATED_RULE = 'librarium.duplicatedBlock';

export interface SarifTask {
  nameEn: string;
  repoUrl: string;
  branch: string;
  lastCommit: string | null;
}

/** Lint severities 1 high, 2 medium, 3 low, as SARIF levels. */
function lintLevel(severity: number): Sarif.ReportingConfiguration.level {
  return severity <= 1 ? 'error' : severity === 2 ? 'warning' : 'note';
}

function bandLevel(band: ReturnType<typeof duplicatedFileRisk> | ReturnType<typeof riskyFunctionRisk>): Sarif.ReportingConfiguration.level {
  return band === 'extremelyHigh' ? 'error' : band === 'high' ? 'warning' : 'note';
}

/** A rule as code scanning shows it: a one-line summary, a description and help (GitHub requires all three). */
function rule(id: string, summary: string, help: string, level: Sarif.ReportingConfiguration.level, name?: string): Sarif.ReportingDescriptor {
  return { id, ...(name ? { name } : {}), shortDescription: { text: summary }, fullDescription: { text: summary }, help: { text: help }, defaultConfiguration: { level } };
}

function hash(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

function location(path: string, startLine: number, endLine?: number): Sarif.Location {
  return {
    physicalLocation: {
      artifactLocation: { uri: path, uriBaseId: SOURCE_ROOT },
      region: { startLine: Math.max(1, startLine), ...(endLine !== undefined && endLine >= startLine ? { endLine } : {}) },
    },
  };
}

/** An ignored item is a suppression the team accepted, with its reason; code scanning then shows it dismissed. */
function suppressions(item: ExportedItem): Pick<Sarif.Result, 'suppressions'> {
  if (item.status !== 'ignored') return {};
  return { suppressions: [{ kind: 'external', status: 'accepted', ...(item.ignoreReason ? { justification: item.ignoreReason } : {}) }] };
}

function lintRun(tool: Extract<ToolFindings, { checkers: unknown }>, locale: Locale) {
  const seen = new Map<string, number>();
  for (const finding of tool.findings) seen.set(finding.checker, Math.min(seen.get(finding.checker) ?? 3, finding.severity));
  const rules = [...seen].map(([id, severity]) => rule(id, tool.checkers.get(id) || id, translate(locale, 'sarifLintHelp', { tool: tool.toolName, checker: id }), lintLevel(severity)));
  const index = new Map(rules.map((rule, position) => [rule.id, position]));
  const results = tool.findings.map(
    (finding): Sarif.Result => ({
      ruleId: finding.checker,
      ruleIndex: index.get(finding.checker)!,
      level: lintLevel(finding.severity),
      message: { text: finding.message || finding.checker },
      locations: [location(finding.filePath, finding.line)],
      partialFingerprints: { [FINGERPRINT]: finding.fingerprint },
      ...suppressions(finding),
    }),
  );
  return { rules, results };
}

function riskyRun(findings: RiskyFinding[], locale: Locale) {
  const rules = [rule(RISKY_RULE, translate(locale, 'sarifRiskyRule', { count: CCN_LIMIT }), translate(locale, 'sarifRiskyHelp'), 'warning', 'RiskyFunction')];
  const results = findings.map(
    (finding): Sarif.Result => ({
      ruleId: RISKY_RULE,
      ruleIndex: 0,
      level: bandLevel(riskyFunctionRisk(finding.ccn)),
      message: { text: translate(locale, 'sarifRiskyResult', { name: finding.name, count: finding.ccn, limit: CCN_LIMIT }) },
      locations: [location(finding.filePath, finding.beginLine, finding.endLine)],
      // A function keeps its finding while lines around it move or its body changes.
      partialFingerprints: { [FINGERPRINT]: hash('ccn', finding.filePath, finding.name) },
      properties: { cyclomaticComplexity: finding.ccn },
      ...suppressions(finding),
    }),
  );
  return { rules, results };
}

function duplicatedRun(findings: DuplicatedBlockFinding[], locale: Locale) {
  const rules = [rule(DUPLICATED_RULE, translate(locale, 'sarifDuplicatedRule'), translate(locale, 'sarifDuplicatedHelp'), 'warning', 'DuplicatedBlock')];
  const results = findings.map(
    (finding): Sarif.Result => ({
      ruleId: DUPLICATED_RULE,
      ruleIndex: 0,
      level: bandLevel(duplicatedFileRisk(finding.fileRate)),
      message: { text: translate(locale, 'sarifDuplicatedResult', { count: finding.lines, path: finding.target.path, line: finding.target.startLine }) },
      locations: [location(finding.source.path, finding.source.startLine, finding.source.endLine)],
      relatedLocations: [{ id: 1, ...location(finding.target.path, finding.target.startLine, finding.target.endLine), message: { text: translate(locale, 'sarifDuplicatedOther') } }],
      partialFingerprints: { [FINGERPRINT]: hash('dupc', finding.source.path, finding.target.path, finding.lines) },
      ...suppressions(finding),
    }),
  );
  return { rules, results };
}

/**
 * A task's findings as one SARIF 2.1.0 log, one run per tool, in the shape GitHub's and GitLab's code
 * scanning take: paths relative to the repository root, the commit scanned, a stable fingerprint per
 * finding, and ignored items as accepted suppressions.
 */
export function sarifLog(task: SarifTask, tools: ToolFindings[], productVersion: string, locale: Locale): Sarif.Log {
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: tools.map((tool): Sarif.Run => {
      const { rules, results } = tool.pattern === 'CCN' ? riskyRun(tool.findings, locale) : tool.pattern === 'DUPC' ? duplicatedRun(tool.findings, locale) : lintRun(tool, locale);
      return {
        tool: { driver: { name: tool.toolName, organization: 'Librarium', semanticVersion: productVersion, rules } },
        automationDetails: { id: `${task.nameEn}/${tool.toolName}/` },
        versionControlProvenance: [{ repositoryUri: task.repoUrl, branch: task.branch, ...(task.lastCommit ? { revisionId: task.lastCommit } : {}) }],
        originalUriBaseIds: { [SOURCE_ROOT]: { description: { text: translate(locale, 'sarifSourceRoot') } } },
        columnKind: 'unicodeCodePoints',
        results,
      };
    }),
  };
}
