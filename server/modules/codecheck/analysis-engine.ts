import { STEP } from '../../../contract/codecheck-codes';
import { BlameCache } from '../../analysis/blame';
import { branchChanges } from '../../analysis/changed-lines';
import { changedFiles, cloneOrFetch, folderTree, type GitCredentials, listFiles, lsRemoteBranches } from '../../analysis/checkout';
import { runScan } from '../../analysis/engine';
import { applyPathFilters } from '../../analysis/path-filter';
import type { RepoUrlPolicy } from '../../analysis/repo-url-policy';
import { DEFAULT_LIMITS, type ToolAdapter } from '../../analysis/types';
import type { Blamer, ScanEngine } from './scan-engine';
import { toolFailure } from './scan-failure';
import type { RepoCredential } from './task-input';
import type { ToolRegistry } from './tool-registry';

const CHECKOUT_TIMEOUT_MS = 15 * 60_000;
const CHECKOUT_MAX_BYTES = 2 * 1024 ** 3;

function gitCredentials(credential: RepoCredential | undefined): GitCredentials | undefined {
  // A token may stand in the user name alone (https://TOKEN@host/...), with no password.
  return credential?.password || credential?.username ? { username: credential.username, password: credential.password ?? '' } : undefined;
}

/** The scan runner's engine over server/analysis: checkout, file lists, tools, blame. */
export function analysisEngine(tools: ToolRegistry, repoPolicy: RepoUrlPolicy): ScanEngine {
  const blamers = new Map<string, BlameCache>();
  return {
    async checkout(options) {
      const result = await cloneOrFetch({
        url: options.url,
        branch: options.branch,
        commit: options.commit,
        policy: repoPolicy,
        dest: options.dir,
        credentials: gitCredentials(options.credential),
        timeoutMs: CHECKOUT_TIMEOUT_MS,
        maxBytes: CHECKOUT_MAX_BYTES,
        signal: options.signal,
      });
      return { commit: result.headCommit };
    },

    async listFiles(root, excludes) {
      const listed = await listFiles(root, { maxFileBytes: DEFAULT_LIMITS.maxFileBytes });
      return applyPathFilters(listed.files, excludes);
    },

    async changedFiles(root, from, to, candidates) {
      const { changed } = await changedFiles(root, from, to);
      const wanted = new Set(changed);
      return candidates.filter((path) => wanted.has(path));
    },

    folderTree: (root) => folderTree(root),
    branches: (url, credential) => lsRemoteBranches(url, repoPolicy, gitCredentials(credential)),
    branchChanges: (root, baseCommit, sourceCommit, signal) => branchChanges(root, baseCommit, sourceCommit, signal),

    async analyse(input) {
      // Duplication compares every file with every other: it is a full-scan measure only.
      const chosen = input.tools.filter((tool) => !(input.incremental && tool.name === 'DUPC'));
      const adapters = chosen.map((tool) => tools.adapter(tool.name)).filter((adapter): adapter is ToolAdapter => adapter !== undefined);
      const checkersByTool = Object.fromEntries(chosen.filter((tool) => tool.checkers).map((tool) => [tool.name, tool.checkers!]));
      const output = await runScan({
        root: input.root,
        files: input.files,
        tools: adapters,
        checkersByTool,
        jsEnvironments: input.jsEnvironments,
        signal: input.signal,
        codeDetailFiles: input.allFiles,
        onStep: async (tool, step) => {
          // Submitting and done are recorded once the results are stored, not when the tool returns.
          if (step === STEP.scanning || step === STEP.stopped) await input.onToolStep(tool, step);
          if (step === STEP.submitting) await input.onToolFinished(tool);
        },
      });
      const status = (name: string) => output.perToolStatus.find((entry) => entry.tool === name);
      const ran = (name: string) => status(name)?.status === 'done';
      return {
        findings: output.findings,
        complexity: ran('CCN') ? { functions: output.functions, riskyFunctions: output.riskyFunctions } : null,
        duplication: ran('DUPC') ? (output.duplication ?? { files: [], blocks: [], totalLines: 0, duplicatedLines: 0, rate: 0 }) : null,
        codeDetail: output.codeDetail,
        lintToolsRun: adapters.filter((adapter) => adapter.pattern === 'LINT' && ran(adapter.name)).map((adapter) => adapter.name),
        failedTools: output.perToolStatus
          .filter((entry) => entry.status === 'failed' || entry.status === 'skipped')
          .map((entry) => ({ name: entry.tool, failure: toolFailure(entry) })),
      };
    },

    blamer(root): Blamer {
      if (!blamers.has(root)) blamers.set(root, new BlameCache({ root }));
      return blamers.get(root)!;
    },
  };
}
