import { catalogueEntry, type ToolName } from '../../../contract/tools';
import type { ToolAdapter } from '../types';

/**
 * Tools that cannot be installed on this server (detekt needs a JVM build of its own, StyleCop runs
 * inside MSBuild, golangci-lint ships as a downloaded binary). Their results come from a pipeline run
 * as SARIF or checkstyle XML through ingestion; the checkers are what those reports name.
 */

function ingestOnly(name: ToolName, reason: string): ToolAdapter {
  const entry = catalogueEntry(name);
  return {
    ...entry,
    ingestOnly: true,
    async checkers() {
      return [];
    },
    async available() {
      return { installed: false, reason };
    },
    async run() {
      throw new Error(`${entry.displayName} does not run on this server: upload its SARIF or checkstyle report instead`);
    },
  };
}

export const detektTool = ingestOnly('DETEKT', 'detekt runs in the pipeline; upload its SARIF or checkstyle report');
export const stylecopTool = ingestOnly('STYLECOP', 'StyleCop runs inside the .NET build; upload its SARIF report');
export const gometalinterTool = ingestOnly('GOML', 'golangci-lint runs in the pipeline; upload its checkstyle or SARIF report');
