import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsEnvironment } from '../../../contract/codecheck-task';
import { eslintTool } from '../../../server/analysis/lint/eslint-adapter';
import { environmentDetector } from '../../../server/analysis/lint/js-environments';
import { RepoReader } from '../../../server/analysis/repo-files';
import { DEFAULT_LIMITS, type ToolResult } from '../../../server/analysis/types';
import { JS_ENVIRONMENT_FILES, UNDEFINED_WITH_DETECTED_ENVIRONMENTS } from '../../fixtures/js-environment-samples';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'eslint-env-'));
  for (const [path, text] of Object.entries(JS_ENVIRONMENT_FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function lintUndefined(jsEnvironments?: JsEnvironment[] | null): Promise<ToolResult> {
  return eslintTool.run({ root, files: Object.keys(JS_ENVIRONMENT_FILES), checkers: ['no-undef'], jsEnvironments, signal: new AbortController().signal, limits: DEFAULT_LIMITS });
}

const undefinedNames = (result: ToolResult) =>
  result.findings
    .map((finding) => [finding.path, finding.line, /'(.+)'/.exec(finding.message)?.[1] ?? finding.message] as [string, number, string])
    .sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);

describe('ESLint environments', () => {
  it('detects each file\'s runtime and test framework from its location and the package.json files above it', async () => {
    const detect = environmentDetector(new RepoReader(root));
    const environments = async (path: string) => [...(await detect(path))].sort();
    expect(await environments('server/index.js')).toEqual(['node']);
    expect(await environments('server/index.test.js')).toEqual(['node', 'vitest']);
    expect(await environments('public/app.js')).toEqual(['browser']);
    expect(await environments('packages/legacy/cli.js')).toEqual(['node']);
    expect(await environments('packages/legacy/test/count.spec.js')).toEqual(['mocha', 'node', 'vitest']);
    expect(await environments('packages/widgets/src/badge.js')).toEqual(['browser']);
    expect(await environments('packages/widgets/src/__tests__/badge.test.js')).toEqual(['browser', 'jest', 'node', 'vitest']);
  });

  it('reports no environment or test globals as undefined, but still a name nobody defines', async () => {
    const result = await lintUndefined();
    expect(result.warnings).toEqual([]);
    expect(undefinedNames(result)).toEqual(UNDEFINED_WITH_DETECTED_ENVIRONMENTS);
  });

  it('gives every file the environments a task chose instead', async () => {
    const everything = await lintUndefined(['node', 'browser', 'mocha', 'jest', 'vitest']);
    expect(undefinedNames(everything)).toEqual([['public/app.js', 3, 'totalPrice']]);
    const nodeOnly = undefinedNames(await lintUndefined(['node']));
    expect(nodeOnly).toEqual(expect.arrayContaining([['public/app.js', 1, 'localStorage'], ['server/index.test.js', 3, 'describe'], ['packages/widgets/src/badge.js', 2, 'document']]));
    const inNodeFiles = nodeOnly.filter(([path]) => path === 'server/index.js' || path === 'packages/legacy/cli.js');
    expect(inNodeFiles).toEqual([['server/index.js', 5, 'document']]);
  });
});
