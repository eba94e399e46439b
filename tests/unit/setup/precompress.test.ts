import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress';

describe('the compressed copies the build writes beside the web app', () => {
  let dist: string;
  const script = Array.from({ length: 300 }, (_, i) => `export const row${i} = { id: ${i}, label: '第 ${i} 行' };`).join('\n');
  const exists = (file: string) => fs.existsSync(path.join(dist, file));

  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-precompress-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'screen-1a2b.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)));
    fs.writeFileSync(path.join(dist, 'tiny.txt'), 'a');
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('writes a brotli and a gzip copy of a script, in folders too, that unpack to the script itself', async () => {
    await precompressFolder(dist);
    const file = path.join(dist, 'assets', 'screen-1a2b.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(fs.statSync(`${file}.gz`).size);
  });

  it('leaves images alone, and writes no copy that would be larger than the file', async () => {
    const totals = await precompressFolder(dist);
    expect(exists('assets/logo.png.br')).toBe(false);
    expect(exists('assets/logo.png.gz')).toBe(false);
    expect(exists('tiny.txt.br')).toBe(false);
    expect(exists('tiny.txt.gz')).toBe(false);
    expect(totals.files).toBe(2);
    expect(fs.readdirSync(dist, { recursive: true }).filter((name) => String(name).endsWith('.tmp'))).toEqual([]);
  });
});
