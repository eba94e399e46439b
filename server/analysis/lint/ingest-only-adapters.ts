import type { LanguageKey, ToolAdapter, ToolName } from '../types';

/**
 * Tools that cannot be installed on this server (detekt needs a JVM build of its own, StyleCop runs
 * inside MSBuild, golangci-lint ships as a downloaded binary). Their results come from a pipeline run
 * as SARIF or checkstyle XML through ingestion; the checkers are what those reports name.
 */

function ingestOnly(name: ToolName, displayName: string, languages: LanguageKey[], reason: string): ToolAdapter {
  return {
    name,
    pattern: 'LINT',
    displayName,
    languages,
    ingestOnly: true,
    async checkers() {
      return [];
    },
    async available() {
      return { installed: false, reason };
    },
    async run() {
      throw new Error(`${displayName} does not run on this server: upload its SARIF or checkstyle report instead`);
    },
  };
}

export const detektTool = ingestOnly('DETEKT', 'detekt', ['KOTLIN'], 'detekt runs in the pipeline; upload its SARIF or checkstyle report');
export const stylecopTool = ingestOnly('STYLECOP', 'StyleCop', ['C_SHARP'], 'StyleCop runs inside the .NET build; upload its SARIF report');
export const gometalinterTool = ingestOnly('GOML', 'Gometalinter', ['GO'], 'golangci-lint runs in the pipeline; upload its checkstyle or SARIF report');
