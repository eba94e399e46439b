import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, PROJECT_ROOT } from '../../../server/config';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('where the server and the demo keep their data', () => {
  it('resolves DATA_DIR, WEB_DIST and a SQLite file from the project folder', () => {
    expect(PROJECT_ROOT).toBe(ROOT);
    const config = loadConfig({});
    expect(config.dataDir).toBe(path.join(ROOT, 'data'));
    expect(config.webDist).toBe(path.join(ROOT, 'dist'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(ROOT, 'data/librarium.db') });
    expect(loadConfig({ DATA_DIR: 'elsewhere/data' }).dataDir).toBe(path.join(ROOT, 'elsewhere/data'));
    expect(loadConfig({ DATA_DIR: '/srv/librarium' }).dataDir).toBe('/srv/librarium');
  });

  it('gives the same data folder to a command started from another folder', () => {
    const script = `import { loadConfig } from ${JSON.stringify(path.join(ROOT, 'server/config.ts'))}; console.log(loadConfig({}).dataDir);`;
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['--eval', script], { cwd: os.tmpdir(), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(path.join(ROOT, 'data'));
  });
});
