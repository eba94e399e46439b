import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogueEntry } from '../../../contract/tools';
import { makeScratchDir, runProcess, whichProgram } from '../process-runner';
import { type Checker, type Severity, type ToolAdapter, type ToolContext, type ToolResult, ToolTimedOut } from '../types';
import { escapeXml } from '../xml-reader';
import { parseCheckstyleReport } from './checkstyle-report';
import { chunk, deadline, enabledKeys, filesWithExtensions, programAvailability, repoPath } from './lint-support';

/**
 * Checkstyle (Debian's `checkstyle` command) with a configuration we generate from the enabled
 * checkers; the repository's checkstyle.xml and suppression files are never passed. Checkstyle
 * cannot list its checks from the command line, so the set is curated from its documented modules.
 */

interface CheckDefinition {
  key: string;
  severity: Severity;
  description: string;
  /** Checks that hang off the root Checker module rather than TreeWalker. */
  fileLevel?: boolean;
  defaultEnabled: boolean;
}

const CHECKS: CheckDefinition[] = [
  { key: 'EmptyBlock', severity: 2, description: 'Empty blocks', defaultEnabled: true },
  { key: 'EmptyCatchBlock', severity: 1, description: 'Empty catch blocks', defaultEnabled: true },
  { key: 'EqualsHashCode', severity: 1, description: 'equals() without hashCode()', defaultEnabled: true },
  { key: 'StringLiteralEquality', severity: 1, description: 'String literals compared with == or !=', defaultEnabled: true },
  { key: 'MissingSwitchDefault', severity: 2, description: 'switch without a default branch', defaultEnabled: true },
  { key: 'FallThrough', severity: 1, description: 'Fall-through between switch cases', defaultEnabled: true },
  { key: 'DefaultComesLast', severity: 3, description: 'default is not the last switch branch', defaultEnabled: true },
  { key: 'EmptyStatement', severity: 2, description: 'Empty statements', defaultEnabled: true },
  { key: 'InnerAssignment', severity: 2, description: 'Assignments inside expressions', defaultEnabled: true },
  { key: 'ModifiedControlVariable', severity: 2, description: 'Loop control variable changed in the body', defaultEnabled: true },
  { key: 'SimplifyBooleanExpression', severity: 3, description: 'Boolean expressions that can be simplified', defaultEnabled: true },
  { key: 'SimplifyBooleanReturn', severity: 3, description: 'Boolean returns that can be simplified', defaultEnabled: true },
  { key: 'NeedBraces', severity: 3, description: 'Code blocks without braces', defaultEnabled: true },
  { key: 'AvoidNestedBlocks', severity: 3, description: 'Nested blocks', defaultEnabled: false },
  { key: 'AvoidStarImport', severity: 3, description: 'Star imports', defaultEnabled: true },
  { key: 'UnusedImports', severity: 3, description: 'Unused imports', defaultEnabled: true },
  { key: 'RedundantImport', severity: 3, description: 'Redundant imports', defaultEnabled: true },
  { key: 'IllegalImport', severity: 2, description: 'Imports of sun.* packages', defaultEnabled: true },
  { key: 'MultipleVariableDeclarations', severity: 3, description: 'Several variables declared in one statement', defaultEnabled: false },
  { key: 'OneStatementPerLine', severity: 3, description: 'More than one statement on a line', defaultEnabled: false },
  { key: 'ConstantName', severity: 3, description: 'Constant naming', defaultEnabled: false },
  { key: 'LocalVariableName', severity: 3, description: 'Local variable naming', defaultEnabled: false },
  { key: 'MemberName', severity: 3, description: 'Field naming', defaultEnabled: false },
  { key: 'MethodName', severity: 3, description: 'Method naming', defaultEnabled: false },
  { key: 'ParameterName', severity: 3, description: 'Parameter naming', defaultEnabled: false },
  { key: 'TypeName', severity: 3, description: 'Type naming', defaultEnabled: false },
  { key: 'PackageName', severity: 3, description: 'Package naming', defaultEnabled: false },
  { key: 'StaticVariableName', severity: 3, description: 'Static field naming', defaultEnabled: false },
  { key: 'MethodLength', severity: 2, description: 'Methods longer than 150 lines', defaultEnabled: false },
  { key: 'ParameterNumber', severity: 2, description: 'Methods with more than 7 parameters', defaultEnabled: false },
  { key: 'CyclomaticComplexity', severity: 2, description: 'Methods with cyclomatic complexity above 10', defaultEnabled: false },
  { key: 'NestedIfDepth', severity: 2, description: 'if statements nested too deeply', defaultEnabled: false },
  { key: 'NestedTryDepth', severity: 2, description: 'try statements nested too deeply', defaultEnabled: false },
  { key: 'MagicNumber', severity: 3, description: 'Magic numbers', defaultEnabled: false },
  { key: 'UpperEll', severity: 3, description: 'long literals with a lower-case l', defaultEnabled: true },
  { key: 'ArrayTypeStyle', severity: 3, description: 'C-style array declarations', defaultEnabled: false },
  { key: 'FinalClass', severity: 3, description: 'Classes with only private constructors not declared final', defaultEnabled: false },
  { key: 'HideUtilityClassConstructor', severity: 3, description: 'Utility classes with a public constructor', defaultEnabled: false },
  { key: 'VisibilityModifier', severity: 3, description: 'Non-private fields', defaultEnabled: false },
  { key: 'LeftCurly', severity: 3, description: 'Placement of opening braces', defaultEnabled: false },
  { key: 'RightCurly', severity: 3, description: 'Placement of closing braces', defaultEnabled: false },
  { key: 'WhitespaceAround', severity: 3, description: 'Whitespace around operators and braces', defaultEnabled: false },
  { key: 'TodoComment', severity: 3, description: 'TODO comments', defaultEnabled: false },
  { key: 'LineLength', severity: 3, description: 'Lines longer than 120 characters', fileLevel: true, defaultEnabled: false },
  { key: 'FileLength', severity: 2, description: 'Files longer than 2000 lines', fileLevel: true, defaultEnabled: false },
  { key: 'FileTabCharacter', severity: 3, description: 'Tab characters', fileLevel: true, defaultEnabled: false },
  { key: 'NewlineAtEndOfFile', severity: 3, description: 'Files without a final newline', fileLevel: true, defaultEnabled: false },
];

const PROPERTIES: Record<string, Record<string, string>> = {
  LineLength: { max: '120' },
};

const SEVERITY_NAME: Record<Severity, string> = { 1: 'error', 2: 'warning', 3: 'info' };

function moduleXml(check: CheckDefinition, indent: string): string {
  const properties = Object.entries({ severity: SEVERITY_NAME[check.severity], ...PROPERTIES[check.key] })
    .map(([name, value]) => `${indent}  <property name="${escapeXml(name)}" value="${escapeXml(value)}"/>`)
    .join('\n');
  return `${indent}<module name="${escapeXml(check.key)}">\n${properties}\n${indent}</module>`;
}

function checkstyleConfig(enabled: Set<string>): string {
  const chosen = CHECKS.filter((check) => enabled.has(check.key));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    // Checkstyle resolves this public id from its own jar; nothing is fetched.
    '<!DOCTYPE module PUBLIC "-//Checkstyle//DTD Checkstyle Configuration 1.3//EN" "https://checkstyle.org/dtds/configuration_1_3.dtd">',
    '<module name="Checker">',
    '  <property name="charset" value="UTF-8"/>',
    ...chosen.filter((check) => check.fileLevel).map((check) => moduleXml(check, '  ')),
    '  <module name="TreeWalker">',
    ...chosen.filter((check) => !check.fileLevel).map((check) => moduleXml(check, '    ')),
    '  </module>',
    '</module>',
    '',
  ].join('\n');
}

async function checkers(): Promise<Checker[]> {
  return CHECKS.map(({ key, severity, description, defaultEnabled }) => ({ key, name: key, severity, description, defaultEnabled }));
}

async function run(ctx: ToolContext): Promise<ToolResult> {
  const program = await whichProgram('checkstyle');
  if (!program) throw new Error('checkstyle is not installed');
  const files = filesWithExtensions(ctx.files, ['java']);
  const result: ToolResult = { findings: [], analysedFiles: 0, warnings: [] };
  if (files.length === 0) return result;
  const enabled = enabledKeys(ctx, await checkers());
  const scratch = await makeScratchDir('checkstyle');
  const remaining = deadline(ctx);
  try {
    const config = join(scratch, 'checkstyle.xml');
    await writeFile(config, checkstyleConfig(enabled));
    for (const [index, batch] of chunk(files, 500).entries()) {
      const report = join(scratch, `report-${index}.xml`);
      const run = await runProcess(program, ['-f', 'xml', '-c', config, '-o', report, ...batch.map((path) => join(ctx.root, path))], {
        cwd: scratch,
        home: scratch,
        timeoutMs: remaining(),
        maxOutputBytes: ctx.limits.maxOutputBytes,
        signal: ctx.signal,
      });
      ctx.signal.throwIfAborted();
      if (run.timedOut) throw new ToolTimedOut('checkstyle', ctx.limits.timeoutMs);
      const xml = await readFile(report, 'utf8').catch(() => undefined);
      if (xml === undefined) throw new Error(`checkstyle wrote no report: ${run.stderr.slice(0, 500)}`);
      // Checkstyle exits with the number of errors it found, so only a missing report is a failure.
      result.findings.push(...parseCheckstyleReport(xml, 'CHECKSTYLE', (reported) => repoPath(ctx.root, reported)));
      result.analysedFiles += batch.length;
    }
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const checkstyleTool: ToolAdapter = {
  ...catalogueEntry('CHECKSTYLE'),
  ingestOnly: false,
  checkers,
  available: () => programAvailability('checkstyle', ['--version'], (output) => /Checkstyle version: (\S+)/.exec(output)?.[1]),
  run,
};
