import { catalogueEntry } from '../../contract/tools';
import { detectDuplicates, jscpdBinary } from './duplication';
import { runProcess } from './process-runner';
import type { ToolAdapter, ToolContext, ToolResult } from './types';

/** The duplication tool (DUPC) over jscpd; CodeCC runs it on full scans only, and so does the engine. */
export const duplicationTool: ToolAdapter = {
  ...catalogueEntry('DUPC'),
  ingestOnly: false,
  async checkers() {
    return [];
  },
  async available() {
    const binary = jscpdBinary();
    if (!binary) return { installed: false, reason: 'jscpd has no binary for this platform' };
    const result = await runProcess(binary, ['--version'], { cwd: '/', timeoutMs: 10_000, maxOutputBytes: 4096 });
    if (result.code !== 0) return { installed: false, reason: result.stderr.trim() || 'jscpd did not start' };
    return { installed: true, version: result.stdout.trim() };
  },
  async run(ctx: ToolContext): Promise<ToolResult> {
    const duplication = await detectDuplicates(ctx.root, ctx.files, { limits: ctx.limits, signal: ctx.signal });
    return { findings: [], duplication, analysedFiles: duplication.files.length, warnings: [] };
  },
};
