import { createHash } from 'node:crypto';
import type * as Sarif from 'sarif';
import { z } from 'zod';
import { TASK_LIMITS } from '../../contract/constants';
import { parseCheckstyleReport } from './lint/checkstyle-report';
import { isSafeRelativePath } from './repo-files';
import type { Finding, Severity } from './types';

/**
 * Results of tools that ran in a pipeline (detekt, StyleCop, golangci-lint, anything that writes SARIF
 * 2.1.0 or checkstyle XML), filed under a tool of ours. Input is untrusted: bounded in size, validated,
 * and paths must land inside the repository.
 */

const MAX_INGEST_RESULTS = 200_000;

type IngestErrorKey = 'ingestTooLarge' | 'ingestMalformed' | 'ingestUnsupportedFormat' | 'ingestTooManyResults';

export class IngestError extends Error {
  constructor(
    readonly key: IngestErrorKey,
    message: string,
  ) {
    super(message);
    this.name = 'IngestError';
  }
}

export type IngestFormat = 'sarif' | 'checkstyle';

interface IngestOptions {
  /** Repository files; an absolute path in the report is matched to the one it ends with. */
  knownFiles?: Iterable<string>;
}

interface IngestResult {
  format: IngestFormat;
  findings: Finding[];
  /** Results whose location could not be placed in the repository. */
  skipped: number;
}

const SARIF_LEVEL: Record<string, Severity> = { error: 1, warning: 2, note: 3, none: 3 };

const level = z.enum(['none', 'note', 'warning', 'error']);
/**
 * The part of a SARIF 2.1.0 log that is read, checked against @types/sarif so a misspelt property or
 * value cannot pass unnoticed.
 */
const sarifSchema = z.object({
  version: z.literal('2.1.0'),
  runs: z.array(
    z.object({
      tool: z.object({
        driver: z.object({
          name: z.string(),
          rules: z
            .array(z.object({ id: z.string(), defaultConfiguration: z.object({ level: level.optional() }).optional() }))
            .optional(),
        }),
      }),
      originalUriBaseIds: z.record(z.string(), z.object({ uri: z.string().optional() })).optional(),
      results: z
        .array(
          z.object({
            ruleId: z.string().optional(),
            ruleIndex: z.number().int().nonnegative().optional(),
            rule: z.object({ id: z.string().optional(), index: z.number().int().optional() }).optional(),
            kind: z.enum(['notApplicable', 'pass', 'fail', 'review', 'open', 'informational']).optional(),
            level: level.optional(),
            message: z.object({ text: z.string().optional(), id: z.string().optional() }),
            locations: z
              .array(
                z.object({
                  physicalLocation: z
                    .object({
                      artifactLocation: z.object({ uri: z.string(), uriBaseId: z.string().optional() }).optional(),
                      region: z.object({ startLine: z.number().int().optional(), startColumn: z.number().int().optional() }).optional(),
                    })
                    .optional(),
                }),
              )
              .optional(),
            partialFingerprints: z.record(z.string(), z.string()).optional(),
            baselineState: z.enum(['new', 'unchanged', 'updated', 'absent']).optional(),
            suppressions: z
              .array(
                z.object({
                  kind: z.enum(['inSource', 'external']),
                  status: z.enum(['accepted', 'underReview', 'rejected']).optional(),
                  justification: z.string().optional(),
                }),
              )
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
}) satisfies z.ZodType<Sarif.Log>;

type SarifResult = NonNullable<z.infer<typeof sarifSchema>['runs'][number]['results']>[number];

/**
 * Whether a result is a defect at all (SARIF 2.1.0 §3.27.9, §3.27.24): `pass`, `notApplicable` and
 * `informational` results say a rule held, did not apply or has nothing to fix, and an `absent` one
 * was in the baseline and is gone from this run.
 */
function isDefect(result: SarifResult): boolean {
  const kind: Sarif.Result.kind = result.kind ?? 'fail';
  if (kind === 'pass' || kind === 'notApplicable' || kind === 'informational') return false;
  return result.baselineState !== 'absent';
}

/**
 * The suppression in force, if any (§3.27.23, §3.35.3): one whose status is `accepted` or not given.
 * One under review or rejected leaves the result a defect.
 */
function suppressionOf(result: SarifResult): Finding['suppression'] {
  const inForce = result.suppressions?.find((suppression) => suppression.status === undefined || suppression.status === 'accepted');
  if (!inForce) return undefined;
  const justification = inForce.justification?.trim();
  return justification ? { justification } : {};
}

function checkSize(text: string): void {
  if (Buffer.byteLength(text, 'utf8') > TASK_LIMITS.reportBytesMax) {
    throw new IngestError('ingestTooLarge', `report is larger than ${TASK_LIMITS.reportBytesMax} bytes`);
  }
}

/** A report path made repository-relative: file URIs decoded, base ids applied, absolute paths matched by suffix. */
function pathResolver(options: IngestOptions): (uri: string, base?: string) => string | undefined {
  // Longest first, so `src/App.kt` wins over `App.kt` for `/ci/src/App.kt`.
  const known = [...(options.knownFiles ?? [])].sort((a, b) => b.length - a.length);
  return (uri, base) => {
    let path = uri;
    if (base && !/^[a-z][a-z0-9+.-]*:/i.test(path) && !path.startsWith('/')) path = `${base.replace(/\/?$/, '/')}${path}`;
    try {
      if (/^file:\/\//i.test(path)) path = new URL(path).pathname;
      else if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return undefined;
      path = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    path = path.replace(/\\/g, '/');
    if (path.startsWith('/')) {
      const match = known.find((file) => path.endsWith(`/${file}`));
      if (!match) return undefined;
      path = match;
    }
    path = path.replace(/^(\.\/)+/, '');
    return isSafeRelativePath(path) ? path : undefined;
  };
}

function sarifFingerprint(partial: Record<string, string> | undefined): string | undefined {
  if (!partial || Object.keys(partial).length === 0) return undefined;
  const canonical = Object.entries(partial)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  return `sarif:${createHash('sha256').update(canonical).digest('hex')}`;
}

export function ingestSarif(text: string, tool: string, options: IngestOptions = {}): IngestResult {
  checkSize(text);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new IngestError('ingestMalformed', `SARIF is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = sarifSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new IngestError('ingestMalformed', `not a SARIF 2.1.0 log: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const resolve = pathResolver(options);
  const findings: Finding[] = [];
  let skipped = 0;
  for (const run of parsed.data.runs) {
    const rules = run.tool.driver.rules ?? [];
    if (findings.length + (run.results?.length ?? 0) > MAX_INGEST_RESULTS) {
      throw new IngestError('ingestTooManyResults', `more than ${MAX_INGEST_RESULTS} results`);
    }
    for (const result of run.results ?? []) {
      if (!isDefect(result)) continue;
      const ruleIndex = result.ruleIndex ?? result.rule?.index;
      const rule = ruleIndex === undefined ? undefined : rules[ruleIndex];
      const checker = result.ruleId ?? result.rule?.id ?? rule?.id;
      const physical = result.locations?.[0]?.physicalLocation;
      const artifact = physical?.artifactLocation;
      const baseUri = artifact?.uriBaseId ? run.originalUriBaseIds?.[artifact.uriBaseId]?.uri : undefined;
      const path = artifact ? resolve(artifact.uri, baseUri) : undefined;
      if (!checker || !path) {
        skipped += 1;
        continue;
      }
      const declared = rules.find((candidate) => candidate.id === checker);
      // A result of another kind than `fail` has no level of its own but `none` (§3.27.10).
      const effectiveLevel =
        result.level ?? (result.kind !== undefined && result.kind !== 'fail' ? 'none' : undefined) ?? declared?.defaultConfiguration?.level ?? rule?.defaultConfiguration?.level ?? 'warning';
      const startLine = physical?.region?.startLine;
      const startColumn = physical?.region?.startColumn;
      findings.push({
        tool,
        checker,
        severity: SARIF_LEVEL[effectiveLevel] ?? 2,
        path,
        line: startLine !== undefined && startLine > 0 ? startLine : 1,
        column: startColumn !== undefined && startColumn > 0 ? startColumn : undefined,
        message: result.message.text ?? result.message.id ?? checker,
        fingerprint: sarifFingerprint(result.partialFingerprints),
        suppression: suppressionOf(result),
      });
    }
  }
  return { format: 'sarif', findings, skipped };
}

export function ingestCheckstyle(text: string, tool: string, options: IngestOptions = {}): IngestResult {
  checkSize(text);
  const resolve = pathResolver(options);
  let skipped = 0;
  try {
    const findings = parseCheckstyleReport(text, tool, (reported) => {
      const path = resolve(reported);
      if (!path) skipped += 1;
      return path;
    });
    if (findings.length > MAX_INGEST_RESULTS) throw new IngestError('ingestTooManyResults', `more than ${MAX_INGEST_RESULTS} results`);
    return { format: 'checkstyle', findings, skipped };
  } catch (error) {
    if (error instanceof IngestError) throw error;
    throw new IngestError('ingestMalformed', `not a checkstyle report: ${(error as Error).message}`);
  }
}

/** Detects the format from the first non-blank character when the uploader did not say. */
export function ingestReport(text: string, tool: string, format?: IngestFormat, options: IngestOptions = {}): IngestResult {
  checkSize(text);
  const detected = format ?? (text.trimStart().startsWith('<') ? 'checkstyle' : text.trimStart().startsWith('{') ? 'sarif' : undefined);
  if (detected === 'sarif') return ingestSarif(text, tool, options);
  if (detected === 'checkstyle') return ingestCheckstyle(text, tool, options);
  throw new IngestError('ingestUnsupportedFormat', 'expected SARIF 2.1.0 JSON or checkstyle XML');
}
