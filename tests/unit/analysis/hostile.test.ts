import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ccnTool } from '../../../server/analysis/ccn/ccn-tool';
import { cloneOrFetch, listFiles } from '../../../server/analysis/checkout';
import { duplicationTool } from '../../../server/analysis/duplication-tool';
import { runScan, type ScanOutput } from '../../../server/analysis/engine';
import { eslintTool } from '../../../server/analysis/lint/eslint-adapter';
import { pylintTool } from '../../../server/analysis/lint/pylint-adapter';
import { DEFAULT_LIMITS } from '../../../server/analysis/types';
import { FIXTURE_REPO_POLICY } from '../../fixtures/make-repo';

/**
 * Repository content is hostile. This repository tries every way we know of to run its own code or
 * read outside its checkout while we clone and scan it; each attempt would leave a marker file.
 */

let scratch: string;
let origin: string;
let markers: string;
let outside: string;
let checkout: string;

const BIG_FILE_BYTES = 50 * 1024 * 1024;

function marker(name: string): string {
  return join(markers, name);
}

function writeMarker(name: string, language: 'js' | 'py' | 'sh'): string {
  const path = marker(name);
  if (language === 'js') return `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(path)}, 'ran');\nexport default [];\n`;
  if (language === 'py') return `open(${JSON.stringify(path)}, "w").write("ran")\n`;
  return `#!/bin/sh\ntouch ${JSON.stringify(path)}\n`;
}

function pythonMarker(name: string): string {
  return `import sys; sys.path.insert(0, "."); open(${JSON.stringify(marker(name))}, "w").write("ran")`;
}

async function git(args: string[], cwd: string): Promise<void> {
  execFileSync('git', args, {
    cwd,
    env: { PATH: process.env.PATH, HOME: scratch, GIT_AUTHOR_NAME: 'M', GIT_AUTHOR_EMAIL: 'm@x', GIT_COMMITTER_NAME: 'M', GIT_COMMITTER_EMAIL: 'm@x', GIT_CONFIG_GLOBAL: '/dev/null' },
    stdio: 'ignore',
  });
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'hostile-'));
  origin = join(scratch, 'origin');
  markers = join(scratch, 'markers');
  outside = join(scratch, 'outside');
  checkout = join(scratch, 'work', 'task');
  await mkdir(join(origin, 'src'), { recursive: true });
  await mkdir(markers);
  await mkdir(outside);
  // A file outside the checkout with a defect every tool would report if it were ever read.
  await writeFile(join(outside, 'secret.js'), 'var OUTSIDE_SECRET = 1;\ndebugger;\n');

  const files: Record<string, string> = {
    'eslint.config.js': writeMarker('eslint-config-js', 'js'),
    'eslint.config.mjs': writeMarker('eslint-config-mjs', 'js'),
    '.eslintrc.js': writeMarker('eslintrc', 'js'),
    // pylint runs an rcfile's init-hook as Python, and loads load-plugins from sys.path.
    '.pylintrc': `[MAIN]\nload-plugins=evil\ninit-hook=${pythonMarker('pylintrc-hook')}\n`,
    'pylintrc': `[MAIN]\nload-plugins=evil\ninit-hook=${pythonMarker('pylintrc2-hook')}\n`,
    'pyproject.toml': `[tool.pylint.main]\nload-plugins = ["evil"]\ninit-hook = '${pythonMarker('pyproject-hook')}'\n`,
    'setup.cfg': `[pylint.MASTER]\nload-plugins=evil\ninit-hook=${pythonMarker('setupcfg-hook')}\n`,
    'evil.py': writeMarker('pylint-plugin', 'py'),
    // Named like standard modules pylint may import late; the guard refuses repository modules.
    'src/json.py': writeMarker('shadowed-json', 'py'),
    'src/app.py': 'import json\nimport evil\n\nprint(json.dumps(evil))\n',
    'src/app.js': 'const unused = 1;\n',
    '.jscpd.json': JSON.stringify({ reporters: ['html'], output: marker('jscpd-report') }),
    'hooks/post-checkout': writeMarker('tracked-hook', 'sh'),
  };
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(origin, path, '..'), { recursive: true });
    await writeFile(join(origin, path), text);
  }
  await writeFile(join(origin, 'src/huge.js'), Buffer.alloc(BIG_FILE_BYTES, 'a'));
  await symlink('/etc/passwd', join(origin, 'src/passwd.js'));
  await symlink('/etc', join(origin, 'etc'));
  await symlink(join(outside, 'secret.js'), join(origin, 'src/secret.js'));
  await symlink('../../outside/secret.js', join(origin, 'src/relative-secret.js'));
  await git(['init', '-q', '-b', 'main'], origin);
  await git(['config', 'core.hooksPath', 'hooks'], origin);
  await git(['add', '-A'], origin);
  await git(['commit', '-q', '-m', 'hostile'], origin);
  // Hooks in the origin itself; a clone must not run them (they are not transferred, and must not be looked for).
  await writeFile(join(origin, '.git/hooks/post-checkout'), writeMarker('origin-hook', 'sh'));
  await chmod(join(origin, '.git/hooks/post-checkout'), 0o755);
  await chmod(join(origin, 'hooks/post-checkout'), 0o755);
}, 120_000);

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function scan(): Promise<ScanOutput> {
  const { files } = await listFiles(checkout, { maxFileBytes: DEFAULT_LIMITS.maxFileBytes });
  return runScan({
    root: checkout,
    files,
    tools: [eslintTool, pylintTool, ccnTool, duplicationTool],
    signal: new AbortController().signal,
    limits: { ...DEFAULT_LIMITS, timeoutMs: 60_000 },
  });
}

async function noSymlinks(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const full = join(entry.parentPath, entry.name);
    if ((await lstat(full)).isSymbolicLink()) found.push(full);
  }
  return found;
}

describe('a hostile repository', () => {
  it('is checked out and scanned without running its code or leaving the checkout, in bounded time', async () => {
    const started = Date.now();
    const first = await cloneOrFetch({ url: `file://${origin}`, policy: FIXTURE_REPO_POLICY, branch: 'main', dest: checkout, timeoutMs: 60_000, maxBytes: 200 * 1024 * 1024 });
    expect(first.removedLinks.sort()).toEqual(['etc', 'src/passwd.js', 'src/relative-secret.js', 'src/secret.js']);
    expect(await noSymlinks(checkout)).toEqual([]);

    // A hook planted inside the work area (by anything) must not run on the next fetch either.
    await writeFile(join(checkout, '.git/hooks/post-checkout'), writeMarker('planted-hook', 'sh'));
    await chmod(join(checkout, '.git/hooks/post-checkout'), 0o755);
    await cloneOrFetch({ url: `file://${origin}`, policy: FIXTURE_REPO_POLICY, branch: 'main', dest: checkout, timeoutMs: 60_000, maxBytes: 200 * 1024 * 1024 });

    const result = await scan();
    const elapsed = Date.now() - started;

    expect(await readdir(markers)).toEqual([]);
    expect(result.perToolStatus.map((status) => [status.tool, status.status])).toEqual([
      ['ESLINT', 'done'], ['PYLINT', 'done'], ['CCN', 'done'], ['DUPC', 'done'],
    ]);
    const serialised = JSON.stringify(result);
    expect(serialised).not.toContain('OUTSIDE_SECRET');
    expect(serialised).not.toContain('root:x:0:0');
    expect(result.findings.some((finding) => finding.path.includes('secret') || finding.path.includes('passwd'))).toBe(false);
    // The 50 MB one-line file is left out of every tool, not parsed.
    expect(result.findings.some((finding) => finding.path === 'src/huge.js')).toBe(false);
    expect(result.functions.some((fn) => fn.path === 'src/huge.js')).toBe(false);
    // The repository's own files are still analysed with our rules.
    expect(result.findings.map((finding) => [finding.tool, finding.path, finding.checker])).toContainEqual(['ESLINT', 'src/app.js', 'no-unused-vars']);
    expect(elapsed).toBeLessThan(90_000);
    expect(existsSync(marker('jscpd-report'))).toBe(false);
  }, 180_000);
});
