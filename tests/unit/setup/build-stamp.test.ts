import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsHash, clearStamp, isBuildCurrent, writeStamp } from '../../../scripts/build-stamp';

describe('deciding whether `npm start` must build the web app again', () => {
  let root: string;
  let outDir: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  /** A finished build of the project as it is now. */
  const finishBuild = () => {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
    writeStamp(outDir, buildInputsHash(root, {}));
  };
  const current = (env: NodeJS.ProcessEnv = {}) => isBuildCurrent(outDir, buildInputsHash(root, env));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-stamp-'));
    outDir = path.join(root, 'dist');
    write('src/main.tsx', 'render(<App />);');
    write('src/features/wiki/page.tsx', 'export const Page = () => null;');
    write('i18n/en/index.ts', "export default { hello: 'Hello' };");
    write('public/robots.txt', 'User-agent: *\nDisallow: /\n');
    write('index.html', '<div id="root"></div>');
    write('package-lock.json', '{"lockfileVersion":3}');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('needs a build when nothing was built yet', () => {
    expect(current()).toBe(false);
  });

  it('skips the build when no input changed since the last one, even if files were rewritten unchanged', () => {
    finishBuild();
    expect(current()).toBe(true);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'src/main.tsx'), later, later);
    write('i18n/en/index.ts', "export default { hello: 'Hello' };");
    expect(current()).toBe(true);
  });

  it('builds again after a change to a source, a text, a public file or the lock', () => {
    for (const [file, content] of [
      ['src/features/wiki/page.tsx', 'export const Page = () => 1;'],
      ['i18n/en/index.ts', "export default { hello: 'Hi' };"],
      ['public/robots.txt', 'User-agent: *\nAllow: /\n'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
      ['src/features/wiki/new-panel.tsx', 'export {};'],
    ]) {
      finishBuild();
      write(file!, content!);
      expect(current(), file).toBe(false);
    }
  });

  it('builds again when a source is removed or renamed', () => {
    finishBuild();
    fs.renameSync(path.join(root, 'src/features/wiki/page.tsx'), path.join(root, 'src/features/wiki/page-view.tsx'));
    expect(current()).toBe(false);
    finishBuild();
    fs.rmSync(path.join(root, 'src/features/wiki/page-view.tsx'));
    expect(current()).toBe(false);
  });

  it('builds again when an .env file or a VITE_ variable that Vite reads appears', () => {
    finishBuild();
    expect(current({ VITE_API_PREFIX: '/api2' })).toBe(false);
    expect(current({ DATA_DIR: '/srv/librarium' })).toBe(true);
    write('.env', 'VITE_TITLE=Librarium');
    expect(current()).toBe(false);
  });

  it('ignores files the build does not read: data, tests, the server', () => {
    finishBuild();
    write('data/librarium.db', 'rows');
    write('tests/unit/some.test.ts', 'it()');
    write('server/app.ts', 'export {}');
    expect(current()).toBe(true);
  });

  it('never takes a build stopped half-way for a finished one', () => {
    finishBuild();
    clearStamp(outDir);
    expect(current()).toBe(false);
    finishBuild();
    fs.rmSync(path.join(outDir, 'index.html'));
    expect(current()).toBe(false);
  });
});
