import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/preflight.mjs');

function preflight(env: Record<string, string>) {
  return spawnSync(process.execPath, [SCRIPT, '--check-only'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
}

/** The packages of .ci/apt-packages.txt whose program is looked up on PATH (not by an absolute path). */
function packagesFoundOnPath(): string[] {
  return fs
    .readFileSync(path.join(ROOT, '.ci/apt-packages.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim().split(/\s+/))
    .filter(([pkg, program]) => pkg && program && !program.startsWith('/'))
    .map(([pkg]) => pkg!);
}

describe('the preflight of npm test', () => {
  it('passes on this machine, which has every package of the list', () => {
    const run = preflight({});
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('stops at once with one line naming the missing packages and the command that installs them', () => {
    const emptyBin = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-no-bin-'));
    const run = preflight({ PATH: emptyBin });
    fs.rmSync(emptyBin, { recursive: true });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const missing = packagesFoundOnPath();
    expect(missing).toEqual(expect.arrayContaining(['pylint', 'cppcheck', 'golang-go', 'cloc']));
    expect(lines[0]).toContain(`sudo apt-get install ${missing.join(' ')}`);
    // Chromium is checked at its absolute path, which this machine has.
    expect(lines[0]).not.toContain('chromium');
  });
});
