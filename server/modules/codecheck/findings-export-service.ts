import type { Locale } from '../../../contract/constants';
import type { Actor } from '../../auth/actor';
import { checkstyleXml } from './checkstyle-xml';
import type { CodecheckRepositories } from './codecheck-repositories';
import { blocksOf } from './defect-presenter';
import type { DuplicatedBlockFinding, ToolFindings } from './exported-findings';
import { sarifLog } from './sarif-log';
import { presentRepoUrl } from './task-input';
import { toolInfo } from './task-presenter';
import type { TaskService } from './task-service';
import type { ToolRegistry } from './tool-registry';

/**
 * A task's findings as files for other tools: a SARIF log for the code scanning of GitHub or GitLab (open
 * and ignored ones), a checkstyle XML report for the tools that read lint reports (open ones). Anyone
 * who may view the task may take them.
 */
export function findingsExportService(repos: CodecheckRepositories, deps: { tasks: Pick<TaskService, 'authorised'>; tools: Pick<ToolRegistry, 'checkers'>; productVersion: string }) {
  const { defects, tasks } = repos;

  /** Each clone pair once: a pair is listed on both of its files, and reported where its first copy is. */
  function duplicatedBlocks(rows: Awaited<ReturnType<typeof defects.duplicatedToReport>>): DuplicatedBlockFinding[] {
    return rows.flatMap((row) =>
      blocksOf(row)
        .filter((block) => block.source.path === row.file_path)
        .map((block) => ({ status: row.status, fileRate: row.rate, source: block.source, target: block.target, lines: block.lines })),
    );
  }

  async function checkerNames(toolName: string): Promise<Map<string, string | undefined>> {
    const checkers = (await deps.tools.checkers(toolName)) ?? [];
    return new Map(checkers.map((checker) => [checker.key, checker.description ?? checker.name]));
  }

  async function findingsOf(taskId: number): Promise<ToolFindings[]> {
    const [enabled, lint, risky, duplicated] = await Promise.all([tasks.tools(taskId), defects.lintToReport(taskId), defects.riskyToReport(taskId), defects.duplicatedToReport(taskId)]);
    const toolNames = [...new Set([...enabled.map((tool) => tool.tool_name), ...lint.map((row) => row.tool_name)])].sort();
    return Promise.all(
      toolNames.map(async (toolName): Promise<ToolFindings> => {
        const pattern = toolInfo(toolName).pattern;
        if (pattern === 'CCN') {
          return { toolName, pattern, findings: risky.map((row) => ({ status: row.status, filePath: row.file_path, name: row.name, ccn: row.ccn, beginLine: row.begin_line, endLine: row.end_line })) };
        }
        if (pattern === 'DUPC') return { toolName, pattern, findings: duplicatedBlocks(duplicated) };
        return {
          toolName,
          pattern,
          checkers: await checkerNames(toolName),
          findings: lint
            .filter((row) => row.tool_name === toolName)
            .map((row) => ({
              status: row.status,
              ignoreReason: row.ignore_reason,
              checker: row.checker,
              severity: row.severity,
              filePath: row.file_path,
              line: row.line,
              message: row.message,
              fingerprint: row.fingerprint,
            })),
        };
      }),
    );
  }

  return {
    async sarif(actor: Actor, taskId: number, locale: Locale) {
      const { task } = await deps.tasks.authorised(actor, taskId, 'view');
      const log = sarifLog({ nameEn: task.name_en, repoUrl: presentRepoUrl(task.repo_url), branch: task.branch, lastCommit: task.last_commit }, await findingsOf(taskId), deps.productVersion, locale);
      return { fileName: `${task.name_en}.sarif`, log };
    },
    async checkstyle(actor: Actor, taskId: number, locale: Locale) {
      const { task } = await deps.tasks.authorised(actor, taskId, 'view');
      return { fileName: `${task.name_en}-checkstyle.xml`, xml: checkstyleXml(await findingsOf(taskId), locale) };
    },
  };
}

export type FindingsExportService = ReturnType<typeof findingsExportService>;
