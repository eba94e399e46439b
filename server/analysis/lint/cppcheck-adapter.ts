import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogueEntry } from '../../../contract/tools';
import { makeScratchDir, runProcess, whichProgram } from '../process-runner';
import { type Checker, type Finding, type Severity, type ToolAdapter, type ToolContext, type ToolResult, ToolTimedOut } from '../types';
import { findAll, parseXml } from '../xml-reader';
import { deadline, enabledKeys, filesWithExtensions, memo, programAvailability, repoPath } from './lint-support';

/**
 * cppcheck with its XML report. It honours `cppcheck-suppress` comments only with --inline-suppr,
 * which we never pass, and reads no project file unless given one. Which checks run is chosen by
 * category (--enable); single checkers are then kept or dropped from the report by id.
 */

const EXTENSIONS = ['c', 'cc', 'cpp', 'cxx', 'c++', 'h', 'hh', 'hpp', 'hxx'];

const SEVERITY: Record<string, Severity> = { error: 1, warning: 2, performance: 3, portability: 3, style: 3 };

function parseErrorList(xml: string): Checker[] {
  const seen = new Set<string>();
  const checkers: Checker[] = [];
  for (const error of findAll(parseXml(xml), 'error')) {
    const { id, severity, msg } = error.attributes;
    if (!id || !severity || seen.has(id) || !(severity in SEVERITY)) continue;
    seen.add(id);
    checkers.push({
      key: id,
      name: id,
      severity: SEVERITY[severity] as Severity,
      description: msg,
      defaultEnabled: severity === 'error' || severity === 'warning',
    });
  }
  return checkers.sort((a, b) => a.key.localeCompare(b.key));
}

function parseResults(root: string, xml: string): Finding[] {
  const findings: Finding[] = [];
  for (const error of findAll(parseXml(xml), 'error')) {
    const { id, severity, msg } = error.attributes;
    if (!id || !severity || !(severity in SEVERITY)) continue;
    const location = error.children.find((child) => child.name === 'location');
    const file = location?.attributes.file;
    if (!location || !file) continue;
    const path = repoPath(root, file);
    if (!path) continue;
    const column = Number(location.attributes.column);
    findings.push({
      tool: 'CPPCHECK',
      checker: id,
      severity: SEVERITY[severity] as Severity,
      path,
      line: Math.max(1, Number(location.attributes.line) || 1),
      column: Number.isFinite(column) && column > 0 ? column : undefined,
      message: msg ?? id,
    });
  }
  return findings;
}

const listCheckers = memo(async (): Promise<Checker[]> => {
  const program = await whichProgram('cppcheck');
  if (!program) throw new Error('cppcheck is not installed');
  const result = await runProcess(program, ['--errorlist'], { cwd: '/', timeoutMs: 30_000, maxOutputBytes: 8 * 1024 * 1024 });
  return parseErrorList(result.stdout);
});

async function run(ctx: ToolContext): Promise<ToolResult> {
  const program = await whichProgram('cppcheck');
  if (!program) throw new Error('cppcheck is not installed');
  const files = filesWithExtensions(ctx.files, EXTENSIONS);
  const result: ToolResult = { findings: [], analysedFiles: 0, warnings: [] };
  if (files.length === 0) return result;
  const enabled = enabledKeys(ctx, await listCheckers());
  const scratch = await makeScratchDir('cppcheck');
  try {
    const list = join(scratch, 'files.txt');
    await writeFile(list, files.map((path) => join(ctx.root, path)).join('\n'));
    const run = await runProcess(
      program,
      ['--xml', '--xml-version=2', '--enable=warning,style,performance,portability', '--quiet', '--max-configs=4', `--file-list=${list}`],
      { cwd: scratch, home: scratch, timeoutMs: deadline(ctx)(), maxOutputBytes: ctx.limits.maxOutputBytes, signal: ctx.signal },
    );
    ctx.signal.throwIfAborted();
    if (run.timedOut) throw new ToolTimedOut('cppcheck', ctx.limits.timeoutMs);
    if (run.truncated) throw new Error('cppcheck printed more than the output limit');
    if (run.code !== 0) throw new Error(`cppcheck failed: ${run.stderr.slice(0, 500)}`);
    const xmlStart = run.stderr.indexOf('<?xml');
    if (xmlStart < 0) throw new Error('cppcheck printed no XML report');
    result.findings = parseResults(ctx.root, run.stderr.slice(xmlStart)).filter((finding) => enabled.has(finding.checker));
    result.analysedFiles = files.length;
    return result;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

export const cppcheckTool: ToolAdapter = {
  ...catalogueEntry('CPPCHECK'),
  ingestOnly: false,
  checkers: listCheckers,
  available: () => programAvailability('cppcheck', ['--version'], (output) => /Cppcheck (\S+)/.exec(output)?.[1]),
  run,
};
