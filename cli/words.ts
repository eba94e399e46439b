import type { GateMetric } from '../contract/codecheck-gate';

/**
 * What the command says, in the product's two languages (zh-CN unless the environment's locale is
 * English). The server's own messages arrive already worded in the language asked for.
 */
const zhCN = {
  help: `librarium-ci：在流水线中运行 Librarium 代码检查

用法：
  librarium-ci scan   --task <id> [--commit <sha>]                    扫描任务分支的最新提交（或指定的提交）并等待结果
  librarium-ci scan   --task <id> --branch <源分支> [--base <目标分支>]
                                                                     合并请求分析：只报告源分支相对目标分支（默认任务分支）改动的行上新增的问题
  librarium-ci upload --task <id> --format sarif|checkstyle [--tool <工具>] <文件>
                                                                     上传外部工具的报告并等待入库
  librarium-ci gate   --task <id> [--scan <构建号>]                   只显示质量红线的结论

环境变量：
  LIBRARIUM_URL     服务器地址（也可用 --server 指定），例如 https://librarium.example.com
  LIBRARIUM_TOKEN   访问令牌（需要 read，以及 scan 或 ingest 权限）；只从环境变量读取，绝不打印

选项：
  --server <地址>    服务器地址，优先于 LIBRARIUM_URL
  --json             输出机器可读的 JSON
  --timeout <秒>     最长等待时间，默认 1800 秒
  --limit <数量>     最多列出的新缺陷数，默认 20
  --help             显示本帮助

退出码：
  0  质量红线通过（或任务未启用质量红线）
  1  质量红线未通过
  2  用法或输入错误（缺少参数、文件无法读取、提交不在任务分支上、服务器判定报告或参数无效）
  3  服务器、认证或网络错误（包括扫描失败和等待超时）

消息语言取自 LC_ALL / LC_MESSAGES / LANG，默认中文。`,
  usage: '运行 librarium-ci --help 查看用法',
  unknownCommand: (name: string) => `未知的子命令：${name}`,
  missingCommand: '请指定子命令：scan、upload 或 gate',
  missingOption: (name: string) => `缺少参数 --${name}`,
  badNumber: (name: string) => `--${name} 必须是正整数`,
  badFormat: '--format 必须是 sarif 或 checkstyle',
  badTool: (name: string) => `未知的工具：${name}`,
  missingFile: '请指定要上传的报告文件',
  unreadableFile: (file: string, reason: string) => `无法读取文件 ${file}：${reason}`,
  missingServer: '请设置 LIBRARIUM_URL 或使用 --server 指定服务器地址',
  badServer: (value: string) => `服务器地址无效：${value}`,
  missingToken: '请在环境变量 LIBRARIUM_TOKEN 中提供访问令牌',
  conflictingTarget: '--commit 不能与 --branch 或 --base 同时使用',
  unreachable: (server: string, reason: string) => `无法连接服务器 ${server}：${reason}`,
  notEnvelope: (status: number) => `服务器返回了无法识别的应答（HTTP ${status}）`,
  timedOut: (seconds: number) => `等待超过 ${seconds} 秒，已停止等待（扫描仍在服务器上进行）`,
  analysisStarted: (task: number, id: number, source: string, base: string) => `任务 ${task}：分支分析 #${id} 已开始（${source} → ${base}）`,
  analysisStatuses: { queued: '排队中', running: '分析中', succeeded: '完成', failed: '失败' } as Record<string, string>,
  analysisEnded: (id: number, source: string, base: string, status: string, commit: string | null, mergeBase: string | null) =>
    `分支分析 #${id}（${source} → ${base}）${status}${commit ? `（提交 ${commit.slice(0, 12)}${mergeBase ? `，合并基点 ${mergeBase.slice(0, 12)}` : ''}）` : ''}`,
  analysisFailure: (code: string) => `失败原因：${code}`,
  analysisGateTitle: (id: number) => `质量红线（分支分析 #${id}）：`,
  newFindingsTitle: (count: number, lines: number) => `改动的 ${lines} 行上新增问题：${count} 个`,
  noNewFindings: (lines: number) => `改动的 ${lines} 行上没有新增问题`,
  riskyFunction: (name: string, ccn: number) => `风险函数 ${name}，圈复杂度 ${ccn}`,
  duplicateOf: (path: string, line: number) => `与 ${path}:${line} 重复`,
  noLintTool: '该任务没有已启用的缺陷类工具，请用 --tool 指定',
  chooseTool: (tools: string) => `该任务有多个缺陷类工具（${tools}），请用 --tool 指定报告归入哪一个`,
  started: (task: number, build: number, branch: string) => `任务 ${task}：第 ${build} 次扫描已开始（分支 ${branch}）`,
  uploading: (file: string, tool: string) => `正在上传 ${file}，归入工具 ${tool}…`,
  ingested: (build: number, findings: number, created: number, fixed: number, skipped: number) =>
    `报告已入库为第 ${build} 次扫描：${findings} 个问题，新增 ${created} 个，修复 ${fixed} 个，跳过 ${skipped} 个`,
  steps: { 1: '排队中', 2: '下载代码', 3: '扫描中', 4: '提交结果', 5: '分析完成', 6: '已停止' } as Record<number, string>,
  stepFailed: '失败',
  scanEnded: (build: number, flag: string, commit: string | null) => `第 ${build} 次扫描${flag}${commit ? `（提交 ${commit.slice(0, 12)}）` : ''}`,
  flags: { 1: '成功', 2: '失败', 3: '进行中', 4: '已中断' } as Record<number, string>,
  noScan: '该任务还没有扫描',
  gateTitle: (build: number) => `质量红线（第 ${build} 次扫描）：`,
  gateStatus: { passed: '通过', failed: '未通过', none: '未启用' } as Record<string, string>,
  gateMissing: '该扫描没有质量红线结论（扫描未正常结束）',
  condition: (failed: boolean, metric: string, tool: string, value: string, operator: string, threshold: string) =>
    `  ${failed ? '✗' : '✓'} ${metric}（${tool}）= ${value}，红线：${operator} ${threshold} 即不通过`,
  notMeasured: '未测量',
  operators: { gt: '大于', lt: '小于' } as Record<string, string>,
  allTools: '所有工具',
  metrics: {
    newHighDefects: '新增严重缺陷',
    newMediumDefects: '新增一般缺陷',
    newLowDefects: '新增提示缺陷',
    newDefects: '新增缺陷',
    newExtremelyHighRiskyFunctions: '新增极高风险函数',
    newHighRiskyFunctions: '新增高风险函数',
    newMediumRiskyFunctions: '新增中风险函数',
    newRiskyFunctions: '新增风险函数',
    duplicationRate: '重复率（%）',
  } satisfies Record<GateMetric, string>,
  newDefectsTitle: (count: number) => `本次扫描新增缺陷：${count} 个`,
  noNewDefects: '本次扫描没有新增缺陷',
  moreDefects: (count: number) => `  …… 另有 ${count} 个未列出（用 --limit 调整）`,
  severities: { 1: '严重', 2: '一般', 3: '提示' } as Record<number, string>,
};

type Words = typeof zhCN;

const en: Words = {
  help: `librarium-ci: Librarium's code check in a pipeline

Usage:
  librarium-ci scan   --task <id> [--commit <sha>]                    scan the task branch's latest commit (or the one named) and wait for the result
  librarium-ci scan   --task <id> --branch <source> [--base <target>]
                                                                     merge request analysis: report only what the source branch introduced on the
                                                                     lines it changed against the target (the task's branch unless named)
  librarium-ci upload --task <id> --format sarif|checkstyle [--tool <tool>] <file>
                                                                     upload another tool's report and wait until it is stored
  librarium-ci gate   --task <id> [--scan <build number>]             print the quality gate's verdict only

Environment:
  LIBRARIUM_URL     the server's address (or --server), e.g. https://librarium.example.com
  LIBRARIUM_TOKEN   an access token (scopes: read, and scan or ingest); read from the environment only, never printed

Options:
  --server <url>     the server's address, before LIBRARIUM_URL
  --json             machine-readable JSON output
  --timeout <s>      the longest wait, 1800 seconds unless told
  --limit <n>        how many new defects to list, 20 unless told
  --help             this help

Exit codes:
  0  the quality gate passed (or the task has no gate switched on)
  1  the quality gate failed
  2  usage or input error (a missing argument, an unreadable file, a commit not on the task's branch,
     a report or argument the server refuses as invalid)
  3  server, authentication or network error (a failed scan and a wait that timed out included)

Messages follow LC_ALL / LC_MESSAGES / LANG, Chinese unless English is asked for.`,
  usage: 'Run librarium-ci --help for the usage',
  unknownCommand: (name) => `Unknown command: ${name}`,
  missingCommand: 'Name a command: scan, upload or gate',
  missingOption: (name) => `Missing --${name}`,
  badNumber: (name) => `--${name} must be a positive whole number`,
  badFormat: '--format must be sarif or checkstyle',
  badTool: (name) => `Unknown tool: ${name}`,
  missingFile: 'Name the report file to upload',
  unreadableFile: (file, reason) => `Cannot read ${file}: ${reason}`,
  missingServer: "Set LIBRARIUM_URL or pass --server with the server's address",
  badServer: (value) => `Not a server address: ${value}`,
  missingToken: 'Put an access token in the LIBRARIUM_TOKEN environment variable',
  conflictingTarget: 'Pass --commit without --branch or --base',
  unreachable: (server, reason) => `Cannot reach the server ${server}: ${reason}`,
  notEnvelope: (status) => `The server gave an answer that is not the API's (HTTP ${status})`,
  timedOut: (seconds) => `Stopped waiting after ${seconds} seconds (the scan goes on on the server)`,
  analysisStarted: (task, id, source, base) => `Task ${task}: branch analysis #${id} started (${source} → ${base})`,
  analysisStatuses: { queued: 'queued', running: 'analysing', succeeded: 'done', failed: 'failed' },
  analysisEnded: (id, source, base, status, commit, mergeBase) =>
    `Branch analysis #${id} (${source} → ${base}): ${status}${commit ? ` (commit ${commit.slice(0, 12)}${mergeBase ? `, merge base ${mergeBase.slice(0, 12)}` : ''})` : ''}`,
  analysisFailure: (code) => `Reason: ${code}`,
  analysisGateTitle: (id) => `Quality gate (branch analysis #${id}):`,
  newFindingsTitle: (count, lines) => `New findings on the ${lines} changed lines: ${count}`,
  noNewFindings: (lines) => `No new findings on the ${lines} changed lines`,
  riskyFunction: (name, ccn) => `risky function ${name}, cyclomatic complexity ${ccn}`,
  duplicateOf: (path, line) => `duplicates ${path}:${line}`,
  noLintTool: 'The task has no lint tool switched on: name one with --tool',
  chooseTool: (tools) => `The task has several lint tools (${tools}): name the report's with --tool`,
  started: (task, build, branch) => `Task ${task}: scan ${build} started (branch ${branch})`,
  uploading: (file, tool) => `Uploading ${file} as ${tool}…`,
  ingested: (build, findings, created, fixed, skipped) => `Report stored as scan ${build}: ${findings} findings, ${created} new, ${fixed} fixed, ${skipped} skipped`,
  steps: { 1: 'queued', 2: 'downloading the code', 3: 'scanning', 4: 'submitting its results', 5: 'done', 6: 'stopped' },
  stepFailed: 'failed',
  scanEnded: (build, flag, commit) => `Scan ${build}: ${flag}${commit ? ` (commit ${commit.slice(0, 12)})` : ''}`,
  flags: { 1: 'succeeded', 2: 'failed', 3: 'in progress', 4: 'interrupted' },
  noScan: 'The task has no scan yet',
  gateTitle: (build) => `Quality gate (scan ${build}):`,
  gateStatus: { passed: 'passed', failed: 'failed', none: 'not switched on' },
  gateMissing: 'The scan has no quality gate verdict (it did not end normally)',
  condition: (failed, metric, tool, value, operator, threshold) => `  ${failed ? '✗' : '✓'} ${metric} (${tool}) = ${value}, gate: fails when ${operator} ${threshold}`,
  notMeasured: 'not measured',
  operators: { gt: 'greater than', lt: 'less than' },
  allTools: 'all tools',
  metrics: {
    newHighDefects: 'New high-severity defects',
    newMediumDefects: 'New medium-severity defects',
    newLowDefects: 'New low-severity defects',
    newDefects: 'New defects',
    newExtremelyHighRiskyFunctions: 'New extremely-high-risk functions',
    newHighRiskyFunctions: 'New high-risk functions',
    newMediumRiskyFunctions: 'New medium-risk functions',
    newRiskyFunctions: 'New risky functions',
    duplicationRate: 'Duplication rate (%)',
  },
  newDefectsTitle: (count) => `New defects of this scan: ${count}`,
  noNewDefects: 'No new defects in this scan',
  moreDefects: (count) => `  … and ${count} more (see --limit)`,
  severities: { 1: 'high', 2: 'medium', 3: 'low' },
};

export type Language = 'zh-CN' | 'en';

/** The locale the environment asks for, as POSIX names it (LC_ALL, then LC_MESSAGES, then LANG); Chinese unless it is English. */
export function languageOf(env: NodeJS.ProcessEnv): Language {
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return /^en([_.-]|$)/i.test(locale) ? 'en' : 'zh-CN';
}

export function wordsFor(language: Language): Words {
  return language === 'en' ? en : zhCN;
}

export type { Words };
